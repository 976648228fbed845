import { bundleOpenApi } from './openapi.ts';
import { checkNode } from '../scripts/node-check.ts';

// One bundle per test run, written before any suite reads it.
export default function setup() {
  checkNode('vitest');
  bundleOpenApi();
}
