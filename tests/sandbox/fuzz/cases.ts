// Fuzz cases generated from the bundled OpenAPI document: every operation, each of its parameters
// and body fields, valid values sampled by json-schema-faker (seeded) and hostile values drawn from
// fast-check arbitraries (wrong types, NUL bytes, lone surrogates, huge and unicode strings,
// out-of-range numbers), plus malformed JSON and multipart, wrong or missing content types,
// oversized bodies, very long and malformed URLs; and (issue 26) a control character in every
// string field and parameter, a huge number in every field, wrong types in every array, deep nesting.
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';

export type Identity = 'guest' | 'buyer';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  params: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: any; example?: unknown }>;
  body?: { contentType: string; required: boolean; schema: any };
  statuses: Set<string>;
}

export interface FuzzCase {
  operationId: string;
  kind: string;
  method: string;
  /** Path and query exactly as sent (already percent-encoded, possibly malformed on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

type Doc = Record<string, any>;

const resolve = (doc: Doc, node: any): any => (node?.$ref?.startsWith('#/') ? resolve(doc, node.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k], doc)) : node);

export function operationsOf(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!op?.operationId) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => resolve(doc, p));
      const content = resolve(doc, op.requestBody)?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        params: params.map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema ?? {}, example: p.example ?? Object.values<any>(p.examples ?? {})[0]?.value })),
        body: contentType ? { contentType, required: !!op.requestBody.required, schema: content[contentType].schema } : undefined,
        statuses: new Set(Object.keys(op.responses)),
      });
    }
  }
  return operations;
}

/** A valid value of a schema (json-schema-faker, seeded); examples are preferred half the time so ids hit seeded rows. */
function sample(doc: Doc, schema: any, seed: number): unknown {
  const resolved = resolve(doc, schema);
  if (seed % 2 === 0 && resolved?.examples?.length) return resolved.examples[seed % resolved.examples.length];
  if (seed % 2 === 0 && resolved?.example !== undefined) return resolved.example;
  try {
    return generateSync({ ...resolved, components: doc.components }, { seed, maxDepth: 4, maxDefaultItems: 3, maxLength: 60 });
  } catch {
    return resolved?.type === 'object' ? {} : 'x';
  }
}

// ---- hostile values (fast-check arbitraries) ----
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => `a${String.fromCharCode(c)}b`);
const withNul = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const huge = fc.integer({ min: 2_000, max: 200_000 }).chain((n) => fc.constantFrom('a', 'é', '🧪', '\u202e').map((c) => c.repeat(n)));
const tricky = fc.constantFrom('', ' ', '%', '_', '%_%', "'; DROP TABLE carts;--", '../../etc/passwd', '<script>alert(1)</script>', '\u0000', '\uffff', '\ud83d', 'null', 'true', '[]', '{}');
const hostileString = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), withNul, loneSurrogate, huge, tricky);
const outOfRange = fc.oneof(
  fc.constantFrom('3000000000', '99999999999999999999999', '-1', '1e20', '-0', 'NaN', 'Infinity', '0.0000000001', '2147483648', '-2147483649'),
  fc.constantFrom(3e9, 1e20, -1, 2 ** 53 + 1, -(2 ** 31) - 1, 1.5, 0, 1e308),
  fc.double({ noNaN: true }),
  fc.bigInt().map(String),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);
const hostileValue = fc.oneof(hostileString, outOfRange, wrongType);
/** Header values: what HTTP lets through (visible Latin-1, no CR or LF), short, long or empty. */
const headerChar = fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c));
const hostileHeader = fc.oneof(fc.string({ unit: headerChar, maxLength: 40 }), fc.integer({ min: 129, max: 12_000 }).map((n) => 'k'.repeat(n)), fc.constantFrom('', ' ', 'false', '0', 'é'));

// ---- issue 26 mutations (PX-65-003): control characters, nesting depth, huge numbers, wrong types in arrays ----
/** NUL and other control characters (C0 other than tab, LF and CR; DEL; C1), alone or inside text. */
const controlChar = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f');
const controlString = fc.tuple(fc.string({ maxLength: 6 }), controlChar, fc.string({ maxLength: 6 })).map(([a, c, b]) => `${a}${c}${b}`);
/** Numbers as JSON text (1e400 parses to Infinity; the long ones lose precision). */
const hugeNumberText = fc.constantFrom('1e400', '-1e400', '1.7976931348623157e309', '123456789012345678901234567890', '9007199254740993', '-9007199254740993', '1e20', '2147483648');
/** Nesting as JSON text: just past the guard's depth, and far past any call stack. */
const nestedText = fc.constantFrom(33, 64, 20_000, 200_000).chain((depth) => fc.constantFrom('[', '{"a":').map((open) => `${open.repeat(depth)}${open === '[' ? '1' : '1'}${(open === '[' ? ']' : '}').repeat(depth)}`));
/** An array whose items are of the wrong type (or mixed with a plausible one). */
const wrongTypeItems = fc.array(fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.constant(3e9), fc.constant({}), fc.constant([[1]]), fc.string({ maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 })), { minLength: 1, maxLength: 3 });

// ---- encoding helpers ----
/** Percent-encodes a string as UTF-8; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8-like bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

function buildUrl(op: Operation, values: Record<string, unknown>, extraQuery = ''): string {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.params) {
    if (!(p.name in values)) continue;
    const value = values[p.name];
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encode(value));
    else if (p.in === 'query') {
      if (Array.isArray(value)) query.push(`${encodeURIComponent(p.name)}=${value.map(encode).join(',')}`);
      else query.push(`${encodeURIComponent(p.name)}=${encode(value)}`);
    }
  }
  path = path.replace(/\{[^}]+\}/g, 'missing');
  const qs = [...query, extraQuery].filter(Boolean).join('&');
  return qs ? `${path}?${qs}` : path;
}

/** Every object path of a value, for field mutations (arrays by their first item). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length > 0 ? [prefix, ...fieldPaths(value[0], [...prefix, '0'])] : [prefix];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])]);
  return [];
}

/** All property names a body schema declares, nested, so absent optional fields are fuzzed too. */
function schemaPaths(doc: Doc, schema: any, prefix: string[] = [], depth = 0): string[][] {
  const s = resolve(doc, schema);
  if (!s || depth > 4) return [];
  if (s.type === 'array' && s.items) return schemaPaths(doc, s.items, [...prefix, '0'], depth + 1);
  const branches = [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])];
  // A multipart JSON part (contentSchema) is fuzzed field by field too.
  const own = Object.entries<any>(s.properties ?? {}).flatMap(([k, v]) => [[...prefix, k], ...schemaPaths(doc, v.contentSchema ?? v, [...prefix, k], depth + 1)]);
  return [...own, ...branches.flatMap((b) => schemaPaths(doc, b, prefix, depth + 1))];
}

/** The paths of every array a body schema declares, nested (an array of arrays by its first item). */
function arrayPaths(doc: Doc, schema: any, prefix: string[] = [], depth = 0): string[][] {
  const s = resolve(doc, schema);
  if (!s || depth > 4) return [];
  const here = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) ? [prefix] : [];
  const items = s.items ? arrayPaths(doc, s.items, [...prefix, '0'], depth + 1) : [];
  const branches = [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap((b) => arrayPaths(doc, b, prefix, depth + 1));
  const own = Object.entries<any>(s.properties ?? {}).flatMap(([k, v]) => arrayPaths(doc, v.contentSchema ?? v, [...prefix, k], depth + 1));
  return [...here, ...items, ...branches, ...own];
}

/** A raw JSON text in place of one field (or the whole body): JSON.stringify cannot write 1e400 or 200,000 levels. */
const RAW_TOKEN = 'fuzz-raw-value-7f3a';
function encodeRaw(doc: Doc, op: Operation, seed: number, path: string[], raw: string): { body: Buffer; contentType: string } {
  const { body, contentType } = encodeBody(doc, op, seed, { path, value: RAW_TOKEN, remove: false });
  const text = body.toString('latin1').split(JSON.stringify(RAW_TOKEN)).join(raw);
  return { body: Buffer.from(text, 'latin1'), contentType };
}

function setPath(target: any, path: string[], value: unknown, remove: boolean): any {
  const copy = structuredClone(target ?? {});
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[path.indexOf(key) + 1] ?? '') ? [] : {};
    node = node[key];
  }
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

function multipart(parts: Part[], boundary = 'fuzzboundary7MA4YWxk'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The parts of a valid multipart body: JSON parts as JSON text, file parts as a small PDF, text as sampled. */
function multipartParts(doc: Doc, schema: any, seed: number, override?: { path: string[]; value: unknown; remove: boolean }): Part[] {
  const s = resolve(doc, schema);
  const parts: Part[] = [];
  for (const [name, prop] of Object.entries<any>(s.properties ?? {})) {
    if (override?.path[0] === name && override.path.length === 1 && override.remove) continue;
    if (prop.contentSchema) {
      let value = sample(doc, prop.contentSchema, seed);
      if (override?.path[0] === name) value = override.path.length > 1 ? setPath(value, override.path.slice(1), override.value, override.remove) : override.value;
      parts.push({ name, value: JSON.stringify(value) ?? '', contentType: 'application/json' });
    } else if (prop.format === 'binary' || prop.contentMediaType === 'application/octet-stream') {
      // JSON text, not String(): a hostile object may carry a toString that is not a function.
      const value = override?.path[0] === name ? Buffer.from(typeof override.value === 'string' ? override.value : JSON.stringify(override.value) ?? '') : PDF;
      parts.push({ name, value, filename: `${name}.pdf`, contentType: 'application/pdf' });
    } else {
      const value = override?.path[0] === name ? override.value : sample(doc, prop, seed);
      parts.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) ?? '' });
    }
  }
  return parts;
}

const MULTIPART = (boundary = 'fuzzboundary7MA4YWxk') => `multipart/form-data; boundary=${boundary}`;

/** The body of a case, encoded for the operation's content type. */
function encodeBody(doc: Doc, op: Operation, seed: number, override?: { path: string[]; value: unknown; remove: boolean }): { body: Buffer; contentType: string } {
  if (op.body!.contentType === 'multipart/form-data') return { body: multipart(multipartParts(doc, op.body!.schema, seed, override)), contentType: MULTIPART() };
  let value = sample(doc, op.body!.schema, seed);
  if (override) value = override.path.length === 0 ? override.value : setPath(value, override.path, override.value, override.remove);
  return { body: json(value), contentType: 'application/json' };
}

function validParams(doc: Doc, op: Operation, seed: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  op.params.forEach((p, i) => {
    // The webstore and other documented examples most of the time, so the handlers behind the routing are reached.
    if (p.required || (seed + i) % 3 === 0) values[p.name] = p.example !== undefined && (p.name === 'webstoreId' || (seed + i) % 4 !== 0) ? p.example : sample(doc, p.schema, seed + i);
  });
  return values;
}

const MALFORMED_JSON = ['{', '{"a":', '[1,2', '{"quantity": 01}', "{'a': 1}", '\u0000', '{"a":"\\ud800"}', '{"a": NaN}', 'null', '"text"', '1e999', '{"__proto__": {"polluted": true}}', '{"constructor":{"prototype":{"x":1}}}'];
const WRONG_CONTENT_TYPES = ['text/plain', '', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'multipart/form-data', 'application/octet-stream', 'application/json, text/plain', ';;;'];
const MALFORMED_PATH_SUFFIXES = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%FF%FE', '%u0041'];
const MALFORMED_QUERY_SUFFIXES = [...MALFORMED_PATH_SUFFIXES, '..%2f..%2fetc', '?%=%&&=', '%2500', 'a%0d%0aSet-Cookie:%20x=1'];
/** Past the sandbox's JSON body limit (1 MB) and its upload limit (10 MB per file). */
const OVERSIZED_JSON_BYTES = 2 * 1024 * 1024;
const OVERSIZED_UPLOAD_BYTES = 12 * 1024 * 1024;
const LONG_URL_BYTES = [17_000, 70_000];

/** The cases for one operation: one per parameter and body field (each mutated), then structural ones. */
export function casesFor(doc: Doc, op: Operation, seed: number, randomCases: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const rng = { seed };
  const draw = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: rng.seed++, numRuns: 1 })[0]!;
  const base = (kind: string, values: Record<string, unknown>, body?: { body: Buffer; contentType: string }, extraQuery = ''): FuzzCase => ({
    operationId: op.operationId,
    kind,
    method: op.method,
    url: buildUrl(op, values, extraQuery),
    headers: {
      ...Object.fromEntries(op.params.filter((p) => p.in === 'header' && p.name in values).map((p) => [p.name, String(values[p.name])])),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    body: body?.body,
  });
  const validBody = () => (op.body ? encodeBody(doc, op, rng.seed++) : undefined);

  cases.push(base('valid', validParams(doc, op, rng.seed++), validBody()));
  // Each parameter, mutated (path ones never removed: that is another route).
  for (const p of op.params) {
    const values = validParams(doc, op, rng.seed++);
    const remove = p.in !== 'path' && (p.required || p.in === 'header') && draw(fc.boolean());
    if (remove) delete values[p.name];
    else values[p.name] = draw(p.in === 'header' ? hostileHeader : hostileValue);
    cases.push(base(`param ${p.name}${remove ? ' missing' : ''}`, values, validBody()));
  }
  // Each path and query parameter with a control character (PX-65-003).
  for (const p of op.params.filter((q) => q.in !== 'header')) {
    const values = validParams(doc, op, rng.seed++);
    values[p.name] = draw(controlString);
    cases.push(base(`param ${p.name} control character`, values, validBody()));
  }
  // Each path id traversal-shaped as sent (`..`, unencoded), and well-formed but unknown (PX-65-004).
  for (const p of op.params.filter((q) => q.in === 'path')) {
    const traversal = base(`param ${p.name} traversal`, { ...validParams(doc, op, rng.seed++), [p.name]: RAW_TOKEN }, validBody());
    traversal.url = traversal.url.replace(RAW_TOKEN, draw(fc.constantFrom('..', '.', '../..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e')));
    cases.push(traversal);
    cases.push(base(`param ${p.name} unknown id`, { ...validParams(doc, op, rng.seed++), [p.name]: `${String(p.example ?? '000').slice(0, 3)}00000000099${rng.seed % 10}x`.slice(0, 15) }, validBody()));
  }
  // Each body field, mutated or removed.
  if (op.body) {
    const fieldSeed = rng.seed++;
    const valid = op.body.contentType === 'multipart/form-data' ? undefined : sample(doc, op.body.schema, fieldSeed);
    const paths = new Map([...schemaPaths(doc, op.body.schema), ...fieldPaths(valid)].filter((p) => p.length > 0).map((p) => [p.join('.'), p]));
    for (const [name, path] of paths) {
      const remove = draw(fc.boolean().map((b) => b && !path.includes('0')));
      const value = draw(hostileValue);
      cases.push(base(`field ${name}${remove ? ' missing' : ''}`, validParams(doc, op, fieldSeed), encodeBody(doc, op, fieldSeed, { path, value, remove })));
    }
    // Issue 26 (PX-65-003): in every field a control character and a huge number, in every array
    // wrong-typed items, and nesting at a field and as the whole body.
    for (const [name, path] of paths) {
      cases.push(base(`field ${name} control character`, validParams(doc, op, fieldSeed), encodeBody(doc, op, fieldSeed, { path, value: draw(controlString), remove: false })));
      cases.push(base(`field ${name} huge number`, validParams(doc, op, fieldSeed), encodeRaw(doc, op, fieldSeed, path, draw(hugeNumberText))));
    }
    for (const path of arrayPaths(doc, op.body.schema).filter((p) => p.length > 0)) {
      cases.push(base(`field ${path.join('.')} wrong types in array`, validParams(doc, op, fieldSeed), encodeBody(doc, op, fieldSeed, { path, value: draw(wrongTypeItems), remove: false })));
    }
    const nestAt = [...paths.values()];
    cases.push(base('field nested deeply', validParams(doc, op, rng.seed++), encodeRaw(doc, op, fieldSeed, nestAt.length > 0 ? nestAt[rng.seed % nestAt.length]! : [], draw(nestedText))));
    if (op.body.contentType !== 'multipart/form-data') cases.push(base('body nested deeply', validParams(doc, op, rng.seed++), encodeRaw(doc, op, fieldSeed, [], draw(nestedText))));
    cases.push(base('body wrong type', validParams(doc, op, rng.seed++), { body: json(draw(fc.oneof(wrongType, hostileString))), contentType: 'application/json' }));
    cases.push(base('body malformed', validParams(doc, op, rng.seed++), { body: Buffer.from(draw(fc.constantFrom(...MALFORMED_JSON))), contentType: op.body.contentType === 'multipart/form-data' ? MULTIPART() : 'application/json' }));
    for (const type of ['text/plain', '', ...draw(fc.shuffledSubarray(WRONG_CONTENT_TYPES.slice(2), { minLength: 2, maxLength: 2 }))]) {
      const encoded = encodeBody(doc, op, rng.seed++);
      const c = base(`content-type '${type}'`, validParams(doc, op, rng.seed++), encoded);
      if (type) c.headers['content-type'] = type;
      else delete c.headers['content-type'];
      cases.push(c);
    }
    const missing = base('body missing', validParams(doc, op, rng.seed++));
    missing.headers['content-type'] = op.body.contentType === 'multipart/form-data' ? MULTIPART() : 'application/json';
    cases.push(missing);
    const oversized = op.body.contentType === 'multipart/form-data' ? OVERSIZED_UPLOAD_BYTES : OVERSIZED_JSON_BYTES;
    cases.push(base('body oversized', validParams(doc, op, rng.seed++), { body: Buffer.alloc(oversized, 0x20), contentType: op.body.contentType === 'multipart/form-data' ? MULTIPART() : 'application/json' }));
    if (op.body.contentType === 'multipart/form-data') {
      const values = validParams(doc, op, rng.seed++);
      const parts = multipartParts(doc, op.body.schema, rng.seed++);
      cases.push(base('multipart truncated', values, { body: multipart(parts).subarray(0, 60), contentType: MULTIPART() }));
      cases.push(base('multipart no boundary', values, { body: multipart(parts), contentType: 'multipart/form-data' }));
      cases.push(base('multipart wrong boundary', values, { body: multipart(parts, 'other'), contentType: MULTIPART() }));
      cases.push(base('multipart too many parts', values, { body: multipart([...parts, ...Array.from({ length: 40 }, (_, i) => ({ name: `extra${i}`, value: 'x' }))]), contentType: MULTIPART() }));
      cases.push(base('multipart too many files', values, { body: multipart([...parts, ...Array.from({ length: 8 }, (_, i) => ({ name: `file${i}`, value: PDF, filename: `f${i}.pdf`, contentType: 'application/pdf' }))]), contentType: MULTIPART() }));
      cases.push(base('multipart huge field', values, { body: multipart([...parts, { name: 'poNumber', value: 'x'.repeat(2 * 1024 * 1024) }]), contentType: MULTIPART() }));
      cases.push(base('multipart non-file file', values, { body: multipart(parts.map((p) => (p.filename ? { name: p.name, value: 'text' } : p))), contentType: MULTIPART() }));
    }
  }
  // URLs: very long, malformed.
  for (const bytes of LONG_URL_BYTES) cases.push(base(`url ${bytes} bytes`, validParams(doc, op, rng.seed++), validBody(), `pad=${'a'.repeat(bytes)}`));
  // Malformed encodings go into the path (a route matches, its parameter cannot be decoded) or the query.
  for (const suffix of draw(fc.shuffledSubarray(MALFORMED_PATH_SUFFIXES, { minLength: 2, maxLength: 2 }))) {
    const c = base(`url malformed path '${suffix}'`, validParams(doc, op, rng.seed++), validBody());
    const [path, query] = c.url.split('?');
    const lastParam = op.params.filter((p) => p.in === 'path').pop();
    if (!lastParam) continue;
    const segments = path!.split('/');
    const index = op.path.split('/').findIndex((s) => s === `{${lastParam.name}}`);
    segments[index] = `${segments[index]}${suffix}`;
    c.url = `${segments.join('/')}${query ? `?${query}` : ''}`;
    cases.push(c);
  }
  for (const suffix of draw(fc.shuffledSubarray(MALFORMED_QUERY_SUFFIXES, { minLength: 2, maxLength: 2 }))) {
    const c = base(`url malformed query '${suffix}'`, validParams(doc, op, rng.seed++), validBody());
    const [path, query] = c.url.split('?');
    c.url = `${path}?${query ? `${query}&` : ''}${draw(fc.constantFrom(...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'q'))}=${suffix}`;
    cases.push(c);
  }
  // Random combinations: several fields and parameters hostile at once.
  for (let i = 0; i < randomCases; i += 1) {
    const values = validParams(doc, op, rng.seed++);
    for (const p of op.params.filter(() => draw(fc.boolean()))) values[p.name] = draw(p.in === 'header' ? hostileHeader : hostileValue);
    let body = validBody();
    if (op.body && op.body.contentType !== 'multipart/form-data') {
      const paths = schemaPaths(doc, op.body.schema);
      if (paths.length > 0) {
        let value = sample(doc, op.body.schema, rng.seed++);
        for (const path of paths.filter(() => draw(fc.boolean()))) value = setPath(value, path, draw(hostileValue), false);
        body = { body: json(value), contentType: 'application/json' };
      }
    }
    cases.push(base('combined', values, body));
  }
  return cases;
}
