// The wire types machines take from the contract: generated from openapi/ into
// src/api/generated/schema.ts (never restated by hand here). Machines import them from this one file.
import type { components, operations } from '../src/api/generated/schema.ts';

export type Wire = components['schemas'];

/** The JSON body of an operation's 200 answer. */
export type WireAnswer<Op extends keyof operations> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Body : never;

/**
 * A wire body read tolerantly: any field may be absent or null (the platform leaves fields out, and the
 * rules default them), yet every name and type still comes from the contract, so a renamed or retyped
 * field fails the typecheck instead of being read as absent.
 */
export type Tolerant<T> = { [K in keyof T]?: T[K] | null };

/**
 * A wire body whose listed fields, enums in the contract, may carry values the contract does not name
 * (the platform adds them over time; the rules read an unknown value as such rather than refuse it).
 */
export type OpenValues<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: Pick<T, K>[P] | string };
