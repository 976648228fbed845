// What every area module shares: the request context, who a request goes out as, the query and
// header facts added to calls, and turning the typed client's answer into data or an error.
import { goesOutAsGuest } from '../../machines/api/request-rules.ts';
import { GUEST_CREDENTIALS, HIGH_SCALE_HEADER_VALUE } from '../../machines/constants/api.ts';
import type { StoreClient } from './client.ts';
import { abortError, isAbortError, toApiError, type ApiError } from './errors.ts';
import type { components, operations } from './generated/schema.ts';

type Schemas = components['schemas'];

/** The request-shaping facts, read from the application and session contexts. */
export interface RequestContext {
  /** True for a guest, false once signed in. */
  isGuest: boolean;
  effectiveAccountId?: string | null;
  currencyIsoCode?: Schemas['CurrencyIsoCode'] | null;
  catalogSnapshotVersionId?: string | null;
  canUseGuestDataForAuthUsers?: boolean;
  guestBrowsingEnabled?: boolean;
  taxType?: Schemas['TaxType'];
  inventoryConfiguration?: Schemas['InventoryConfiguration'] | null;
  isPreview?: boolean;
  highScaleCartEnabled?: boolean;
  /** The personalisation configuration's host and deployment flag (CC-7-026). */
  recommendations?: Pick<Schemas['AiConfiguration'], 'host' | 'deploymentEnabled'> | null;
  /** The catalogue text's language, as the platform writes it (fr_FR); none on English pages (PX-79-003). */
  language?: string | null;
  /** PX-81-001: the page's locale ('fr-FR'). */
  locale?: string;
}

/** A fixed context, or a getter so each call sees the current one (the effective account may change). */
export type ContextSource = RequestContext | (() => RequestContext);

export interface AreaOptions {
  client: StoreClient;
  webstoreId: string;
  context: ContextSource;
}

type GuestInit = { credentials?: RequestCredentials };
export const GUEST_INIT: GuestInit = { credentials: GUEST_CREDENTIALS };

/** Every store call's path starts here (the typed client's paths, from openapi/). */
export const WEBSTORE_PATH = '/services/data/v64.0/commerce/webstores/{webstoreId}' as const;

export const GUEST_CONTEXT: RequestContext = { isGuest: true };

export function readContext(source: ContextSource): RequestContext {
  return typeof source === 'function' ? source() : source;
}

/**
 * PX-81-001, PX-86-002: the page's locale as the `language` of a request whose e-mails the sandbox writes
 * later (an order, a password link, a registration, a standing order), so they are in the buyer's language.
 */
export function mailLanguageQuery(context: RequestContext): { language?: string } {
  return context.locale ? { language: context.locale } : {};
}

/** CC-6-003: effectiveAccountId when present; PX-02-006: never on a request sent as guest. */
export function accountQuery(context: RequestContext, asGuest = false): { effectiveAccountId?: string } {
  return context.effectiveAccountId && !asGuest ? { effectiveAccountId: context.effectiveAccountId } : {};
}

/**
 * CC-6-001, CC-6-002, CC-6-003: product, category, search, pricing and tax requests go out as
 * guest (no cookies) when the context allows it; otherwise they carry the effective account.
 */
export function catalogueRequest(context: RequestContext): { init: GuestInit; account: { effectiveAccountId?: string }; language: { language?: string } } {
  const asGuest = goesOutAsGuest(context);
  return { init: asGuest ? GUEST_INIT : {}, account: accountQuery(context, asGuest), language: languageQuery(context) };
}

/**
 * PX-79-003: the reads whose answer carries catalogue text (names, descriptions, facets) ask for the
 * page's language, last in their query (as index.html's early reads add it); never on English pages,
 * so their requests and caches stay as they were.
 */
export function languageQuery(context: RequestContext): { language?: string } {
  return context.language ? { language: context.language } : {};
}

/** CC-7-007, CC-7-050. */
export function highScaleHeader(on: boolean | undefined): { 'X-HighScale': 'true' } | undefined {
  return on ? { 'X-HighScale': HIGH_SCALE_HEADER_VALUE } : undefined;
}

/** currencyIsoCode where the specification adds it: pricing, recommendations, cart (CC-7-013, CC-7-016, CC-7-025, CC-7-047). */
export function currencyQuery(context: RequestContext): { currencyIsoCode?: Schemas['CurrencyIsoCode'] } {
  return context.currencyIsoCode ? { currencyIsoCode: context.currencyIsoCode } : {};
}

/** CC-7-047, CC-7-048: the cart base query (not sent on DELETE). */
export function cartQuery(context: RequestContext) {
  return { ...accountQuery(context), ...currencyQuery(context) };
}

/** What the typed client resolves to (openapi-fetch's FetchResponse, structurally). */
type Outcome<D> = { data?: D; error?: unknown; response: Response };

/** A success with its status, for calls the platform may answer 202 while it works (PX-02-007). */
export interface Answer<D> {
  data: D;
  status: number;
  /** Retry-After and Location of a 202, Cache-Control of the application context. */
  headers: Headers;
}

export interface AnswerOptions {
  signal?: AbortSignal;
  /** How a failure is reported (cart errors, gift wrap, content, effective account). */
  mapError?: (error: ApiError) => Error;
  /** Non-ok statuses whose body is a result, not an error (a checkout ready with errors). */
  resultStatuses?: readonly number[];
}

/** SH-8-011 to SH-8-014, CC-8-001: non-ok answers throw an ApiError; aborts raise AbortError('Aborted'). */
export async function answer<D>(pending: Promise<Outcome<D>>, options: AnswerOptions = {}): Promise<Answer<D>> {
  let outcome: Outcome<D>;
  try {
    outcome = await pending;
  } catch (error) {
    if (options.signal?.aborted || isAbortError(error)) throw abortError();
    throw error;
  }
  const { response } = outcome;
  const isResult = options.resultStatuses?.includes(response.status) ?? false;
  if (!response.ok && !isResult) {
    const error = await toApiError(response, outcome.error);
    throw options.mapError ? options.mapError(error) : error;
  }
  return {
    data: (isResult ? outcome.error : outcome.data) as D,
    status: response.status,
    headers: response.headers,
  };
}

export async function dataOf<D>(pending: Promise<Outcome<D>>, options?: AnswerOptions): Promise<D> {
  return (await answer(pending, options)).data;
}

/** For calls answering 204 No Content. */
export async function done(pending: Promise<Outcome<unknown>>, options?: AnswerOptions): Promise<void> {
  await answer(pending, options);
}

/** The query a caller may set: the operation's query without what the context adds. */
export type QueryOptions<Op extends keyof operations, Omitted extends string = never> = Omit<
  NonNullable<operations[Op]['parameters']['query']>,
  'effectiveAccountId' | 'currencyIsoCode' | Omitted
>;

/** The request body of an operation (JSON or multipart). */
export type BodyOf<Op extends keyof operations> = operations[Op]['requestBody'] extends { content: infer Content } | undefined
  ? Content[keyof Content]
  : never;

/** A multipart body; the generated schema types binary parts as strings, so files come in as Blobs. */
export function toFormData(parts: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) form.append(name, value);
  return form;
}
