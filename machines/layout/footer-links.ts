// Footer link addresses (SH §2 "Footer").

/**
 * SH-2-060: contact, wishlist, account, about us and FAQs links are the site origin plus a
 * configurable path; exactly one slash joins them whatever slashes either side carries.
 */
export function siteLink(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return `${base}/${rest}`;
}

/** SH-2-061: terms, privacy and all-rights-reserved links are used exactly as given. */
export function givenLink(value: string): string {
  return value;
}

/**
 * The in-app route of an address on the site's own origin (so the router can handle it without a
 * full reload), or undefined for any other origin (PX-05-004).
 */
export function sameOriginRoute(address: string, origin: string): string | undefined {
  try {
    const url = new URL(address, origin);
    return url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** The copyright line's year: the current year of the given date (SH-2-059). */
export function copyrightYear(now: Date): number {
  return now.getFullYear();
}
