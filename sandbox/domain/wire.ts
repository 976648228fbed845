// The wire types the domain's views produce, generated from openapi/ (the same the client and the
// handlers use): a view typed by them that drifts from the contract fails the typecheck.
export type { Wire } from '../../machines/wire.ts';
