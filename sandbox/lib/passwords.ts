// Password hashing with Argon2id (@node-rs/argon2, the library's recommended defaults).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** At least 8 characters with a letter and a digit, and not the user name. */
export function isStrongPassword(password: string, username: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && password.toLowerCase() !== username.toLowerCase();
}
