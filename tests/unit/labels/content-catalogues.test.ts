// The editorial content in French and German (issue 30, content pages): its text modules translate in
// place through the labels' mechanism, their fixed fields never change, and each translation keeps the
// addresses, brand names and figures of its English.
import MessageFormat from '@messageformat/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, FIXED_CONTENT_FIELDS, labelShapes } from '../../../build/catalogue-check.ts';
import { isContentText, LANGUAGES } from '../../../build/plugins/message-catalogues.ts';
import { useCatalogueFiles, type Messages } from '../../../src/i18n/apply-catalogue.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const contentModules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../../../src/content/*.ts', { eager: true })).filter(([file]) => isContentText(file)),
);

/** A language's content catalogues (src/labels/<language>/content-*.json), merged. */
function contentCatalogue(language: string): Record<string, string> {
  const folder = join(ROOT, 'src/labels', language);
  const files = readdirSync(folder).filter((file) => /^content-[\w-]+\.json$/.test(file));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>));
}

/** Every English text of the content text modules, by its catalogue key. */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const exports of Object.values(contentModules)) {
    for (const key of labelShapes(exports, FIXED_CONTENT_FIELDS).keys()) {
      const value = key.split('.').reduce<unknown>((target, step) => (target as Record<string, unknown>)[step], exports);
      texts.set(key, value as string);
    }
  }
  return texts;
}

/** What a translation must carry over unchanged: e-mail and web addresses, brand names, figures. */
function keptVerbatim(text: string): string[] {
  const addresses = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s,;]+/g) ?? [];
  const brands = ['Kestrel Ridge Medical', 'Visa', 'Mastercard', 'American Express', 'Discover'].filter((brand) => text.includes(brand));
  // Figures as numbers (30 days, 24 months, 8:30): a clock's ':00' may go ('8 h', '8:00 Uhr' both keep the 8).
  const figures = (text.replace(/[\w.+-]+@\S+/g, '').match(/\d+/g) ?? []).filter((figure) => Number(figure) !== 0).map((figure) => String(Number(figure)));
  return [...addresses, ...brands, ...figures];
}

describe('the content in French and German', () => {
  it('[PX-85-002] a content object’s fixed fields are no labels: the check leaves them out and names a catalogue that translates one', () => {
    const exports = {
      samplePage: {
        path: '/sample',
        title: 'Sample',
        sections: [{ id: 'first', heading: 'First', links: [{ label: 'More', href: '/more' }] }],
      },
      sampleContacts: [{ region: 'France', phone: '+33 1 99 00 01 07', tel: '+33199000107', email: 'fr@kestrelridge.example' }],
    };
    const shapes = labelShapes(exports, FIXED_CONTENT_FIELDS);
    expect([...shapes.keys()]).toEqual(['samplePage.title', 'samplePage.sections.0.heading', 'samplePage.sections.0.links.0.label', 'sampleContacts.0.region']);
    // A labels module keeps every field: its `email` is a word to translate.
    expect(labelShapes(exports).has('sampleContacts.0.email')).toBe(true);
    expect(
      catalogueProblems(shapes, {
        fr: { 'samplePage.title': 'Exemple', 'samplePage.path': '/exemple', 'samplePage.sections.0.heading': 'Premier', 'samplePage.sections.0.links.0.label': 'Plus', 'sampleContacts.0.region': 'France' },
      }),
    ).toEqual(['fr: samplePage.path is no English label']);
  });

  it('[PX-85-002] every French and German content message keeps the e-mail addresses, web addresses, brand names and figures of its English', () => {
    const english = englishTexts();
    // What is compared: every content text module's texts.
    expect(english.size).toBeGreaterThan(100);
    const lost: string[] = [];
    for (const language of LANGUAGES) {
      const catalogue = contentCatalogue(language);
      for (const [key, text] of english) {
        const translation = catalogue[key] ?? '';
        for (const kept of keptVerbatim(text)) {
          const found = /^\d+$/.test(kept) ? new RegExp(`(?<!\\d)${kept}(?!\\d)`).test(translation) : translation.includes(kept);
          if (!found) lost.push(`${language}: ${key} lost '${kept}'`);
        }
      }
    }
    expect(lost).toEqual([]);
  });

  it('[PX-85-001] with the French catalogue in use the registered content reads in French, and paths, anchors, addresses and category ids stay as they are', async () => {
    const { faqsPage } = await import('../../../src/content/faqs.ts');
    const { contactRegions } = await import('../../../src/content/contact.ts');
    const { businessLines } = await import('../../../src/content/home.ts');
    const fixedBefore = JSON.stringify([faqsPage.path, faqsPage.sections.map((section) => section.id), contactRegions.map((region) => [region.id, region.contacts.map(({ phone, tel, email }) => [phone, tel, email])]), businessLines.map((line) => [line.id, line.image, line.category.urlName, line.category.categoryId])]);
    const english = { title: faqsPage.title, region: contactRegions[3]!.region, line: businessLines[1]!.name };

    const french = new MessageFormat('fr');
    const compiled: Messages = Object.fromEntries(Object.entries(contentCatalogue('fr')).map(([key, message]) => [key, french.compile(message)]));
    useCatalogueFiles({ 'content.json': compiled });

    expect(english).toEqual({ title: 'Frequently asked questions', region: 'France', line: 'Sensory' });
    expect(faqsPage.title).toBe('Questions fréquentes');
    expect(faqsPage.sections[0]!.questions![0]!.question).toBe('Qui peut acheter sur cette boutique\u00a0?');
    expect(contactRegions[2]!.region).toBe('Allemagne');
    expect(businessLines[1]!.name).toBe('Sensoriel');
    expect(JSON.stringify([faqsPage.path, faqsPage.sections.map((section) => section.id), contactRegions.map((region) => [region.id, region.contacts.map(({ phone, tel, email }) => [phone, tel, email])]), businessLines.map((line) => [line.id, line.image, line.category.urlName, line.category.categoryId])])).toBe(fixedBefore);
  });
});
