// Where a page reference leads in this storefront (SH §2 "Link and page reference types"): the
// views resolve references to the routes the app serves.
import { isValidPageReference } from '../../../machines/navigation/links.ts';
import type { PageReference } from '../../../machines/navigation/nav-items.ts';
import { footerPaths, HOME_PATH, LOGIN_PATH, WISHLIST_PATH, CART_PATH } from '../../content/site.ts';

/** Named pages of the store and their paths. */
const NAMED_PAGES: Record<string, string> = {
  Home: HOME_PATH,
  Login: LOGIN_PATH,
  Wishlist: WISHLIST_PATH,
  Cart: CART_PATH,
  Account: footerPaths.account,
  Current_Cart: CART_PATH,
};

export type ResolvedReference = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const segment = (value: string) => encodeURIComponent(value);

/** The address a valid reference resolves to, or null when it is invalid or the store has no such page. */
export function resolvePageReference(reference: PageReference): ResolvedReference | null {
  if (!isValidPageReference(reference)) return null;
  const a = reference.attributes ?? {};
  switch (reference.type) {
    case 'standard__webPage': {
      const url = a.url!;
      return url.startsWith('/') && !url.startsWith('//') ? { kind: 'internal', path: url } : { kind: 'external', url };
    }
    case 'standard__namedPage': {
      const path = NAMED_PAGES[a.name!];
      return path === undefined ? null : { kind: 'internal', path };
    }
    case 'standard__recordPage': {
      if (a.objectApiName === 'ProductCategory') {
        // Category pages carry the record id (/category/:urlName/:categoryId); without one the url path alone.
        const name = a.urlPath ?? 'category';
        return { kind: 'internal', path: a.recordId ? `/category/${segment(name)}/${segment(a.recordId)}` : `/category/${segment(name)}` };
      }
      if (a.objectApiName === 'Product2' && a.recordId) return { kind: 'internal', path: `/product/${segment(a.recordId)}` };
      return null;
    }
    case 'standard__search': {
      const term = reference.state?.term;
      return { kind: 'internal', path: term ? `/search?term=${encodeURIComponent(term)}` : '/search' };
    }
    default:
      return null;
  }
}
