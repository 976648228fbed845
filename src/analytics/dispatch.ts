// The thin adapter: interactions become 'experience_interaction' DOM events (CC-7-038) on the
// document, where an analytics integration listens. The search correlation id lives in local
// storage (CC-7-046) so the results page and the product page opened from it share it.
import { EXPERIENCE_INTERACTION, type Interaction } from './payloads.ts';

/** Local-storage key of the search correlation id; the specification does not name it. */
export const SEARCH_CORRELATION_ID_KEY = 'searchCorrelationId'; // CC-7-046

interface InteractionDetail {
  name: Interaction['name'];
  payload: Interaction['payload'];
}

export function dispatchInteraction(interaction: Interaction | null, target: EventTarget | undefined = globalThis.document): boolean {
  if (!interaction || !target) return false;
  const detail: InteractionDetail = { name: interaction.name, payload: interaction.payload };
  return target.dispatchEvent(new CustomEvent<InteractionDetail>(EXPERIENCE_INTERACTION, { detail, bubbles: true, composed: true }));
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function localStore(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** A new search starts a new correlation id. */
export function startSearchCorrelation(storage: StorageLike | undefined = localStore(), generate: () => string = randomId): string {
  const id = generate();
  try {
    storage?.setItem(SEARCH_CORRELATION_ID_KEY, id);
  } catch {
    // Storage may be full or blocked; the id still travels with this page's events.
  }
  return id;
}

export function currentSearchCorrelation(storage: StorageLike | undefined = localStore()): string | null {
  try {
    return storage?.getItem(SEARCH_CORRELATION_ID_KEY) ?? null;
  } catch {
    return null;
  }
}
