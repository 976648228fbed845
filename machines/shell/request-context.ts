// The request-shaping facts of the API layer, derived from the application context, the session
// and the locale of the page address (SH §3, SH §4 "Currency choice", CC §6).
import type { ApplicationContext } from '../context/application-context.ts';
import { chooseCurrency } from '../locale/currency.ts';
import type { SessionContext } from '../session/session-context.ts';
import type { EffectiveAccount } from '../session/storage.ts';
import type { Tolerant, Wire } from '../wire.ts';

export const DEFAULT_LOCALE = 'en-US'; // SH-1-022, SH-9-001

export interface RequestFacts {
  isGuest: boolean;
  effectiveAccountId?: string | null;
  currencyIsoCode?: string | null;
  catalogSnapshotVersionId?: string | null;
  canUseGuestDataForAuthUsers?: boolean;
  guestBrowsingEnabled?: boolean;
  taxType?: string;
  inventoryConfiguration?: Tolerant<Wire['InventoryConfiguration']> | null;
  isPreview?: boolean;
  highScaleCartEnabled?: boolean;
  recommendations?: { host?: string | null; deploymentEnabled?: boolean } | null;
  language?: string | null;
  /** PX-81-001: the page's locale, which an order placed from it keeps for its e-mails and invoice. */
  locale?: string;
}

/** PX-79-003: the catalogue text's language for a page locale, as the platform writes it (fr-FR → fr_FR); none for English. */
export const catalogueLanguageOf = (locale: string): string | null => (/^en\b/.test(locale) ? null : locale.replace('-', '_'));

export interface RequestFactSources {
  app: ApplicationContext | undefined;
  session: SessionContext | undefined;
  effectiveAccount: EffectiveAccount | undefined;
  locale: string;
  recommendations?: { host?: string | null; deploymentEnabled?: boolean } | null;
}

/**
 * A guest until the session says signed in (SH-3-055); a signed-in buyer acts for the stored
 * effective account, else the session's (SH-4-009); the currency follows the currency rule for
 * the page's locale (SH-4-023..SH-4-026).
 */
export function requestFactsOf({ app, session, effectiveAccount, locale, recommendations }: RequestFactSources): RequestFacts {
  const signedIn = session?.signedIn === true;
  return {
    isGuest: !signedIn,
    effectiveAccountId: signedIn ? (effectiveAccount?.id ?? session.effectiveAccountId ?? null) : null,
    currencyIsoCode: app ? (chooseCurrency(app, locale) ?? null) : null,
    catalogSnapshotVersionId: app?.catalogSnapshotVersionId ?? null,
    canUseGuestDataForAuthUsers: app?.canUseGuestDataForAuthUsers ?? false,
    guestBrowsingEnabled: app?.guestBrowsingEnabled ?? false,
    taxType: app?.taxType ?? undefined,
    inventoryConfiguration: app?.inventoryConfiguration ?? null,
    isPreview: session?.isPreview ?? false,
    highScaleCartEnabled: app?.propertiesEx.highScaleCartEnabled ?? false,
    recommendations: recommendations ?? null,
    language: catalogueLanguageOf(locale),
    locale,
  };
}

const LOCALE_SEGMENT = /^[a-z]{2,3}-[A-Z]{2}$/;

export interface LocalisedPath {
  /** The site base path plus the locale segment when the address carries one (the router's basename). */
  basePath: string;
  /** The locale of the address, else the default en-US. */
  locale: string;
  /** Whether the address carried a locale segment. */
  explicit: boolean;
}

/**
 * The locale segment a locale change puts after the site base path (SH-4-077, SH-4-078), read
 * back from a page address: `/de-DE/faqs` under base `` is locale de-DE, basename `/de-DE`
 * (PX-05-007). Only a segment shaped language-COUNTRY counts.
 */
export function localisedPathOf(pathname: string, siteBasePath: string): LocalisedPath {
  const base = siteBasePath.replace(/\/+$/, '');
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : '';
  const segment = rest.split('/')[1] ?? '';
  return LOCALE_SEGMENT.test(segment)
    ? { basePath: `${base}/${segment}`, locale: segment, explicit: true }
    : { basePath: base, locale: DEFAULT_LOCALE, explicit: false };
}
