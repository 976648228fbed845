// The store's default locale and text direction (SH §1, SH §9): what a page address without a locale
// segment reads as, and what the document every page is served in declares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localisedPathOf } from '../../../machines/shell/request-context.ts';

describe('default locale and direction', () => {
  it('[SH-1-022][SH-9-001] an address without a locale segment is read as en-US; one with a segment keeps its own', () => {
    expect(localisedPathOf('/faqs', '')).toEqual({ basePath: '', locale: 'en-US', explicit: false });
    expect(localisedPathOf('/store/product/01t000000000001', '/store')).toEqual({ basePath: '/store', locale: 'en-US', explicit: false });
    expect(localisedPathOf('/de-DE/faqs', '')).toEqual({ basePath: '/de-DE', locale: 'de-DE', explicit: true });
    // Only a language-COUNTRY segment counts: anything else falls back to the default.
    expect(localisedPathOf('/deutsch/faqs', '').locale).toBe('en-US');
  });

  it('[SH-1-023][SH-9-002] every page is served left-to-right in the default locale', () => {
    const html = readFileSync('index.html', 'utf8');
    const root = /<html\b[^>]*>/.exec(html)![0];
    expect(root).toMatch(/\bdir="ltr"/);
    expect(root).toMatch(/\blang="en-US"/);
    expect(html.match(/\bdir="rtl"/g)).toBeNull();
  });
});
