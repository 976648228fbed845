// Per-client limits of the operations anyone may call (PX-10-009), by operation and client address.
import type { FastifyRequest } from 'fastify';
import type { operationLimiter } from '../http/limits.ts';
import { apiCallOf } from './api-call.ts';

export function limitRate(limitOperation: ReturnType<typeof operationLimiter>) {
  return async function limitRate(request: FastifyRequest): Promise<void> {
    const operationId = apiCallOf(request).operation?.operationId;
    if (operationId) await limitOperation(operationId, request.ip);
  };
}
