// The wire types machines take from the contract: generated from openapi/ into
// src/api/generated/schema.ts (never restated by hand here). Machines import them from this one file.
import type { components, operations } from '../src/api/generated/schema.ts';

export type Wire = components['schemas'];

/** The JSON body of an operation's 200 answer. */
export type WireAnswer<Op extends keyof operations> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Body : never;
