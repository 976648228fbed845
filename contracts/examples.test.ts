import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOpenApi, createValidator, escapePointer, listOperations, resolveRef } from './openapi.ts';

const doc = loadOpenApi();
const { validate } = createValidator(doc);
const operations = listOperations(doc);

type Json = Record<string, any>;

/** Every example of a media type, as [label, value, pointer of its schema]. */
function mediaExamples(pointer: string, media: Json): [string, unknown, string][] {
  const schemaPointer = `${pointer}/schema`;
  const found: [string, unknown, string][] = [];
  if (media.example !== undefined) found.push(['example', media.example, schemaPointer]);
  for (const [name, ex] of Object.entries((media.examples ?? {}) as Json)) found.push([name, resolveRef(doc, ex).value, schemaPointer]);
  return found;
}

describe('OpenAPI documents', () => {
  it('[PX-01-001] every operation has an operationId, tags, a summary, a success and a 4xx response', () => {
    const incomplete = operations.filter(({ operation }) => {
      const codes = Object.keys(operation.responses ?? {});
      return !operation.operationId || !operation.tags?.length || !operation.summary || !codes.some((c) => /^[23]/.test(c)) || !codes.some((c) => c.startsWith('4'));
    });
    expect(operations.length).toBeGreaterThan(80);
    expect(incomplete.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('[PX-01-002] every JSON success response and every JSON request body has an example that validates against its schema', () => {
    const problems: string[] = [];
    for (const op of operations) {
      const containers: [string, Json | undefined][] = [
        ...Object.entries((op.operation.responses ?? {}) as Json)
          .filter(([code]) => code.startsWith('2'))
          .map(([code, r]): [string, Json | undefined] => [(r as Json).$ref ?? `${op.pointer}/responses/${code}`, resolveRef(doc, r as Json)]),
        [op.operation.requestBody?.$ref ?? `${op.pointer}/requestBody`, op.operation.requestBody ? resolveRef(doc, op.operation.requestBody) : undefined],
      ];
      for (const [pointer, container] of containers) {
        for (const [mediaType, media] of Object.entries((container?.content ?? {}) as Json)) {
          if (!mediaType.includes('json')) continue;
          const examples = mediaExamples(`${pointer}/content/${escapePointer(mediaType)}`, media as Json);
          if (examples.length === 0) problems.push(`${op.operationId}: no example at ${pointer} ${mediaType}`);
          for (const [label, value, schemaPointer] of examples) {
            for (const error of validate(schemaPointer, value)) problems.push(`${op.operationId} ${label}: ${error}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // The reference facts: a checkout read answers 422 "ready with errors" with the checkout body,
  // whose errors list carries { type, title, detail }; every other error is the platform array.
  const isCheckoutReadyWithErrors = (operationId: string, code: string, schema: Json | undefined) =>
    operationId === 'getCheckout' && code === '422' && resolveRef(doc, schema?.properties?.errors ?? {}).type === 'array';
  // PX-67-003: a refused payment is the platform array or, as the platform's own checkout components
  // receive it, a payment result; the array stays one of the two.
  const isErrorList = (schema: Json | undefined) => {
    const item = schema?.items && resolveRef(doc, schema.items);
    return schema?.type === 'array' && item?.required?.includes('errorCode') && item?.required?.includes('message');
  };
  const isPaymentFailure = (operationId: string, code: string, schema: Json | undefined) =>
    operationId === 'createPayment' && code === '422' && Array.isArray(schema?.anyOf) && schema.anyOf.some((branch: Json) => isErrorList(resolveRef(doc, branch)));

  it('[PX-01-006][CC-3-034] every documented error response uses the platform error body (an array of errorCode and message)', () => {
    const wrong = operations.flatMap((op) =>
      Object.entries((op.operation.responses ?? {}) as Json)
        .filter(([code]) => /^[45]/.test(code))
        .flatMap(([code, r]) => {
          const media = resolveRef(doc, r as Json).content?.['application/json'];
          const schema = media && resolveRef(doc, media.schema);
          const item = schema?.items && resolveRef(doc, schema.items);
          const ok =
            (schema?.type === 'array' && item?.required?.includes('errorCode') && item?.required?.includes('message')) ||
            isCheckoutReadyWithErrors(op.operationId, code, schema) ||
            isPaymentFailure(op.operationId, code, schema);
          return ok ? [] : [`${op.operationId} ${code}`];
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('[PX-00-004] every /assets/ image an example points at is a fixture asset', () => {
    const referenced = [...new Set(JSON.stringify(doc).match(/\/assets\/[A-Za-z0-9._-]+/g) ?? [])];
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((path) => !existsSync(`fixtures/public${path}`))).toEqual([]);
  });

  it('[PX-01-001] operationIds are unique', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
