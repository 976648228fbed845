// The bundled OpenAPI document, its operations, and schema validation (JSON Schema 2020-12,
// the dialect of OpenAPI 3.1) for examples and live responses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export const BUNDLE_PATH = 'openapi/.bundled/storefront.json';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

type Json = Record<string, any>;

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  pointer: string; // JSON pointer to the operation inside the document
  operation: Json;
  parameters: Json[]; // path-item and operation parameters, operation ones winning
}

/** Bundles openapi/ into BUNDLE_PATH; run once per test run (vitest global setup), never per file. */
export function bundleOpenApi(): Json {
  execFileSync('node_modules/.bin/redocly', ['bundle', 'openapi/storefront.yaml', '-o', BUNDLE_PATH], { stdio: 'pipe' });
  return loadOpenApi();
}

/** The bundled document as the global setup wrote it. */
export function loadOpenApi(): Json {
  return JSON.parse(readFileSync(BUNDLE_PATH, 'utf8'));
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function resolveRef<T = Json>(doc: Json, value: T | { $ref: string }): T {
  let current: any = value;
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: any, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current as T;
}

export function listOperations(doc: Json): Operation[] {
  return Object.entries(doc.paths as Json).flatMap(([path, rawItem]) => {
    const item = resolveRef(doc, rawItem);
    return METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method];
      const byKey = new Map<string, Json>();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: Json) => resolveRef(doc, p))) {
        byKey.set(`${p.in}:${p.name}`, p);
      }
      return {
        method,
        path,
        operationId: operation.operationId,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        operation,
        parameters: [...byKey.values()],
      };
    });
  });
}

export function createValidator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema(doc, 'openapi');
  return {
    /** Validates `value` against the schema found at `pointer` (a `#/...` pointer into the document). */
    validate(pointer: string, value: unknown): string[] {
      const validateFn = ajv.getSchema(`openapi${pointer}`);
      if (!validateFn) return [`no schema at ${pointer}`];
      return validateFn(value) ? [] : (validateFn.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    },
  };
}

export { escapePointer };
