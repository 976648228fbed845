// What the API hooks learn about a request, in the order they run: the operation the URL names,
// the caller's session, then the body. The dispatch handler answers from it.
import type { Operation } from 'openapi-backend';
import type { FastifyRequest } from 'fastify';
import type { SessionRecord, UserRecord } from '../domain/accounts.ts';
import type { UploadedFile } from '../http/context.ts';

export interface MultipartBody {
  fields: Record<string, unknown>;
  raw: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export interface ApiCall {
  path: string;
  rawQuery: string;
  /** Undefined when no operation of the document matches (the dispatch then answers 404). */
  operation: Operation | undefined;
  session: SessionRecord;
  /** The session was stored before this request (a guest's is stored with its first write). */
  stored: boolean;
  /** A new visitor: its session cookies go with every answer, refusals included. */
  freshSession: boolean;
  user: UserRecord | null;
  body: unknown;
  multipart: MultipartBody | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiCall: ApiCall | null;
  }
}

/** The request's call as the earlier hooks left it (they run on every API route before the handler). */
export function apiCallOf(request: FastifyRequest): ApiCall {
  if (!request.apiCall) throw new Error('The API hooks did not run for this request.');
  return request.apiCall;
}
