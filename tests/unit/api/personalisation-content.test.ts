import { ApiError } from '../../../src/api/errors.ts';
import type { RequestContext } from '../../../src/api/request.ts';
import { BUYER, PREFIX, STORE, fakeStore, platformError, rejection } from './harness.ts';

const RECOMMENDING: RequestContext = { ...BUYER, recommendations: { host: 'reco.kestrelridge.example', deploymentEnabled: true } };

describe('recommendations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[CC-7-025][CC-7-026] GETs /ai/recommendations with its query and the currency when a host and deployment are set', async () => {
    const store = fakeStore(RECOMMENDING);
    const result = await store.api.personalisation.recommendations({
      recommender: 'CustomersWhoBoughtAlsoBought',
      anchorValues: ['01t000000000001'],
      includePricingAndProductInformation: true,
      anchorFromCurrentCart: false,
    });
    expect(store.last.path).toBe(`${STORE}/ai/recommendations`);
    expect(store.last.query).toEqual({
      recommender: 'CustomersWhoBoughtAlsoBought',
      anchorValues: '01t000000000001',
      includePricingAndProductInformation: 'true',
      anchorFromCurrentCart: 'false',
      currencyIsoCode: 'USD',
    });
    expect(result.productPage.products.length).toBeGreaterThan(0);
  });

  it.each([
    ['no recommendations context', undefined],
    ['no host', { host: null, deploymentEnabled: true }],
    ['deployment off', { host: 'reco.kestrelridge.example', deploymentEnabled: false }],
  ])('[CC-7-026][PX-02-009] makes no request with %s and returns an empty result without warning', async (_name, recommendations) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = fakeStore({ ...BUYER, recommendations });
    const result = await store.api.personalisation.recommendations({ recommender: 'RecentlyViewed' });
    expect(result).toEqual({ productPage: { products: [] }, uuid: '', recommenderName: 'RecentlyViewed' });
    expect(store.requests).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([[''], ['   '], [undefined], [null]])('[CC-5-015][CC-5-016][PX-02-009] recommender %j warns and returns an empty result without a request', async (recommender) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = fakeStore(RECOMMENDING);
    const result = await store.api.personalisation.recommendations({ recommender: recommender as string });
    expect(result.productPage.products).toEqual([]);
    expect(store.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith("The 'recommender' option must be a non-empty string; no recommendations were requested.");
  });
});

describe('activity tracking', () => {
  it('[CC-7-032][CC-7-035] POSTs an activity to /activities/{siteId}/{activityName}', async () => {
    const store = fakeStore(BUYER);
    const body = { cookieId: '5b0f7c1e-9a52-4c2e-8f6d-3e1a2b4c5d6e', searchText: 'electrode', products: [{ id: '01t000000000001' }] };
    await store.api.personalisation.trackActivity('0DM000000000001', 'viewSearch', body);
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/activities/0DM000000000001/viewSearch` });
    expect(store.last.body).toEqual(body);
  });

  it('[PX-02-005] rejects a blank siteId before any request', async () => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.personalisation.trackActivity(' ', 'viewProduct', { cookieId: '5b0f7c1e-9a52-4c2e-8f6d-3e1a2b4c5d6e' }));
    expect((error as Error).message).toBe("The 'siteId' option is required to successfully be able to execute this request.");
    expect(store.requests).toHaveLength(0);
  });
});

describe('content delivery', () => {
  it('[CC-5-018][CC-7-029] an id starting 0DM reads site contents with contentKeys and includeContentBody', async () => {
    const store = fakeStore(BUYER);
    await store.api.content.contents('0DM000000000001', { contentKeys: ['MC0000000000000000000000000001'], includeContentBody: true });
    expect(store.last.path).toBe(`${PREFIX}/connect/sites/0DM000000000001/cms/delivery/contents`);
    expect(store.last.query).toEqual({ contentKeys: 'MC0000000000000000000000000001', includeContentBody: 'true' });
  });

  it('[CC-5-019][CC-7-030] an id starting 0ap reads channel contents', async () => {
    const store = fakeStore(BUYER);
    await store.api.content.contents('0ap000000000001', { contentKeys: ['MC0000000000000000000000000001'] });
    expect(store.last.path).toBe(`${PREFIX}/connect/cms/delivery/channels/0ap000000000001/contents`);
  });

  it('[CC-7-031] reads single content by contentKeyOrId on either base', async () => {
    const store = fakeStore(BUYER);
    await store.api.content.content('0DM000000000001', 'MC0000000000000000000000000001', { includeContentBody: true });
    expect(store.last.path).toBe(`${PREFIX}/connect/sites/0DM000000000001/cms/delivery/contents/MC0000000000000000000000000001`);
    expect(store.last.query).toEqual({ includeContentBody: 'true' });
    await store.api.content.content('0ap000000000001', 'MC0000000000000000000000000001');
    expect(store.last.path).toBe(`${PREFIX}/connect/cms/delivery/channels/0ap000000000001/contents/MC0000000000000000000000000001`);
  });

  it.each([['001000000000001'], ['0dm000000000001'], ['0AP000000000001'], ['site']])(
    '[CC-5-020][CC-8-003] rejects channelOrSiteId %j with Enter a valid prefix for channelOrSiteId. before any request',
    async (id) => {
      const store = fakeStore(BUYER);
      for (const call of [() => store.api.content.contents(id), () => store.api.content.content(id, 'MC0000000000000000000000000001')]) {
        const error = await rejection(call);
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toBe('Enter a valid prefix for channelOrSiteId.');
      }
      expect(store.requests).toHaveLength(0);
    },
  );

  it.each([
    ['channelOrSiteId', '', 'MC0000000000000000000000000001'],
    ['channelOrSiteId', undefined, 'MC0000000000000000000000000001'],
    ['contentKeyOrId', '0DM000000000001', ''],
    ['contentKeyOrId', '0ap000000000001', '  '],
  ])('[CC-5-017][PX-02-005] requires a non-empty %s before any request', async (name, channelOrSiteId, contentKeyOrId) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.content.content(channelOrSiteId as string, contentKeyOrId));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(`The '${name}' option is required to successfully be able to execute this request.`);
    expect(store.requests).toHaveLength(0);
  });

  it('[CC-8-026] rethrows a content failure with the status text', async () => {
    const store = fakeStore(BUYER, () => platformError(404, 'Not Found', [{ errorCode: 'NOT_FOUND', message: 'No such content' }]));
    const error = await rejection(() => store.api.content.content('0DM000000000001', 'MC0000000000000000000000000009'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('Not Found');
    expect(error).toMatchObject({ status: 404, errors: [{ type: 'NOT_FOUND' }] });
  });
});

describe('navigation menu', () => {
  it('[CC-7-028][CC-6-003][CC-4-021][SH-7-017] reads the navigation menu items with the effective account, Live outside preview', async () => {
    const store = fakeStore(BUYER);
    await store.api.navigation.navigationMenuItems('0DB000000000001', {
      navigationLinkSetDeveloperName: 'Default_Navigation',
      menuItemTypesToSkip: ['SystemLink', 'Modal'],
      addHomeMenuItem: true,
      includeImageUrl: true,
    });
    expect(store.last.path).toBe(`${PREFIX}/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items`);
    expect(store.last.query).toEqual({
      navigationLinkSetDeveloperName: 'Default_Navigation',
      menuItemTypesToSkip: 'SystemLink,Modal',
      addHomeMenuItem: 'true',
      includeImageUrl: 'true',
      publishStatus: 'Live',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[PX-88-001] on a French page the menu is asked for in its language; an English page asks without one', async () => {
    const french = fakeStore({ ...BUYER, language: 'fr_FR' });
    await french.api.navigation.navigationMenuItems('0DB000000000001', { navigationLinkSetDeveloperName: 'Default_Navigation' });
    expect(french.last.query.language).toBe('fr_FR');
    const english = fakeStore(BUYER);
    await english.api.navigation.navigationMenuItems('0DB000000000001', { navigationLinkSetDeveloperName: 'Default_Navigation' });
    expect(english.last.query).not.toHaveProperty('language');
  });

  it('[CC-4-020] asks for Draft items in preview', async () => {
    const store = fakeStore({ ...BUYER, isPreview: true });
    await store.api.navigation.navigationMenuItems('0DB000000000001', { navigationLinkSetId: '0Lm000000000001' });
    expect(store.last.query.publishStatus).toBe('Draft');
  });
});
