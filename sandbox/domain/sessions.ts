// The caller's session: sessions end after a time unused and a time in all (PX-19-001); a guest's
// session is not stored until it holds something, so its CSRF token is derived from its id with the
// server's key (an HMAC, the signed double-submit pattern) instead of being stored (PX-19-002).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { randomToken } from './ids.ts';
import { endSession, lookupSession, touchSession, type SessionRecord } from './accounts.ts';

/** How long sessions last (the values: DEFAULT_SESSION_LIMITS in http/limits.ts, PX-19-001). */
export interface SessionLimits {
  /** A session unused this long ends (the platform's default session timeout is 2 hours). */
  idleSeconds: number;
  /** A session ends this long after it began, however busy. */
  absoluteSeconds: number;
  /** A session's last use is written at most this often (a read is not a write each time). */
  touchSeconds: number;
}

export interface SessionPolicy {
  /** The server's key of CSRF tokens, kept in the database so tokens outlive a restart. */
  key: Buffer;
  limits: SessionLimits;
  /** ms since the epoch. */
  now: () => number;
}

export interface CallerSession {
  session: SessionRecord;
  /** The session has a row (it holds something, or a buyer signed in). */
  stored: boolean;
  /** The request's cookies named this session (false: it is issued by this answer). */
  carried: boolean;
}

/** The server's CSRF key: made once per database, the same for every process using it. */
export async function loadSessionKey(q: Queryable): Promise<Buffer> {
  await q.query(`INSERT INTO server_keys (name, secret) VALUES ('csrf', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const row = await q.one<{ secret: string }>(`SELECT secret FROM server_keys WHERE name = 'csrf'`);
  return Buffer.from(row!.secret, 'base64url');
}

export const csrfTokenOf = (policy: SessionPolicy, sessionId: string) =>
  createHmac('sha256', policy.key).update(`csrf-token:${sessionId}`).digest('base64url');

/** The token matches the session's, compared in constant time. */
export function isCsrfTokenOf(policy: SessionPolicy, sessionId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(csrfTokenOf(policy, sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** PX-19-001: ended by its idle or its absolute limit at `now`. */
function hasExpired(session: SessionRecord, limits: SessionLimits, now: number): boolean {
  if (session.createdAt === null || session.lastSeenAt === null) return false;
  return now - session.lastSeenAt >= limits.idleSeconds * 1000 || now - session.createdAt >= limits.absoluteSeconds * 1000;
}

const guestSession = (id: string): SessionRecord => ({ id, userId: null, effectiveAccountId: null, previousSessionId: null, createdAt: null, lastSeenAt: null });

/**
 * The session of a request by its cookies. A stored live session is used (its last use recorded at
 * most every `touchSeconds`); an expired one ends. A session id with no row is a guest session this
 * server issued when its CSRF cookie is the id's token; anything else gets a new guest session,
 * which is not stored (no database write for a read).
 */
export async function sessionOfRequest(q: Queryable, policy: SessionPolicy, sid: string | undefined, csrfCookie: string | undefined): Promise<CallerSession> {
  if (sid) {
    const found = await lookupSession(q, sid);
    const now = policy.now();
    if (found && found !== 'ended') {
      if (!hasExpired(found, policy.limits, now)) {
        if (now - found.lastSeenAt! >= policy.limits.touchSeconds * 1000) await touchSession(q, found.id, now);
        return { session: found, stored: true, carried: true };
      }
      await endSession(q, found.id);
    } else if (found === undefined && isCsrfTokenOf(policy, sid, csrfCookie)) {
      return { session: guestSession(sid), stored: false, carried: true };
    }
  }
  return { session: guestSession(randomToken(32)), stored: false, carried: false };
}
