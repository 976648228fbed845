// A body's content type must be one the operation declares (415 with the error body otherwise).
import type { FastifyRequest } from 'fastify';
import { assertContentType } from '../http/input-guard.ts';
import { apiCallOf } from './api-call.ts';

export async function checkContentType(request: FastifyRequest): Promise<void> {
  const { operation } = apiCallOf(request);
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  assertContentType(Object.keys(operation?.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {}), request.headers['content-type'], hasBody);
}
