// Links and page references: validation (SH §5 "Links") and what following a navigation item
// means (SH §2 "Navigation menu").
import {
  EXTERNAL_WINDOW_FEATURES,
  FRAGMENT_PREFIX,
  MAILTO_PREFIX,
  SITE_RELATIVE_PREFIX,
  TARGET_BLANK,
  TEL_PREFIX,
  URL_NAME_RECORD_OBJECTS,
  URL_NAME_RELATIONSHIP_OBJECTS,
  URL_PATH_RECORD_OBJECTS,
} from '../constants/navigation.ts';
import type { NavItem, PageReference } from './nav-items.ts';

const isDirectLink = (url: string) => url.startsWith(MAILTO_PREFIX) || url.startsWith(TEL_PREFIX);

/** A web link starts with the host or '/'; a general link may also be a '#' fragment; mailto: and tel: pass. */
export function isValidLink(url: string, options: { host: string; general?: boolean }): boolean {
  if (isDirectLink(url)) return true;
  if (url.startsWith(SITE_RELATIVE_PREFIX)) return true;
  if (options.host !== '' && url.startsWith(options.host)) return true;
  return options.general === true && url.startsWith(FRAGMENT_PREFIX);
}

/** mailto: and tel: links are opened directly in a new window; other links return null. */
export function directOpening(url: string): { url: string; target: typeof TARGET_BLANK } | null {
  return isDirectLink(url) ? { url, target: TARGET_BLANK } : null;
}

type Attributes = NonNullable<PageReference['attributes']>;
const filled = (attributes: Attributes, ...names: string[]) =>
  names.every((name) => (attributes[name] ?? '').trim() !== '');
const objectIn = (attributes: Attributes, objects: readonly string[]) =>
  (objects as readonly unknown[]).includes(attributes.objectApiName);

const pageReferenceRules: Record<string, (a: Attributes) => boolean> = {
  standard__webPage: (a) => filled(a, 'url'),
  standard__managedContentPage: (a) => filled(a, 'contentTypeName', 'contentKey'),
  standard__recordPage: (a) =>
    filled(a, 'objectApiName', 'recordId') ||
    (objectIn(a, URL_NAME_RECORD_OBJECTS) && filled(a, 'urlName')) ||
    (objectIn(a, URL_PATH_RECORD_OBJECTS) && filled(a, 'urlPath')),
  standard__namedPage: (a) => filled(a, 'name'),
  standard__recordRelationshipPage: (a) =>
    filled(a, 'objectApiName', 'relationshipApiName') &&
    (filled(a, 'recordId') || (objectIn(a, URL_NAME_RELATIONSHIP_OBJECTS) && filled(a, 'urlName'))),
  standard__objectPage: (a) => filled(a, 'objectApiName', 'filterName'),
  standard__search: () => true,
};

/** A page reference of a supported type whose required attributes are all non-empty. */
export function isValidPageReference(reference: PageReference): boolean {
  const rule = Object.hasOwn(pageReferenceRules, reference.type) ? pageReferenceRules[reference.type] : undefined;
  return rule !== undefined && rule(reference.attributes ?? {});
}

/** Removes the site base path from an internal address ('/store/x' → '/x', '/store' → '/'). */
export function stripBasePath(href: string, basePath: string): string {
  if (basePath === '' || !href.startsWith(basePath)) return href;
  const rest = href.slice(basePath.length);
  if (rest === '') return SITE_RELATIVE_PREFIX;
  return rest.startsWith(SITE_RELATIVE_PREFIX) ? rest : href;
}

export type NavigationOutcome =
  | { kind: 'pageReference'; pageReference: PageReference }
  | { kind: 'none' }
  | { kind: 'external'; url: string; target: typeof TARGET_BLANK; features: typeof EXTERNAL_WINDOW_FEATURES }
  | { kind: 'internal'; path: string };

/** What following a navigation item does; the view performs it. */
export function navigationOutcome(
  item: Pick<NavItem, 'type' | 'href' | 'pageReference'>,
  basePath: string,
): NavigationOutcome {
  if (item.pageReference) return { kind: 'pageReference', pageReference: item.pageReference };
  if (item.href === '') return { kind: 'none' };
  if (item.type === 'ExternalLink') {
    return { kind: 'external', url: item.href, target: TARGET_BLANK, features: EXTERNAL_WINDOW_FEATURES };
  }
  return { kind: 'internal', path: stripBasePath(item.href, basePath) };
}

export interface NavigationDetail {
  menuItemId: string;
  type: string;
  href: string;
  target: NavItem['target'];
  pageReference: PageReference | null;
}

export function navigationDetail(item: NavItem): NavigationDetail {
  return { menuItemId: item.id, type: item.type, href: item.href, target: item.target, pageReference: item.pageReference };
}
