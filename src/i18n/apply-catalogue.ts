// A language's catalogue put to use (loaded with the catalogue, never with an English page).
import { specMessageIndex } from './spec-message-index.ts';
import { specMessageLookup } from './spec-message-lookup.ts';
import { labelRegistry } from './translate.ts';

type Message = (args?: Record<string, unknown> | unknown[]) => string;
export type Messages = Record<string, Message>;

/**
 * Replaces each English label the catalogue names ('headerLabels.cartBadge.many') by its
 * translation: a text by the message's text, a function by one passing its arguments as {0}, {1}, … .
 */
export function applyCatalogue(messages: Messages, groups: Record<string, object>): void {
  for (const [key, message] of Object.entries(messages)) {
    const path = key.split('.');
    const leaf = path.pop()!;
    let target: unknown = groups;
    for (const step of path) target = (target as Record<string, unknown> | undefined)?.[step];
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, leaf)) continue;
    const labels = target as Record<string, unknown>;
    labels[leaf] = typeof labels[leaf] === 'function' ? (...args: unknown[]) => message(args) : message();
  }
}

/**
 * Puts a language's catalogue files (`import.meta.glob` of its folder, compiled by
 * build/plugins/message-catalogues.ts) to use: the labels registered so far now, the others as they
 * register, and the specification's messages as the views show them (localMessage). Returns the merged messages.
 */
export function useCatalogueFiles(files: Record<string, Messages>): Messages {
  const messages: Messages = Object.assign({}, ...Object.values(files));
  const translate = (groups: Record<string, object>) => applyCatalogue(messages, groups);
  labelRegistry.translate = translate;
  labelRegistry.groups.forEach(translate);
  labelRegistry.message = specMessageLookup(specMessageIndex, messages);
  return messages;
}
