// Calls one operation of the document through the typed client with a request built from the
// document's own examples, and checks the answer against the documented response schemas.
// Shared by the Prism and sandbox contract suites.
import createClient from 'openapi-fetch';
import type { paths } from '../src/api/generated/schema.ts';
import { escapePointer, resolveRef, type Operation } from './openapi.ts';

type Json = Record<string, any>;

export interface SampleRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, string>;
  body?: unknown;
  contentType?: string;
}

function exampleOf(doc: Json, holder: Json): unknown {
  if (holder.example !== undefined) return holder.example;
  if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
    const first = Object.values(holder.examples)[0] as Json | undefined;
    if (first) return resolveRef(doc, first).value;
  }
  const schema = holder.schema ? resolveRef(doc, holder.schema) : holder;
  if (schema?.example !== undefined) return schema.example;
  if (Array.isArray(schema?.examples)) return schema.examples[0];
  if (Array.isArray(schema?.enum)) return schema.enum[0];
  if (schema?.default !== undefined) return schema.default;
  return undefined;
}

export function sampleRequest(doc: Json, op: Operation): SampleRequest {
  const sample: SampleRequest = { path: {}, query: {}, header: {} };
  for (const param of op.parameters) {
    if (param.in === 'cookie') continue;
    const value = exampleOf(doc, param);
    if (param.in === 'path') sample.path[param.name] = value ?? 'x';
    else if (param.required && value !== undefined) {
      if (param.in === 'query') sample.query[param.name] = value;
      if (param.in === 'header') sample.header[param.name] = String(value);
    }
  }
  const requestBody = op.operation.requestBody ? resolveRef(doc, op.operation.requestBody) : undefined;
  if (requestBody?.content) {
    const [contentType, media] = Object.entries(requestBody.content as Json)[0]!;
    sample.contentType = contentType;
    sample.body = exampleOf(doc, media) ?? {};
  }
  return sample;
}

function toFormData(value: Json): FormData {
  const form = new FormData();
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && /\.(pdf|png|jpe?g)$/i.test(field)) {
      form.append(key, new Blob(['%PDF-1.4\n%sample\n'], { type: 'application/pdf' }), field);
    } else form.append(key, typeof field === 'string' ? field : JSON.stringify(field));
  }
  return form;
}

export interface ContractResult {
  status: number;
  violations: string[];
  /** The parsed JSON body, when the answer had one. */
  body?: unknown;
}

/** Replaces parts of the request built from the examples: path, query and header values are merged, a body replaces. */
export interface RequestOverrides {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, string>;
  body?: unknown;
}

export async function callOperation(
  doc: Json,
  validate: (pointer: string, value: unknown) => string[],
  baseUrl: string,
  op: Operation,
  init: { headers?: Record<string, string>; fetch?: typeof fetch } = {},
  overrides: RequestOverrides = {},
): Promise<ContractResult> {
  // openapi-fetch consumes error bodies itself, so the answer is read from a clone taken here.
  let captured: Response | undefined;
  const baseFetch = init.fetch ?? globalThis.fetch;
  const client = createClient<paths>({
    baseUrl,
    fetch: async (request: Request) => {
      const answer = await baseFetch(request);
      captured = answer.clone();
      return answer;
    },
  });
  const built = sampleRequest(doc, op);
  const sample: SampleRequest = {
    ...built,
    path: { ...built.path, ...overrides.path },
    query: { ...built.query, ...overrides.query },
    header: { ...built.header, ...overrides.header },
    body: 'body' in overrides ? overrides.body : built.body,
  };
  const multipart = sample.contentType === 'multipart/form-data';
  await (client.request as any)(op.method.toUpperCase(), op.path, {
    params: { path: sample.path, query: sample.query, header: sample.header },
    body: multipart ? toFormData(sample.body as Json) : sample.body,
    ...(multipart ? { bodySerializer: (b: FormData) => b } : {}),
    headers: init.headers,
    parseAs: 'stream',
    redirect: 'manual',
  });
  const response = captured!;
  const violations: string[] = [];
  let parsed: unknown;
  const status = String(response.status);
  const responses = op.operation.responses as Json;
  const key = responses[status] ? status : responses[`${status[0]}XX`] ? `${status[0]}XX` : responses.default ? 'default' : undefined;
  if (!key) {
    violations.push(`status ${status} is not documented`);
    await response.body?.cancel();
    return { status: response.status, violations };
  }
  const documented = resolveRef(doc, responses[key]);
  const text = await response.text();
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (documented.content && Object.keys(documented.content).length > 0) {
    const mediaKey = documented.content[contentType] ? contentType : Object.keys(documented.content)[0]!;
    if (!documented.content[contentType]) violations.push(`content-type ${contentType || '(none)'} not documented for ${status}`);
    if (mediaKey.includes('json')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        violations.push(`body of ${status} is not JSON`);
      }
      parsed = body;
      if (body !== undefined) {
        const responsePointer = responses[key].$ref ?? `${op.pointer}/responses/${key}`;
        violations.push(...validate(`${responsePointer}/content/${escapePointer(mediaKey)}/schema`, body));
      }
    }
  }
  return { status: response.status, violations, body: parsed };
}
