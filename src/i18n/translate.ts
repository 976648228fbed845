// The store in French and German (issue 30). English is the labels modules themselves; each
// registers its label objects here (the first screen's all at once, src/labels/first-screen.ts).
// On a French or German page, index.html's early script loads that language's catalogue chunk
// (src/labels/fr/catalogue.ts), which translates every object registered so far in place and sets
// `translate` for those a page's code registers later. English pages carry only this registry.

type Translate = (groups: Record<string, object>) => void;

export const labelRegistry: { groups: Array<Record<string, object>>; translate?: Translate; message?: (english: string) => string } = { groups: [] };

/** A labels module's objects, by export name: translated now if a catalogue is in use, else when one is. */
export function translatable(groups: Record<string, object>): void {
  labelRegistry.groups.push(groups);
  labelRegistry.translate?.(groups);
}

/** A specification message (machines/constants/) in the page's language: set with a French or German catalogue (src/i18n/spec-message-lookup.ts); English as it came otherwise. */
export const localMessage = (english: string): string => labelRegistry.message?.(english) ?? english;
