// The mail catalogues (issue 30 part 4): every e-mail and invoice message of English is in French and
// German, parses as ICU MessageFormat and takes the same arguments and select cases in each (PX-81-004);
// a locale picks its language (PX-81-001).
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, mailLanguageOf, mailWords, readMailCatalogue } from '../../sandbox/domain/mail-language.ts';

/** A message's arguments, each select or plural argument with its cases: 'date', 'decision:approved|declined|other'. */
function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') shape.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.add(`${token.arg}:${token.cases.map((choice) => choice.key).sort().join('|')}`);
        for (const choice of token.cases) visit(choice.tokens);
      }
    }
  };
  visit(parse(message));
  return [...shape].sort();
}

function catalogueProblems(catalogues: Record<string, Record<string, string>>): string[] {
  const english = catalogues.en!;
  const problems: string[] = [];
  for (const [language, catalogue] of Object.entries(catalogues)) {
    if (language === 'en') continue;
    for (const [id, source] of Object.entries(english)) {
      if (!(id in catalogue)) {
        problems.push(`${language}: missing ${id}`);
        continue;
      }
      let shape: string[];
      try {
        shape = shapeOf(catalogue[id]!);
      } catch (error) {
        problems.push(`${language}: ${id} does not parse (${(error as Error).message})`);
        continue;
      }
      const expected = shapeOf(source);
      if (shape.join(',') !== expected.join(',')) problems.push(`${language}: ${id} takes ${shape.join(',') || 'nothing'}, English ${expected.join(',') || 'nothing'}`);
    }
    for (const id of Object.keys(catalogue)) if (!(id in english)) problems.push(`${language}: ${id} is no English message`);
  }
  return problems;
}

describe('mail catalogues', () => {
  it('[PX-81-004] every English e-mail and invoice message is in French and German, parses, and takes the same arguments and select cases; none is extra', () => {
    const catalogues = Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, readMailCatalogue(language)]));
    expect(Object.keys(catalogues)).toEqual(['en', 'fr', 'de']);
    expect(catalogueProblems(catalogues)).toEqual([]);
    expect(Object.keys(catalogues.en!).length).toBeGreaterThan(60);
  });

  it('[PX-81-004] the check names a missing message, an extra one, one that does not parse, other arguments and other select cases', () => {
    const problems = catalogueProblems({
      en: { a: 'Order {orderNumber}', b: 'was {decision, select, declined {declined} other {approved}}', c: 'Total', d: 'Hello {firstName},' },
      fr: { a: 'Commande {numero}', b: 'a été {decision, select, other {approuvée}}', c: 'Total {count', x: 'x' },
    });
    expect(problems).toEqual([
      'fr: a takes numero, English orderNumber',
      'fr: b takes decision:other, English decision:declined|other',
      expect.stringMatching(/^fr: c does not parse/),
      'fr: missing d',
      'fr: x is no English message',
    ]);
  });

  it('[PX-81-001] a locale picks its language: French for fr-*, German for de-*, English otherwise and when none is known', () => {
    expect(['fr-CA', 'fr-FR', 'fr_FR', 'de-DE', 'de-AT', 'en-US', 'en-GB', 'es-MX', '', undefined, null].map(mailLanguageOf)).toEqual(['fr', 'fr', 'fr', 'de', 'de', 'en', 'en', 'en', 'en', 'en', 'en']);
    expect(mailWords('fr-FR')('order.link', { orderNumber: 'KRM-1' })).toBe('Voir la commande KRM-1');
    expect(mailWords('de-DE')('order.link', { orderNumber: 'KRM-1' })).toBe('Bestellung KRM-1 ansehen');
    expect(mailWords('en-US')('order.link', { orderNumber: 'KRM-1' })).toBe('View order KRM-1');
  });
});
