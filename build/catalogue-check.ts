// PX-77-002: the check that every language holds every English label, each message with the same
// ICU arguments. English is the labels modules (texts, and functions whose parameters are the
// message's {0}, {1}, …); French and German are their catalogue files. Used by the build
// (build/plugins/message-catalogues.ts fails it) and by tests/unit/labels/catalogues.test.ts.
import { parse, type Token } from '@messageformat/parser';

/** A label's shape in English: a text (no arguments) or a function of `arity` arguments. */
export type LabelShape = { kind: 'text' } | { kind: 'function'; arity: number };

/**
 * The fields of the editorial content's objects (src/content) that read the same in every language:
 * addresses, anchors, images, category ids and telephone numbers. They are no labels, so no catalogue
 * may name them. (Labels modules have no such fields: their `email` is the word, a label.)
 */
export const FIXED_CONTENT_FIELDS: ReadonlySet<string> = new Set(['path', 'id', 'href', 'image', 'urlName', 'categoryId', 'phone', 'tel', 'email']);

/**
 * Every label leaf of a labels module's exports, by path ('headerLabels.cartBadge.many'); for a
 * content module, leaving out its `fixed` fields.
 */
export function labelShapes(exports: Record<string, unknown>, fixed: ReadonlySet<string> = new Set()): Map<string, LabelShape> {
  const shapes = new Map<string, LabelShape>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') shapes.set(path, { kind: 'text' });
    else if (typeof value === 'function') shapes.set(path, { kind: 'function', arity: value.length });
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (!fixed.has(key)) visit(child, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(exports)) if (value && typeof value === 'object') visit(value, name);
  return shapes;
}

/** The argument names an ICU message uses, its plural and select arguments included. */
function messageArguments(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const choice of token.cases) visit(choice.tokens);
      }
    }
  };
  visit(parse(message));
  return names;
}

/**
 * Every problem with the catalogues, as sentences (none when all is well): a label missing from a
 * language or unknown to English, a message that does not parse, arguments a text cannot have or
 * beyond a function's parameters, and arguments that differ between languages.
 */
export function catalogueProblems(english: Map<string, LabelShape>, catalogues: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  const argumentsByKey = new Map<string, { language: string; names: string }>();
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of english.keys()) if (!(key in messages)) problems.push(`${language}: missing ${key}`);
    for (const [key, message] of Object.entries(messages)) {
      const shape = english.get(key);
      if (!shape) {
        problems.push(`${language}: ${key} is no English label`);
        continue;
      }
      let names: Set<string>;
      try {
        names = messageArguments(message);
      } catch (error) {
        problems.push(`${language}: ${key} does not parse (${(error as Error).message})`);
        continue;
      }
      const allowed = shape.kind === 'text' ? 0 : shape.arity;
      const outside = [...names].filter((name) => !/^\d+$/.test(name) || Number(name) >= allowed);
      if (outside.length > 0) problems.push(`${language}: ${key} uses {${outside.join('}, {')}}, ${shape.kind === 'text' ? 'a text has no arguments' : `its English takes ${allowed}`}`);
      const sorted = [...names].sort().join(',');
      const first = argumentsByKey.get(key);
      if (!first) argumentsByKey.set(key, { language, names: sorted });
      else if (first.names !== sorted) problems.push(`${key}: ${first.language} uses {${first.names}}, ${language} uses {${sorted}}`);
    }
  }
  return problems;
}
