// Signed double submit (PX-03-006, PX-19-002): a write's `csrf-token` header repeats the cookie, and
// both are the session id's token; a new visitor (no session yet) cannot send one.
import type { FastifyRequest } from 'fastify';
import type { Core } from '../domain/core.ts';
import { isCsrfTokenOf } from '../domain/sessions.ts';
import { forbidden } from '../domain/errors.ts';
import { CSRF_EXEMPT } from '../handlers/index.ts';
import { apiCallOf } from './api-call.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function checkCsrf(core: Core) {
  return async function checkCsrf(request: FastifyRequest): Promise<void> {
    const { operation, freshSession, session } = apiCallOf(request);
    const operationId = operation?.operationId;
    if (!operationId || SAFE_METHODS.has(request.method) || CSRF_EXEMPT.has(operationId)) return;
    const header = request.headers['csrf-token'];
    if (freshSession || typeof header !== 'string' || header !== request.cookies['csrf-token'] || !isCsrfTokenOf(core.sessions, session.id, header)) {
      throw forbidden('The CSRF token is missing or does not match.', 'INVALID_CSRF_TOKEN');
    }
  };
}
