// Who may call the operation at all (PX-65-006), before its body is read.
import type { FastifyRequest } from 'fastify';
import type { Core } from '../domain/core.ts';
import { accessCheck } from '../http/access.ts';
import { apiCallOf } from './api-call.ts';

export function checkAccess(core: Core, document: Record<string, any>) {
  const check = accessCheck(document);
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    const { operation, user } = apiCallOf(request);
    if (operation?.operationId) check(operation, { user, settings: core.settings });
  };
}
