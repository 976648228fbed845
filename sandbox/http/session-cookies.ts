// The session's two cookies: `sid` (HTTP only) and the CSRF token the page repeats in a header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenOf, type SessionPolicy } from '../domain/sessions.ts';
import type { SessionRecord } from '../domain/accounts.ts';

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  const secure = request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https';
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure };
}

/** Sets the session's cookies, or clears them when the session ended (null). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, policy: SessionPolicy, session: SessionRecord | null) {
  if (session) {
    reply.setCookie('sid', session.id, cookieOptions(request, true));
    reply.setCookie('csrf-token', csrfTokenOf(policy, session.id), cookieOptions(request, false));
  } else {
    reply.clearCookie('sid', cookieOptions(request, true));
    reply.clearCookie('csrf-token', cookieOptions(request, false));
  }
}
