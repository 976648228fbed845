import { localeChangeAddress, localisedBasePath } from '../../../machines/locale/address.ts';

const KNOWN = ['en-US', 'en-CA', 'fr-CA', 'de-DE'];
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('address after a locale change', () => {
  it.each([
    ['', '/fr-CA'],
    ['/', '/fr-CA'],
    ['/store', '/store/fr-CA'],
    ['/store/en-US', '/store/fr-CA'],
    ['/store/EN-us', '/store/fr-CA'],
    ['/en-CA', '/fr-CA'],
    ['/store/en', '/store/en/fr-CA'],
    ['/en-US/store', '/en-US/store/fr-CA'],
  ])('[SH-4-077][SH-4-078] base path %j becomes %j', (base, expected) => {
    expect(localisedBasePath(base, 'fr-CA', KNOWN)).toBe(expected);
  });

  it('[SH-4-077] keeps the page, the query and the hash under the new base path', () => {
    expect(localeChangeAddress(at('/store/en-US/product/01t000000000001', '?q=1', '#top'), '/store/en-US', 'de-DE', KNOWN)).toBe(
      '/store/de-DE/product/01t000000000001?q=1#top',
    );
  });

  it('[SH-4-077] the base path itself and a trailing slash on it', () => {
    expect(localeChangeAddress(at('/store'), '/store', 'fr-CA', KNOWN)).toBe('/store/fr-CA');
    expect(localeChangeAddress(at('/store/cart'), '/store/', 'fr-CA', KNOWN)).toBe('/store/fr-CA/cart');
    expect(localeChangeAddress(at('/store/cart'), '/store//', 'fr-CA', KNOWN)).toBe('/store/fr-CA/cart');
  });

  it('[SH-4-077][SH-4-078] a store at the origin root gains or swaps the language segment', () => {
    expect(localeChangeAddress(at('/'), '', 'fr-CA', KNOWN)).toBe('/fr-CA/');
    expect(localeChangeAddress(at('/cart'), '/en-CA', 'fr-CA', KNOWN)).toBe('/fr-CA/cart');
  });

  it('[SH-4-077] a path outside the base path is kept whole under the new base', () => {
    expect(localeChangeAddress(at('/storefront/x'), '/store', 'fr-CA', KNOWN)).toBe('/store/fr-CA/storefront/x');
    expect(localeChangeAddress(at('/other'), '/store', 'fr-CA', KNOWN)).toBe('/store/fr-CA/other');
  });
});
