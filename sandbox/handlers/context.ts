// Application and session context, managed accounts, localisation, navigation, content delivery,
// personalisation and the logout navigation target.
import type { Wire } from '../domain/wire.ts';
import { randomUUID } from 'node:crypto';
import type { ContentItem } from '../../fixtures/types.ts';
import { actingAccountId, activityOwner, currencyFor, ok, requireUser, type Call, type Ctx, type Reply } from '../http/context.ts';
import { billingAddressOf, buyerGroupsOf, effectiveAccountOf, endSession, findAccount, managedAccountsOf } from '../domain/accounts.ts';
import { invalidInput, notFound } from '../domain/errors.ts';
import { ApiError } from '../http/errors.ts';
import { hasActivityFields, recordActivity } from '../domain/activities.ts';
import { filterCountries } from '../lib/countries.ts';
import { API_PREFIX } from '../config.ts';
import { menuForAccount } from '../domain/navigation-menu.ts';
import { catalogueLanguage, localMenuItems } from '../domain/catalogue-language.ts';
import { accountToActFor } from '../access/accounts.ts';

const GUEST_USER = { userId: '005000000000099', userName: 'krm-storefront-guest@kestrelridge.example' };
const NO_ACCOUNT = '000000000000000';
const NAVIGATION_LINK_SET_ID = '0Lm000000000001';
const PUBLISHED = '2026-06-02T14:30:00.000Z';

export async function getApplicationContext(ctx: Ctx<'getApplicationContext'>): Reply<'getApplicationContext'> {
  const s = ctx.core.settings;
  // The platform's shapes (Application Context, v58+): markets with an id and a locale (en_US) to currency
  // map, order statuses as API name and label.
  const markets = ctx.core.store.markets.map((m, index) => ({
    marketId: `0ZI${String(index + 1).padStart(12, '0')}`,
    localeCurrencyMap: Object.fromEntries(m.locales.map((l) => [l.locale.replace('-', '_'), l.currencyCode])),
  }));
  const orderStatuses = (s.orderStatuses as string[]).map((status) => ({ apiName: status, displayValue: status }));
  return ok(
    { ...s, markets, orderStatuses, clientSidePaymentConfiguration: { ...s.clientSidePaymentConfiguration, error: null } },
    200,
    { 'Cache-Control': 'private, max-age=300' },
  );
}

export async function getSessionContext(ctx: Ctx<'getSessionContext'>): Reply<'getSessionContext'> {
  const guest = { guestUser: true, accountId: NO_ACCOUNT, accountName: null, ...GUEST_USER, profile: null, buyerGroups: [], guestUserDetails: null, effectiveAccountId: null, isPreview: false, isAnonymousPreview: false };
  if (!ctx.user) return ok(guest);
  const user = ctx.user;
  const effectiveAccountId = await effectiveAccountOf(ctx.core.db, user, ctx.session, ctx.query.effectiveAccountId);
  const account = user.doc.defaultAccountId ? await findAccount(ctx.core.db, user.doc.defaultAccountId) : undefined;
  const groups = effectiveAccountId ? await buyerGroupsOf(ctx.core.db, effectiveAccountId) : [];
  return ok({
    guestUser: false,
    accountId: account?.id ?? NO_ACCOUNT,
    accountName: account?.name ?? null,
    userId: user.id,
    userName: user.username,
    profile: { firstName: user.doc.firstName, lastName: user.doc.lastName, userName: user.username, email: user.doc.email },
    buyerGroups: groups,
    guestUserDetails: null,
    effectiveAccountId,
    isPreview: false,
    isAnonymousPreview: false,
  });
}

export async function getAiConfiguration(ctx: Ctx<'getAiConfiguration'>): Reply<'getAiConfiguration'> {
  return ok({ activityTrackingEnabled: true, catalogExists: true, isDeployed: true, host: 'sandbox.local', siteId: ctx.core.store.webstore.siteId, tenant: 'krm-sandbox', deploymentEnabled: true });
}

export async function getShopperAgentContext(ctx: Ctx<'getShopperAgentContext'>): Reply<'getShopperAgentContext'> {
  const effectiveAccountId = ctx.user && !ctx.user.doc.roles.includes('reviewer') ? actingAccountId(ctx) : null;
  return ok({
    isShopperAgentEnabled: ctx.core.settings.propertiesEx.shopperCopilotUIEnabled,
    agentDeveloperName: 'KRM_Shopper_Assistant',
    webstoreId: ctx.core.store.webstore.id,
    effectiveAccountId,
    locale: ctx.core.store.webstore.defaultLocale,
    currencyIsoCode: currencyFor(ctx, effectiveAccountId ? await findAccount(ctx.core.db, effectiveAccountId) : undefined),
  });
}

export async function getExternalManagedAccounts(ctx: Ctx<'getExternalManagedAccounts'>): Reply<'getExternalManagedAccounts'> {
  const user = requireUser(ctx);
  return ok({ externalManagedAccounts: await managedAccountsOf(ctx.core.db, user, ctx.query.includeMyAccount !== false) });
}

export async function getEffectiveAccount(ctx: Ctx<'getEffectiveAccount'>): Reply<'getEffectiveAccount'> {
  const user = requireUser(ctx);
  const id = ctx.params.effectiveAccountId;
  const account = await accountToActFor(ctx.core.db, user, id);
  const billing = await billingAddressOf(ctx.core.db, account);
  const all: Record<string, string | null> = {
    Name: account.name, AccountNumber: account.accountNumber, Type: account.type, Phone: account.phone, Website: account.website,
    BillingCity: billing?.city ?? null, BillingCountry: billing?.country ?? account.country, CurrencyIsoCode: account.currencyIsoCode,
    IsBuyer: 'true', ParentId: account.parentAccountId, PaymentTerms: account.paymentTerms, SalesTaxExempt: String(account.salesTaxExempt),
  };
  const wanted = ctx.query.fields ?? Object.keys(all);
  return ok({ id: account.id, isMyAccount: id === user.doc.defaultAccountId, fields: Object.fromEntries(wanted.map((f) => [f, all[f] ?? null])) });
}

export async function getStateCountries(ctx: Ctx<'getStateCountries'>): Reply<'getStateCountries'> {
  return ok({ addressCountries: filterCountries(ctx.query.countries) });
}

export async function getNavigationMenuItems(ctx: Ctx<'getNavigationMenuItems'>): Reply<'getNavigationMenuItems'> {
  const { webstore, navigationMenu } = ctx.core.store;
  if (ctx.params.communityId !== webstore.communityId) throw notFound('No such community.');
  const setName = ctx.query.navigationLinkSetDeveloperName;
  const setId = ctx.query.navigationLinkSetId;
  if ((setName && setName !== navigationMenu.navigationLinkSetDeveloperName) || (setId && setId !== NAVIGATION_LINK_SET_ID)) throw notFound('No such navigation link set.');
  const skip = new Set<string>(ctx.query.menuItemTypesToSkip ?? []);
  const withImages = ctx.query.includeImageUrl === true;
  const shape = (items: typeof navigationMenu.menuItems): any[] =>
    items.filter((i) => !skip.has(i.actionType)).map((i) => ({ ...i, imageUrl: withImages ? i.imageUrl : null, subMenu: shape(i.subMenu) }));
  const home = { actionType: 'InternalLink', actionValue: '/', active: false, label: 'Home', target: 'CurrentWindow', imageUrl: null, subMenu: [], pageReference: { type: 'standard__namedPage', attributes: { name: 'Home' }, state: {} } };
  // PX-80-001: a buyer acting for an account sees the top categories of its business lines; a guest, all.
  const accountId = ctx.user && !ctx.user.doc.roles.includes('reviewer') ? actingAccountId(ctx) : null;
  const account = accountId ? await findAccount(ctx.core.db, accountId) : undefined;
  const own = menuForAccount(navigationMenu.menuItems, ctx.core.catalogue.childCategories(null), account ? account.businessLines : null);
  return ok({ menuItems: localMenuItems([...(ctx.query.addHomeMenuItem ? [home] : []), ...shape(own)], catalogueLanguage(ctx.query.language)).slice(0, 500) });
}

function managedContent(item: ContentItem, withBody: boolean): Wire['ManagedContent'] {
  const title = { value: item.title };
  return {
    contentKey: item.contentKey,
    managedContentId: `20Y${item.contentKey.slice(-12)}`,
    title: item.title,
    type: item.type,
    contentNodes: withBody
      ? { source: { url: item.url, mimeType: item.url.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }, altText: { value: item.altText }, title }
      : { title },
    publishedDate: PUBLISHED,
  };
}

/** A content call names the site or the channel; both operations take the same query. */
type ContentCall = Call & { params: { siteId?: string; channelId?: string; contentKeyOrId?: string }; query: { contentKeys?: string[]; includeContentBody?: boolean } };

function contentBase(ctx: ContentCall): string {
  const { siteId, channelId } = ctx.core.store.webstore;
  if (ctx.params.siteId !== undefined && ctx.params.siteId !== siteId) throw notFound('No such site.');
  if (ctx.params.channelId !== undefined && ctx.params.channelId !== channelId) throw notFound('No such channel.');
  return ctx.params.siteId !== undefined ? `${API_PREFIX}/connect/sites/${siteId}/cms/delivery/contents` : `${API_PREFIX}/connect/cms/delivery/channels/${channelId}/contents`;
}

export async function listContents(ctx: Ctx<'getSiteContents'> | Ctx<'getChannelContents'>): Reply<'getSiteContents' | 'getChannelContents'> {
  const base = contentBase(ctx);
  const keys = ctx.query.contentKeys;
  const all = [...ctx.core.catalogue.content.values()];
  const items = keys ? keys.map((k) => ctx.core.catalogue.content.get(k)).filter((i): i is ContentItem => !!i) : all;
  const withBody = ctx.query.includeContentBody !== false;
  return ok({ items: items.map((i) => managedContent(i, withBody)), total: items.length, currentPageUrl: keys ? `${base}?contentKeys=${keys.join(',')}` : base, nextPageUrl: null });
}

export async function getContent(ctx: Ctx<'getSiteContent'> | Ctx<'getChannelContent'>): Reply<'getSiteContent' | 'getChannelContent'> {
  contentBase(ctx);
  const key = ctx.params.contentKeyOrId;
  const item = [...ctx.core.catalogue.content.values()].find((i) => i.contentKey === key || `20Y${i.contentKey.slice(-12)}` === key);
  if (!item) throw notFound('No such content.');
  return ok(managedContent(item, ctx.query.includeContentBody !== false));
}

const MAX_ACTIVITY_BYTES = 16 * 1024;

export async function trackActivity(ctx: Ctx<'trackActivity'>): Reply<'trackActivity'> {
  const name = ctx.params.activityName;
  if (ctx.params.siteId !== ctx.core.store.webstore.siteId) throw notFound('No such site.');
  if (!hasActivityFields(name, ctx.body)) throw invalidInput(`The ${name} activity is missing required fields.`);
  // Anyone may track: an activity is bounded in size as its sender is in rate (PX-10-009).
  if (Buffer.byteLength(JSON.stringify(ctx.body)) > MAX_ACTIVITY_BYTES) {
    throw new ApiError(413, [{ errorCode: 'PAYLOAD_TOO_LARGE', message: `An activity may be at most ${MAX_ACTIVITY_BYTES / 1024} KB.` }]);
  }
  await recordActivity(ctx.core.db, name, ctx.body, activityOwner(ctx));
  return ok({ accepted: 1 }, 202);
}

export async function getRecommendations(ctx: Ctx<'getRecommendations'>): Reply<'getRecommendations'> {
  const { catalogue } = ctx.core;
  const account = ctx.user && !ctx.user.doc.roles.includes('reviewer') ? await findAccount(ctx.core.db, actingAccountId(ctx)) : undefined;
  const currency = currencyFor(ctx, account);
  const ids = catalogue.recommendedProductIds(ctx.query.anchorValues ?? []);
  const full = ctx.query.includePricingAndProductInformation === true;
  const products = ids.map((id) => catalogue.product(id)!).filter(Boolean).map((p) => {
    const media = catalogue.media(p);
    return full
      ? { id: p.id, name: p.name, sku: p.sku, defaultImage: media ? { url: media.url, alternateText: media.alternateText } : null, prices: catalogue.priceSummary(p, currency) ? { currencyIsoCode: currency, ...catalogue.priceSummary(p, currency) } : null, fields: { Name: p.name, StockKeepingUnit: p.sku } }
      : { id: p.id, name: p.name };
  });
  return ok({ productPage: { products }, uuid: randomUUID(), recommenderName: ctx.query.recommender });
}

export async function webruntimeLogout(ctx: Ctx<'webruntimeLogout'>): Reply<'webruntimeLogout'> {
  await endSession(ctx.core.db, ctx.session.id);
  return { status: 302 as const, redirect: '/', session: null };
}

;
