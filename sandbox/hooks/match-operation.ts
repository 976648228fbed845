// Routing: the URL guard, then the operation of the document the method and path name.
import type { FastifyRequest } from 'fastify';
import type { OpenAPIBackend } from 'openapi-backend';
import { assertUrl } from '../http/input-guard.ts';

export function matchOperation(api: OpenAPIBackend) {
  return async function matchOperation(request: FastifyRequest): Promise<void> {
    const [path, rawQuery = ''] = request.url.split('?') as [string, string?];
    assertUrl(path, rawQuery);
    const operation = api.router.matchOperation({ method: request.method, path, headers: request.headers as Record<string, string>, query: rawQuery });
    request.apiCall = { path, rawQuery, operation, session: undefined!, stored: false, freshSession: false, user: null, body: undefined, multipart: undefined };
  };
}
