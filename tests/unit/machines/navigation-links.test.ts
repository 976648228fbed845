import {
  directOpening,
  isValidLink,
  isValidPageReference,
  navigationDetail,
  navigationOutcome,
  stripBasePath,
} from '../../../machines/navigation/links.ts';
import type { NavItem } from '../../../machines/navigation/nav-items.ts';

const host = 'https://www.kestrelridge.example';

describe('link validation', () => {
  it('[SH-5-016] a web link must start with the host or "/"', () => {
    expect(isValidLink('https://www.kestrelridge.example/aboutus', { host })).toBe(true);
    expect(isValidLink(host, { host })).toBe(true);
    expect(isValidLink('/contactus', { host })).toBe(true);
    expect(isValidLink('https://elsewhere.example/aboutus', { host })).toBe(false);
    expect(isValidLink('aboutus', { host })).toBe(false);
    expect(isValidLink('javascript:alert(1)', { host })).toBe(false);
    expect(isValidLink('', { host })).toBe(false);
  });

  it('[SH-5-016] an empty host does not make every link valid', () => {
    expect(isValidLink('https://elsewhere.example', { host: '' })).toBe(false);
    expect(isValidLink('/faqs', { host: '' })).toBe(true);
  });

  it('[SH-5-017] only a general link may start with "#"', () => {
    expect(isValidLink('#top', { host, general: true })).toBe(true);
    expect(isValidLink('#top', { host, general: false })).toBe(false);
    expect(isValidLink('#top', { host })).toBe(false);
    expect(isValidLink('top#', { host, general: true })).toBe(false);
  });

  it('[SH-5-018] mailto: and tel: links are accepted', () => {
    expect(isValidLink('mailto:support@kestrelridge.example', { host })).toBe(true);
    expect(isValidLink('tel:+13125550142', { host })).toBe(true);
    expect(isValidLink('xmailto:support@kestrelridge.example', { host })).toBe(false);
    expect(isValidLink('xtel:+13125550142', { host })).toBe(false);
  });

  it('[SH-5-019] mailto: and tel: links open directly in a new window; others do not', () => {
    expect(directOpening('mailto:support@kestrelridge.example')).toEqual({ url: 'mailto:support@kestrelridge.example', target: '_blank' });
    expect(directOpening('tel:+13125550142')).toEqual({ url: 'tel:+13125550142', target: '_blank' });
    expect(directOpening('/contactus')).toBeNull();
    expect(directOpening('https://www.kestrelridge.example')).toBeNull();
  });
});

describe('page reference validity', () => {
  const valid = (type: string, attributes?: Record<string, string | null | undefined>) =>
    isValidPageReference(attributes === undefined ? { type } : { type, attributes });

  it('[SH-2-127][SH-5-020] a web page needs url', () => {
    expect(valid('standard__webPage', { url: 'https://www.kestrelridge.example' })).toBe(true);
    expect(valid('standard__webPage', { url: '' })).toBe(false);
    expect(valid('standard__webPage', { url: '  ' })).toBe(false);
    expect(valid('standard__webPage', { url: null })).toBe(false);
    expect(valid('standard__webPage')).toBe(false);
  });

  it('[SH-2-128][SH-5-020] a managed content page needs contentTypeName and contentKey', () => {
    const content = { contentTypeName: 'news', contentKey: 'MC0000000000000000000000000001' };
    expect(valid('standard__managedContentPage', content)).toBe(true);
    expect(valid('standard__managedContentPage', { ...content, contentTypeName: '' })).toBe(false);
    expect(valid('standard__managedContentPage', { ...content, contentKey: undefined })).toBe(false);
  });

  it('[SH-2-129][SH-5-020] a record page needs objectApiName and recordId', () => {
    expect(valid('standard__recordPage', { objectApiName: 'Product2', recordId: '01t000000000001' })).toBe(true);
    expect(valid('standard__recordPage', { objectApiName: 'Account', recordId: '' })).toBe(false);
    expect(valid('standard__recordPage', { objectApiName: '', recordId: '001000000000001' })).toBe(false);
  });

  it('[SH-2-130][SH-5-020] a knowledge or product record page may use urlName instead', () => {
    expect(valid('standard__recordPage', { objectApiName: 'Knowledge__kav', urlName: 'eeg-cap-sizing' })).toBe(true);
    expect(valid('standard__recordPage', { objectApiName: 'Product2', urlName: 'cortexa-eeg-cap' })).toBe(true);
    expect(valid('standard__recordPage', { objectApiName: 'Product2', urlName: ' ' })).toBe(false);
    expect(valid('standard__recordPage', { objectApiName: 'Account', urlName: 'lakeshore' })).toBe(false);
    expect(valid('standard__recordPage', { objectApiName: 'ProductCategory', urlName: 'eeg' })).toBe(false);
    expect(valid('standard__recordPage', { urlName: 'cortexa-eeg-cap' })).toBe(false);
  });

  it('[SH-2-131][SH-5-020] a data category or product category record page may use urlPath instead', () => {
    expect(valid('standard__recordPage', { objectApiName: 'ProductCategory', urlPath: 'neurology/eeg' })).toBe(true);
    expect(valid('standard__recordPage', { objectApiName: 'DataCategory', urlPath: 'devices' })).toBe(true);
    expect(valid('standard__recordPage', { objectApiName: 'ProductCategory', urlPath: '' })).toBe(false);
    expect(valid('standard__recordPage', { objectApiName: 'Product2', urlPath: 'x/y' })).toBe(false);
  });

  it('[SH-2-132][SH-5-020] a named page needs name', () => {
    expect(valid('standard__namedPage', { name: 'Home' })).toBe(true);
    expect(valid('standard__namedPage', { name: '' })).toBe(false);
    expect(valid('standard__namedPage', {})).toBe(false);
  });

  it('[SH-2-133][SH-5-020] a record relationship page needs objectApiName, recordId and relationshipApiName', () => {
    const relation = { objectApiName: 'Account', recordId: '001000000000001', relationshipApiName: 'Contacts' };
    expect(valid('standard__recordRelationshipPage', relation)).toBe(true);
    expect(valid('standard__recordRelationshipPage', { ...relation, relationshipApiName: '' })).toBe(false);
    expect(valid('standard__recordRelationshipPage', { ...relation, recordId: '' })).toBe(false);
    expect(valid('standard__recordRelationshipPage', { ...relation, objectApiName: '' })).toBe(false);
  });

  it('[SH-2-134][SH-5-020] a knowledge record relationship page may use urlName instead of recordId', () => {
    const knowledge = { objectApiName: 'Knowledge__kav', urlName: 'eeg-cap-sizing', relationshipApiName: 'Attachments' };
    expect(valid('standard__recordRelationshipPage', knowledge)).toBe(true);
    expect(valid('standard__recordRelationshipPage', { ...knowledge, urlName: '' })).toBe(false);
    expect(valid('standard__recordRelationshipPage', { ...knowledge, relationshipApiName: '' })).toBe(false);
    expect(valid('standard__recordRelationshipPage', { ...knowledge, objectApiName: 'Product2' })).toBe(false);
  });

  it('[SH-2-135][SH-5-020] an object page needs objectApiName and filterName', () => {
    expect(valid('standard__objectPage', { objectApiName: 'Order', filterName: 'Recent' })).toBe(true);
    expect(valid('standard__objectPage', { objectApiName: 'Order', filterName: '' })).toBe(false);
    expect(valid('standard__objectPage', { objectApiName: '', filterName: 'Recent' })).toBe(false);
  });

  it('[SH-2-136][SH-5-020] a search page is supported; unknown types are not', () => {
    expect(valid('standard__search')).toBe(true);
    expect(valid('standard__search', { term: '' })).toBe(true);
    expect(valid('standard__app', { appTarget: 'x' })).toBe(false);
    expect(valid('toString')).toBe(false);
    expect(valid('')).toBe(false);
  });
});

describe('following a navigation item', () => {
  const item = (overrides: Partial<NavItem>): NavItem => ({
    id: '1', label: 'Neurology', active: false, target: '_self', href: '/category/neurology/0ZG000000000001',
    type: 'InternalLink', isSelected: false, pageReference: null, subMenu: [], ...overrides,
  });

  it('[SH-2-099] an internal link navigates within the site with the base path stripped', () => {
    expect(navigationOutcome(item({ href: '/store/category/neurology' }), '/store')).toEqual({ kind: 'internal', path: '/category/neurology' });
    expect(navigationOutcome(item({}), '')).toEqual({ kind: 'internal', path: '/category/neurology/0ZG000000000001' });
  });

  it('[SH-2-099] stripping removes only a whole leading base path segment', () => {
    expect(stripBasePath('/store/faqs', '/store')).toBe('/faqs');
    expect(stripBasePath('/store', '/store')).toBe('/');
    expect(stripBasePath('/storefront/faqs', '/store')).toBe('/storefront/faqs');
    expect(stripBasePath('/faqs', '/store')).toBe('/faqs');
    expect(stripBasePath('/faqs', '')).toBe('/faqs');
    expect(stripBasePath('', '')).toBe('');
    expect(stripBasePath('/en-US/store/faqs', '/store')).toBe('/en-US/store/faqs');
  });

  it('[SH-2-100] an external link opens in a new window with no opener and no referrer', () => {
    expect(navigationOutcome(item({ type: 'ExternalLink', href: 'https://www.kestrelridge.example' }), '/store')).toEqual({
      kind: 'external', url: 'https://www.kestrelridge.example', target: '_blank', features: 'noopener,noreferrer',
    });
  });

  it('[SH-2-101] an item carrying a page reference navigates via it', () => {
    const pageReference = { type: 'standard__recordPage', attributes: { objectApiName: 'ProductCategory', recordId: '0ZG000000000001' } };
    expect(navigationOutcome(item({ pageReference }), '')).toEqual({ kind: 'pageReference', pageReference });
    expect(navigationOutcome(item({ pageReference, href: '' }), '')).toEqual({ kind: 'pageReference', pageReference });
  });

  it('[SH-2-102] an item with no address does nothing', () => {
    expect(navigationOutcome(item({ href: '' }), '')).toEqual({ kind: 'none' });
    expect(navigationOutcome(item({ href: '', type: 'ExternalLink' }), '')).toEqual({ kind: 'none' });
  });

  it('[SH-3-077] the navigation event detail has menuItemId, type, href, target and pageReference', () => {
    const pageReference = { type: 'standard__namedPage', attributes: { name: 'Home' } };
    expect(navigationDetail(item({ id: '7', target: '_blank', ariaLabel: 'x', pageReference }))).toEqual({
      menuItemId: '7', type: 'InternalLink', href: '/category/neurology/0ZG000000000001', target: '_blank', pageReference,
    });
  });
});
