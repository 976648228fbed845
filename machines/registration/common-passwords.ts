// PX-65-009, PX-65-010: a new password may not be one that is commonly used or known from breaches
// (NIST SP 800-63B §3.1.1.2). The list is @zxcvbn-ts/language-common's 'passwords-common' (about
// 49,000 passwords ranked from breach corpora, kept up to date with zxcvbn-ts), compared without case
// so 'Password1' counts as 'password1'. Loaded on first use: the store's password pages and the
// sandbox pay for it, never the entry.
let list: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase())));
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
