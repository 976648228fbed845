// The rule catalogue: every rule of both specification documents (SH, CC) and the project's own
// designed rules (PX), loaded from the YAML files beside this module. The specification's rules sit in
// one file per document (named after it); the project's rules sit in one file per feature area, each
// rule naming its own document, so a rule can move to the file of its feature without changing.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type RuleKind = 'screen' | 'entity' | 'behaviour' | 'validation' | 'permission' | 'call' | 'error' | 'constant' | 'project';

export interface Rule {
  id: string;
  document: string;
  section: string;
  heading: string;
  kind: RuleKind;
  rule: string;
  quote?: string;
  /** Why no test here can exercise it: only for a rule about the platform's own servers. The trace prints it. */
  untestable?: string;
  /** Why the rule no longer holds (ids are never renumbered, so a rule is retired instead): no test may claim it. */
  retired?: string;
}

/** How a test names the rules it proves: `[SH-4-012]` in its title. */
const RULE_ID_PATTERN = /\b(?:SH|CC|PX)-\d{1,2}-\d{3}\b/g;

const here = dirname(fileURLToPath(import.meta.url));

type RuleEntry = Omit<Rule, 'document'> & { document?: string };

const RULE_FIELDS = new Set<string>(['id', 'section', 'heading', 'kind', 'rule', 'quote', 'untestable', 'retired'] satisfies Array<keyof RuleEntry>);

/** Natural id order (section and number as numbers), so the report reads the same whatever file a rule sits in. */
function compareRuleIds(a: string, b: string): number {
  const [pa, ...na] = a.split('-');
  const [pb, ...nb] = b.split('-');
  return pa!.localeCompare(pb!) || Number(na[0]) - Number(nb[0]) || Number(na[1]) - Number(nb[1]);
}

export function loadRules(dir = here): Rule[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => {
      const doc = parse(readFileSync(join(dir, file), 'utf8')) as { document?: string; rules: RuleEntry[] };
      return doc.rules.map(({ document, ...rule }) => {
        // A comma in an unquoted YAML flow value splits it into a stray key: refused, not read half.
        const unknown = Object.keys(rule).filter((key) => !RULE_FIELDS.has(key));
        if (unknown.length) throw new Error(`${file}: ${rule.id} has fields no rule has (${unknown.join(', ')}): quote the value before them`);
        // A rule's own document wins; a file of one document may name it once at its top.
        const from = document ?? doc.document;
        if (!from) throw new Error(`${file}: ${rule.id} names no document`);
        return { ...rule, document: from };
      });
    })
    .sort((a, b) => compareRuleIds(a.id, b.id));
}

export function ruleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID_PATTERN) ?? [])];
}
