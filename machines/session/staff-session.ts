// Who is staff rather than a buyer, in a file of its own: only the profile menu and the dashboard ask,
// and both load after Home, so the entry (which holds session-context.ts) carries none of it.
import { accountIdOrNone, isSignedIn } from './session-context.ts';

/**
 * PX-69-001, PX-69-002: signed in without a buyer account (the session names none): store staff, such as
 * the registration reviewer, for whom the buyer's pages have nothing to read.
 */
export function isStaffSession(session: { guestUser?: boolean | null; accountId?: string | null } | null | undefined): boolean {
  return isSignedIn(session) && accountIdOrNone(session?.accountId) === undefined;
}
