// PX-20-002, PX-31-001: the gift message's and the recipient's name's limits. Counted in characters as a
// reader sees them (code points), as the server's schema check counts them, so an emoji is one character, not two.
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG, GIFT_TO_NAME_MAX_LENGTH, GIFT_TO_NAME_TOO_LONG } from '../constants/gifting.ts';

export const giftMessageLength = (text: string): number => [...text.trim()].length;

/** The problem with a gift message, if any (blank is fine: it clears the message). */
export function giftMessageProblem(text: string): string | undefined {
  return giftMessageLength(text) > GIFT_MESSAGE_MAX_LENGTH ? GIFT_MESSAGE_TOO_LONG : undefined;
}

/** PX-31-001: the problem with a recipient's name, if any (blank is fine: it clears the name). */
export function giftToNameProblem(text: string): string | undefined {
  return giftMessageLength(text) > GIFT_TO_NAME_MAX_LENGTH ? GIFT_TO_NAME_TOO_LONG : undefined;
}
