// Issue 30 part 4: the e-mails and the invoice PDF in the buyer's language. The words come from the
// message catalogues of sandbox/mail-messages (ICU MessageFormat, compiled at run time by
// @messageformat/core, the library the store's own catalogues use); English is en.json, worded as the
// messages always were. The language is the one of the locale the order was placed in: French for
// fr-*, German for de-*, English otherwise (PX-81-001).
import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';

export const MAIL_LANGUAGES = ['en', 'fr', 'de'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const DEFAULT_MAIL_LOCALE = 'en-US';

type Args = Record<string, string | number>;
export type MailWords = (id: string, args?: Args) => string;

/** The catalogue file of a language, as written. */
export function readMailCatalogue(language: MailLanguage): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../mail-messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

/** The language whose words a locale's mail uses (PX-81-001). */
export function mailLanguageOf(locale: string | null | undefined): MailLanguage {
  const language = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  return MAIL_LANGUAGES.find((candidate) => candidate === language) ?? 'en';
}

/** A locale Intl knows, else the default: '1 234,50 €' for fr-FR, '$1,234.50' for en-US. */
export function mailLocaleOf(locale: string | null | undefined): string {
  const wanted = (locale ?? '').replace('_', '-');
  return wanted && Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : DEFAULT_MAIL_LOCALE;
}

const compiled = new Map<MailLanguage, Map<string, (args?: Args) => string>>();

function messagesOf(language: MailLanguage) {
  let messages = compiled.get(language);
  if (!messages) {
    const format = new MessageFormat(language);
    messages = new Map(Object.entries(readMailCatalogue(language)).map(([id, source]) => [id, format.compile(source) as (args?: Args) => string]));
    compiled.set(language, messages);
  }
  return messages;
}

/** The words of a locale's mail: a message by id with its arguments; a message its language lacks reads in English. */
export function mailWords(locale: string | null | undefined): MailWords {
  const language = mailLanguageOf(locale);
  return (id, args) => {
    const message = messagesOf(language).get(id) ?? messagesOf('en').get(id);
    if (!message) throw new Error(`No mail message ${id}`);
    return message(args);
  };
}
