// JSON bodies, read as text by the content-type parser and parsed only here, after the access step
// (PX-65-006): a caller who may not call the operation is told so, not that its JSON is malformed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertValue, errorFromFramework } from '../http/input-guard.ts';
import { apiCallOf } from './api-call.ts';

/** A JSON body as read, parsed once the caller may call the operation. */
class JsonText {
  constructor(readonly text: string) {}
}

/**
 * Replaces Fastify's JSON parser with one that keeps the text, and answers the parser of that text.
 * The platform's own clients send body-less writes (PUT carts/current, POST orders) with
 * Content-Type application/json and no body, which Fastify's parser would answer 400 (PX-09-004).
 */
export function keepJsonText(app: FastifyInstance) {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body === '' ? undefined : new JsonText(body as string)));
  return (request: FastifyRequest): Promise<unknown> =>
    request.body instanceof JsonText
      ? new Promise((resolve, reject) => defaultJson(request, (request.body as JsonText).text, (error, value) => (error ? reject(error) : resolve(value))))
      : Promise.resolve(request.body);
}

export function parseJsonBody(parseBody: (request: FastifyRequest) => Promise<unknown>) {
  return async function parseJsonBody(request: FastifyRequest): Promise<void> {
    if (request.isMultipart()) return;
    const body = await parseBody(request).catch((error) => {
      throw errorFromFramework(error) ?? error;
    });
    assertValue(body);
    apiCallOf(request).body = body;
  };
}
