// PX-17-006: the rules the set-password page shows, checked before the password is sent (the store
// checks them again, and that the password differs from the user name).
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '../constants/registration.ts';

export interface PasswordRuleState {
  rule: (typeof PASSWORD_RULES)[number];
  met: boolean;
}

/** Each rule the browser can check, with whether `password` meets it (the user name is the store's). */
export function passwordRuleStates(password: string): PasswordRuleState[] {
  return [
    { rule: PASSWORD_RULES[0], met: password.length >= PASSWORD_MIN_LENGTH },
    { rule: PASSWORD_RULES[1], met: /[A-Za-z]/.test(password) },
    { rule: PASSWORD_RULES[2], met: /\d/.test(password) },
  ];
}

export const meetsPasswordRules = (password: string): boolean => passwordRuleStates(password).every((state) => state.met);
