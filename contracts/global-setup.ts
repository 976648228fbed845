import { bundleOpenApi } from './openapi.ts';

// One bundle per test run, written before any suite reads it.
export default function setup() {
  bundleOpenApi();
}
