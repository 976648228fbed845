import type { FastifyReply } from 'fastify';
import type { ApiError } from './errors.ts';

/** Answers with the platform's error body: a JSON array of `{ errorCode, message }`. */
export function sendError(reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).headers(error.headers).type('application/json').send(JSON.stringify(error.entries));
}
