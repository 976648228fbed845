// The page address after a locale change: the new locale as the language segment of the site base
// path, added or replaced (SH-4-077, SH-4-078).

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Replaces a trailing known-locale segment of the base path with `locale`, or appends it. */
export function localisedBasePath(siteBasePath: string, locale: string, knownLocales: readonly string[]): string {
  const segments = siteBasePath.split('/').filter(Boolean);
  const last = segments.at(-1)?.toLowerCase();
  if (knownLocales.some((known) => known.toLowerCase() === last)) segments.pop();
  return `/${[...segments, locale].join('/')}`;
}

/** The current address with its site base path swapped for the localised one; query and hash kept. */
export function localeChangeAddress(
  location: PageLocation,
  siteBasePath: string,
  locale: string,
  knownLocales: readonly string[],
): string {
  const base = siteBasePath.replace(/\/+$/, '');
  const underBase = location.pathname === base || location.pathname.startsWith(`${base}/`);
  const rest = underBase ? location.pathname.slice(base.length) : location.pathname;
  return localisedBasePath(base, locale, knownLocales) + rest + location.search + location.hash;
}
