// Type-ahead in a menu (SH-9-037): the characters typed within 700 ms of each other form one search,
// and focus moves to the first item whose label starts with it.
import { KEY_BUFFER_TIMEOUT_MS } from '../constants/navigation.ts';

export interface KeyBuffer {
  text: string;
  /** When the last character was typed (ms, any monotonic clock). */
  at: number;
}

export const EMPTY_KEY_BUFFER: KeyBuffer = { text: '', at: Number.NEGATIVE_INFINITY };

/** The buffer after typing `char` at `at`: a pause longer than the timeout starts a new search. */
export function bufferKey(buffer: KeyBuffer, char: string, at: number): KeyBuffer {
  return { text: at - buffer.at > KEY_BUFFER_TIMEOUT_MS ? char : buffer.text + char, at };
}

/**
 * The index of the item to focus for the typed text, or undefined when none matches. A search of
 * one character looks from the item after `current` (typing the same letter again moves on), a
 * longer one from `current` itself (the focused item may still match); both wrap round.
 */
export function typeaheadIndex(labels: readonly string[], text: string, current: number): number | undefined {
  const needle = text.toLocaleLowerCase();
  const start = text.length === 1 ? current + 1 : current;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (labels[index]!.trim().toLocaleLowerCase().startsWith(needle)) return index;
  }
  return undefined;
}
