// The specification's messages in the page's language (PX-84-001, PX-84-002). The machines produce
// English (machines/constants/); a French or German page finds each text's label key in an index of
// the English labels (src/labels/spec-messages.ts) and shows that key's message of its catalogue.

/** A catalogue's compiled messages by key (apply-catalogue.ts's Messages, named here so neither imports the other). */
type Messages = Record<string, (args?: unknown[]) => string>;

/** Each English text by its label key, and each message function by the pattern of what it returns. */
export interface SpecMessageIndex {
  texts: Record<string, string>;
  /** [pattern source, key]: the pattern's groups a0, a1, … are the function's arguments. */
  patterns: Array<[string, string]>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARK = /\u0000(\d)\u0000/g;

/** The index of label objects (by export name): a function is called with markers to learn its shape. */
export function specMessageIndexOf(groups: Record<string, object>): SpecMessageIndex {
  const index: SpecMessageIndex = { texts: {}, patterns: [] };
  const visit = (node: unknown, key: string) => {
    if (typeof node === 'string') index.texts[node] ??= key;
    else if (typeof node === 'function') {
      const marks = Array.from({ length: node.length }, (_, argument) => `\u0000${argument}\u0000`);
      const seen = new Set<string>();
      const source = escape((node as (...args: string[]) => string)(...marks)).replace(MARK, (_, argument: string) => {
        if (seen.has(argument)) return `\\k<a${argument}>`;
        seen.add(argument);
        return `(?<a${argument}>.+?)`;
      });
      index.patterns.push([`^${source}$`, key]);
    } else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) visit(child, key ? `${key}.${name}` : name);
  };
  visit(groups, '');
  return index;
}

/**
 * The page language's text of an English specification message: a text by its key's message, a filled
 * template by its key's message filled with the same values (a count as a number, for the plural; a
 * value that is itself a known text, translated). Any other text is returned as it is.
 */
export function specMessageLookup(index: SpecMessageIndex, messages: Messages): (english: string) => string {
  const patterns = index.patterns.map(([source, key]) => [new RegExp(source, 's'), key] as const);
  const text = (english: string) => {
    const message = messages[index.texts[english] ?? ''];
    return message ? message() : undefined;
  };
  return (english) => {
    const known = text(english);
    if (known !== undefined) return known;
    for (const [pattern, key] of patterns) {
      const match = pattern.exec(english);
      const message = messages[key];
      if (!match || !message) continue;
      const values = Object.keys(match.groups!).map((_, argument) => {
        const value = match.groups![`a${argument}`]!;
        return /^\d+$/.test(value) ? Number(value) : (text(value) ?? value);
      });
      return message(values);
    }
    return english;
  };
}
