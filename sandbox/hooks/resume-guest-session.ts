// The caller's session: the one its cookie names, or a new guest session that is not stored until
// the guest's first write (PX-19-002), so a guest's reads write nothing.
import type { FastifyRequest } from 'fastify';
import type { FaultOptions } from '../config.ts';
import type { Core } from '../domain/core.ts';
import { findUser, storeGuestSession } from '../domain/accounts.ts';
import { sessionOfRequest } from '../domain/sessions.ts';
import { CSRF_EXEMPT } from '../handlers/index.ts';
import { apiCallOf, type ApiCall } from './api-call.ts';
import { sessionReadLatency } from './inject-fault.ts';

/** Writes that do not make a guest's session hold anything: they replace or end it. */
const SESSION_REPLACING = new Set(['signIn', 'signOut']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function resumeGuestSession(core: Core, faults: FaultOptions | undefined) {
  return async function resumeGuestSession(request: FastifyRequest): Promise<void> {
    const call = apiCallOf(request);
    if (request.cookies.sid) await sessionReadLatency(faults, request, 'carried');
    const caller = await sessionOfRequest(core.db, core.sessions, request.cookies.sid, request.cookies['csrf-token']);
    call.session = caller.session;
    call.stored = caller.stored;
    call.freshSession = !caller.carried;
    if (call.freshSession) await sessionReadLatency(faults, request, 'fresh');
    call.user = caller.session.userId ? (await findUser(core.db, caller.session.userId)) ?? null : null;
  };
}

/** Stores a guest's session with its first write; called once the request is known to be valid. */
export async function storeGuestOnFirstWrite(core: Core, method: string, call: ApiCall, operationId: string): Promise<void> {
  if (call.stored || SAFE_METHODS.has(method) || CSRF_EXEMPT.has(operationId) || SESSION_REPLACING.has(operationId)) return;
  await storeGuestSession(core.db, call.session.id, core.sessions.now());
}
