// The OpenAPI document drives routing and request validation: requests are matched to an
// operationId and validated (parameters and bodies) by openapi-backend over the bundled document,
// so the sandbox cannot answer a path or accept an input the contract does not have.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIBackend } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorEntry } from './http/errors.ts';

export const REPO_ROOT = join(import.meta.dirname, '..');
const BUNDLE_FILE = join(REPO_ROOT, 'openapi', '.bundled', 'storefront.json');

function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? newest : Math.max(newest, newestSource(path));
    return entry.name.endsWith('.yaml') ? Math.max(newest, statSync(path).mtimeMs) : newest;
  }, 0);
}

/** The bundled document, bundled again when a source file is newer than the bundle. */
export function loadBundledDocument(): Record<string, any> {
  const stale = !existsSync(BUNDLE_FILE) || statSync(BUNDLE_FILE).mtimeMs < newestSource(join(REPO_ROOT, 'openapi'));
  if (stale) {
    execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'redocly'), ['bundle', 'openapi/storefront.yaml', '-o', 'openapi/.bundled/storefront.json'], { cwd: REPO_ROOT, stdio: 'pipe' });
  }
  return JSON.parse(readFileSync(BUNDLE_FILE, 'utf8'));
}

export async function createRouter(document: Record<string, any>): Promise<OpenAPIBackend> {
  // quick: the validator of openapi-backend checks documents against OpenAPI 3.0 only; this one is 3.1
  // (and is linted by redocly), so that check is skipped.
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as never,
    quick: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { strict: false },
    customizeAjv: (ajv) => addFormats(ajv),
  });
  await api.init();
  compileRouting(api);
  return api;
}

/** `/products/{productId}` → /^\/products\/[^/]+$/, as openapi-backend matches a path template. */
const templatePattern = (path: string) => new RegExp(`^${path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);

/**
 * openapi-backend rebuilds its operation list (lodash over every path) and compiles a RegExp per
 * path on each request it routes, most of a light request's time. The document is fixed once
 * loaded, so both are built once here; matching keeps the library's order (exact path, then
 * templates by specificity) and its 404/405 errors.
 */
function compileRouting(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const templates = operations
    .map((op) => ({ op, pattern: templatePattern(op.path), specificity: op.path.replace(/\{.*?\}/g, '').length }))
    .sort((a, b) => b.specificity - a.specificity);
  // A template matches paths of its own number of segments only (a parameter is one segment), so
  // each path is tried against the templates of its length, in the same order (issue 26, part 7).
  const segments = (path: string) => path.split('/').length;
  const bySegments = new Map<number, typeof templates>();
  for (const template of templates) bySegments.set(segments(template.op.path), [...(bySegments.get(segments(template.op.path)) ?? []), template]);
  const exactByKey = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  router.getOperations = () => operations;
  router.getOperation = (operationId: string) => byId.get(operationId);
  router.matchOperation = ((req: Parameters<typeof router.matchOperation>[0], strict?: boolean) => {
    const { path, method } = router.normalizeRequest(req);
    const fail = (message: string) => {
      if (strict) throw new Error(message);
      return undefined;
    };
    // The API root is '/', under which every normalised path lies.
    const normalized = router.normalizePath(path);
    const exact = exactByKey.get(`${method} ${normalized}`);
    if (exact) return exact;
    const matching = (bySegments.get(segments(normalized)) ?? []).filter((t) => t.pattern.test(normalized));
    if (matching.length === 0) return fail('404-notFound: no route matches request');
    return matching.find((t) => t.op.method === method)?.op ?? fail('405-methodNotAllowed: this method is not registered for the route');
  }) as typeof router.matchOperation;
  compileRequestParsing(router, operations);
}

type Router = OpenAPIBackend['router'];
type RouterOperation = ReturnType<Router['getOperations']>[number];

/**
 * openapi-backend parses a request four times as it routes, validates and coerces it, and each time
 * compiles its path template into RegExps again (bath-es5) and copies the headers with lodash: over
 * a tenth of a product read's time under load (issue 26, part 7). This is the same parse, with each
 * template's pattern and each operation's query parameters looked up once: path parameters
 * percent-decoded from the template's segments (a name seen twice with two values matches none,
 * as there), query parameters by the library's own query parser, the JSON-content and
 * non-exploded array parameters as the library handles them.
 */
function compileRequestParsing(router: Router, operations: RouterOperation[]): void {
  const byPath = new Map<string, { names: string[]; pattern: RegExp }>();
  const queryParams = new Map<RouterOperation, Map<string, any>>();
  for (const op of operations) {
    if (!byPath.has(op.path)) {
      // As bath-es5 builds it (the template is not escaped there either).
      byPath.set(op.path, { names: [...op.path.matchAll(/\{([A-Za-z0-9_-]+)\}/g)].map((m) => m[1]!), pattern: new RegExp(`^${op.path.replace(/\{[A-Za-z0-9_-]+\}/g, '([^\\/]*)')}$`) });
    }
    queryParams.set(op, new Map((op.parameters ?? []).filter((p: any) => !('$ref' in p) && p?.in === 'query').map((p: any) => [p.name, p])));
  }
  const pathParams = (template: string, path: string): Record<string, string> => {
    const compiled = byPath.get(template);
    const match = compiled?.pattern.exec(path);
    if (!compiled || !match) return {};
    const params: Record<string, string> = {};
    for (let i = 0; i < compiled.names.length; i += 1) {
      const name = compiled.names[i]!;
      const value = decodeURIComponent(match[i + 1]!);
      if (name in params && params[name] !== value) return {};
      params[name] = value;
    }
    return params;
  };
  // No operation declares a cookie parameter; the pairs are kept for the context all the same.
  const parseCookies = (header: string): Record<string, string> => {
    const cookies: Record<string, string> = {};
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at < 0) continue;
      const name = pair.slice(0, at).trim();
      if (!name || name in cookies) continue;
      let value = pair.slice(at + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        cookies[name] = decodeURIComponent(value);
      } catch {
        cookies[name] = value;
      }
    }
    return cookies;
  };
  router.parseRequest = ((req: Parameters<Router['parseRequest']>[0], operation?: RouterOperation) => {
    let requestBody = req.body;
    if (req.body && typeof req.body !== 'object') {
      try {
        requestBody = JSON.parse(req.body.toString());
      } catch {
        // left as sent; validation reports it
      }
    }
    const headers: Record<string, any> = {};
    for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
    const cookieHeader = headers.cookie;
    const cookies = cookieHeader === undefined ? {} : parseCookies([cookieHeader].flat().join('; '));
    const query = router.parseRequestQuery(req) as Record<string, any>;
    const normalized = router.normalizeRequest(req);
    let params: Record<string, string> = {};
    if (operation) {
      params = pathParams(operation.path, router.normalizePath(normalized.path));
      const declared = queryParams.get(operation) ?? new Map();
      for (const name of Object.keys(query)) {
        const parameter = query[name] ? declared.get(name) : undefined;
        if (!parameter) continue;
        const raw = query[name];
        if (parameter.content?.['application/json']) {
          if (typeof raw === 'string') {
            try {
              query[name] = JSON.parse(raw);
            } catch {
              // left as sent; validation reports malformed JSON
            }
          }
        } else if (parameter.explode === false) {
          if (Array.isArray(raw) && raw.length > 1) continue;
          const value = Array.isArray(raw) ? raw[0] : raw;
          if (typeof value !== 'string') continue;
          let decoded = value.replace(/%2C/g, ',');
          if (parameter.style === 'spaceDelimited') decoded = decoded.replace(/ /g, ',').replace(/%20/g, ',');
          if (parameter.style === 'pipeDelimited') decoded = decoded.replace(/\|/g, ',').replace(/%7C/g, ',');
          query[name] = decoded.split(',');
        }
      }
    }
    return { ...normalized, params, headers, query, cookies, requestBody };
  }) as Router['parseRequest'];
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, any>;
}

/** Messages the storefront shows for a few validation failures, by operation and failing input. */
const FRIENDLY: Record<string, ErrorEntry> = {
  'attachPurchaseOrder:file': { errorCode: 'MISSING_FILE', message: 'Please upload a Purchase Order file' },
  'attachPurchaseOrder:poNumber': { errorCode: 'INVALID_INPUT', message: 'PO Number is required field' },
  'getProductPrices:productIds': { errorCode: 'INVALID_INPUT', message: 'A list of product IDs is required.' },
  'getSearchSuggestions:searchTerm': { errorCode: 'INVALID_INPUT', message: "A non-null 'searchTerm' option is required to successfully be able to execute this request." },
  'declinePurchaseOrder:reason': { errorCode: 'INVALID_INPUT', message: 'Please give a reason for declining this purchase order.' },
  'declineRegistration:reason': { errorCode: 'REQUIRED_FIELD_MISSING', message: 'Reason is required field' },
  'signIn:password': { errorCode: 'REQUIRED_FIELD_MISSING', message: 'Password is required field' },
  'signIn:username': { errorCode: 'REQUIRED_FIELD_MISSING', message: 'Username is required field' },
  'requestPasswordReset:username': { errorCode: 'REQUIRED_FIELD_MISSING', message: 'Username is required field' },
};

export function validationErrors(operationId: string | undefined, errors: AjvError[] | null | undefined): ErrorEntry[] {
  const entries = (errors ?? []).map((e) => {
    const segment = e.keyword === 'required' ? e.params.missingProperty : e.instancePath.split('/').filter(Boolean).pop();
    const friendly = operationId ? FRIENDLY[`${operationId}:${segment}`] : undefined;
    if (friendly) return friendly;
    const where = e.instancePath.replace(/^\/requestBody/, 'body').replace(/^\//, '').replace(/\//g, '.') || 'request';
    return { errorCode: 'INVALID_INPUT', message: `${where} ${e.message ?? 'is invalid'}` };
  });
  const unique = new Map(entries.map((e) => [`${e.errorCode}:${e.message}`, e]));
  return unique.size > 0 ? [...unique.values()] : [{ errorCode: 'INVALID_INPUT', message: 'The request is invalid.' }];
}

/**
 * JSON parts of multipart bodies (`contentMediaType: application/json` with a `contentSchema`) are
 * text to the request validator; this checks their parsed value against the content schema.
 */
export function createJsonPartValidator(document: Record<string, any>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const parts = new Map<string, Array<{ name: string; ref: string }>>();
  const resolve = (node: any): any => (node?.$ref?.startsWith('#/') ? resolve(node.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k], document)) : node);
  for (const item of Object.values(document.paths ?? {}) as any[]) {
    for (const operation of Object.values(item) as any[]) {
      const schema = resolve(operation?.requestBody?.content?.['multipart/form-data']?.schema);
      if (!operation?.operationId || !schema?.properties) continue;
      const list = Object.entries(schema.properties as Record<string, any>)
        .filter(([, p]) => p.contentMediaType === 'application/json' && p.contentSchema?.$ref)
        .map(([name, p]) => ({ name, ref: `openapi${p.contentSchema.$ref}` }));
      if (list.length > 0) parts.set(operation.operationId, list);
    }
  }
  return {
    validate(operationId: string, fields: Record<string, unknown>): ErrorEntry[] {
      return (parts.get(operationId) ?? []).flatMap(({ name, ref }) => {
        const validate = ajv.getSchema(ref)!;
        if (typeof fields[name] !== 'object' || fields[name] === null) return [{ errorCode: 'INVALID_INPUT', message: `${name} must be a JSON object` }];
        return validate(fields[name]) ? [] : validationErrors(operationId, (validate.errors ?? []).map((e) => ({ ...e, instancePath: `/${name}${e.instancePath}` })) as any);
      });
    },
  };
}
