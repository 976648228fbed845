// What a failed lookup or submission tells the user (PX-17-003, PX-17-004, SH-5-001, SH-5-012).
// The errors are the API layer's (status and the platform's { message } entries), read by shape so
// the machines stay free of the HTTP layer.
import { MSG_LOOKUP_FAILED, MSG_SUBMIT_OFFLINE } from '../constants/registration.ts';
import { MSG_CHECK_ALL_TABS } from '../constants/session-locale.ts';

interface FailureShape {
  status?: unknown;
  errors?: unknown;
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as FailureShape | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** SH-5-012 only for a number the store does not know (404); anything else is PX-17-004's. */
export function isAccountNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

export const lookupFailureMessage = (): string => MSG_LOOKUP_FAILED;

export interface SubmitFailure {
  banner: string;
  /** The store's own messages when it refused the entries, one per problem. */
  messages: string[];
}

/** A refusal of the entries (400, 413, 415) asks to check the tabs and lists why; any other failure says nothing was sent and nothing is lost. */
export function submitFailure(error: unknown): SubmitFailure {
  const status = statusOf(error);
  if (status === 400 || status === 413 || status === 415) {
    const entries = (error as FailureShape).errors;
    const messages = Array.isArray(entries)
      ? entries.map((entry) => (entry as { message?: unknown })?.message).filter((message): message is string => typeof message === 'string' && message !== '')
      : [];
    return { banner: MSG_CHECK_ALL_TABS, messages: [...new Set(messages)] };
  }
  return { banner: MSG_SUBMIT_OFFLINE, messages: [] };
}
