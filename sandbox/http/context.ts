// What a handler gets: the request as the OpenAPI document parsed it, the caller (session and
// user), and the sandbox's shared state. Answers are plain values; app.ts turns them into HTTP.
import type { Account, CurrencyCode } from '../../fixtures/types.ts';
import type { operations } from '../../src/api/generated/schema.ts';
import type { LookupGuard, SignInGuard } from './limits.ts';
import type { Core } from '../domain/core.ts';
import {
  assertMayActFor,
  findAccount,
  managedAccountIds,
  type SessionRecord,
  type UserRecord,
} from '../domain/accounts.ts';
import { EFFECTIVE_ACCOUNT_PARAM_REQUIRED } from '../../machines/constants/session-locale.ts';
import { forbidden, invalidInput, notSignedIn } from '../domain/errors.ts';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** The part exceeded the upload limit and was cut off. */
  truncated: boolean;
}

// Request and answer types come from the generated schema of openapi/, the same the client uses.
export type OperationId = keyof operations;
type Parameters<K extends OperationId> = operations[K]['parameters'];
type Nothing = Record<never, never>;
type PathOf<K extends OperationId> = Parameters<K> extends { path: infer P } ? P : Nothing;
type QueryOf<K extends OperationId> = Parameters<K> extends { query?: infer Q } ? ([NonNullable<Q>] extends [never] ? Nothing : NonNullable<Q>) : Nothing;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : never;
type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? ContentOf<R>
  : operations[K] extends { requestBody?: infer R }
    ? ContentOf<NonNullable<R>> | undefined
    : undefined;
type Responses<K extends OperationId> = operations[K]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Status<K extends OperationId> = Extract<keyof Responses<K>, number>;
/**
 * What a handler of K may answer: a status the document lists for K, with that status's body (AnswerOf
 * per status), so a body that does not match the contract does not compile. Errors are usually thrown
 * (DomainError); a checkout read with errors answers 422 with the checkout, as the document says.
 */
export type ReplyOf<K extends OperationId> = K extends OperationId
  ? { [S in Status<K>]: Answer<JsonOf<Responses<K>[S]>> & { status: S } }[Status<K>]
  : never;

/** Query values every signed-in call may carry: whom the buyer acts for, and in which currency. */
interface CallerQuery {
  effectiveAccountId?: string;
  currencyIsoCode?: string;
  [other: string]: unknown;
}

export interface Answer<B = any> {
  status: number;
  body?: B;
  headers?: Record<string, string>;
  /** Non-JSON body (PDF, HTML) with its content type. */
  raw?: { contentType: string; data: Buffer | string };
  /** Replace (session) or end (null) the caller's session. */
  session?: SessionRecord | null;
  redirect?: string;
}

/** Any call: who calls, on which store, with the query values every call may carry (the helpers below take it). */
export interface Call {
  core: Core;
  operationId: string;
  query: CallerQuery;
  /** Request headers, lower-case names (the Idempotency-Key of PX-08-001). */
  headers: Record<string, string | string[] | undefined>;
  files: Record<string, UploadedFile>;
  session: SessionRecord;
  user: UserRecord | null;
  /** The client's address (the proxy's X-Forwarded-For only with trustProxy). */
  clientAddress: string;
  signInGuard: SignInGuard;
  lookupGuard: LookupGuard;
}

/** One operation's call as the document parsed and validated it. */
interface OperationCall<K extends OperationId> extends Call {
  params: PathOf<K>;
  query: QueryOf<K> & CallerQuery;
  body: BodyOf<K>;
}

/** A call as app.ts parsed it, before the router's validation gives it its operation's types. */
export interface ParsedCall extends Call {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type Ctx<K extends OperationId> = OperationCall<K>;

/** A handler takes its operation's parameters and body as the generated schema types them. */
export type Handler<K extends OperationId> = (ctx: OperationCall<K>) => Promise<ReplyOf<K>>;

/** The answer a handler of K returns: `async function op(ctx: Ctx<'op'>): Reply<'op'>`. */
export type Reply<K extends OperationId> = Promise<ReplyOf<K>>;

// The status is kept as its literal type so ReplyOf can pair it with that status's body.
export function ok<B>(body: B): Answer<B> & { status: 200 };
export function ok<B, S extends number>(body: B, status: S, headers?: Record<string, string>): Answer<B> & { status: S };
export function ok<B>(body: B, status = 200, headers?: Record<string, string>): Answer<B> {
  return { status, body, headers };
}
export const noContent = (): Answer<never> & { status: 204 } => ({ status: 204 });
export const accepted = (retryAfter = 1, location?: string) => ({
  status: 202 as const,
  body: { asyncOperationStatus: 'Processing' as const },
  headers: { 'Retry-After': String(retryAfter), ...(location ? { Location: location } : {}) },
});
/** A document (PDF, image) to download under its file name; its body is not JSON. */
export const download = (contentType: string, data: Buffer | string, filename: string): Answer<never> & { status: 200 } => ({
  status: 200,
  raw: { contentType, data },
  headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
});

/** The caller as the domain knows it: user and session, without the request. */
export const shopperOf = (ctx: Call) => ({ user: ctx.user, session: ctx.session });

/** The Idempotency-Key of the request, if any (PX-08-001 orders, PX-32-005 standing orders). */
export function idempotencyKeyOf(ctx: Call): string | null {
  const key = ctx.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : null;
}

export function requireUser(ctx: Call): UserRecord {
  if (!ctx.user) throw notSignedIn('Sign in to continue.');
  return ctx.user;
}

/**
 * The account a signed-in buyer acts for: the requested effectiveAccountId, else the session's
 * effective account, else the buyer's default account; 403 when the buyer may not act for it.
 */
export function actingAccountId(ctx: Call, requested: string | undefined = ctx.query.effectiveAccountId): string {
  const user = requireUser(ctx);
  const candidate = requested ?? ctx.session.effectiveAccountId ?? user.doc.defaultAccountId ?? managedAccountIds(user)[0];
  // SH-8-005, CC-8-035: no account asked for and none to fall back on (a reviewer) is the platform's missing-parameter answer.
  if (!candidate) throw invalidInput(EFFECTIVE_ACCOUNT_PARAM_REQUIRED);
  assertMayActFor(user, candidate);
  return candidate;
}

export async function actingAccount(ctx: Call, requested?: string): Promise<Account> {
  const id = actingAccountId(ctx, requested);
  const account = await findAccount(ctx.core.db, id);
  if (!account) throw forbidden('You may not act for this account.');
  return account;
}

/** Currency of the request: asked for, else the account's, else the store default. */
export function currencyFor(ctx: Call, account?: Account): CurrencyCode {
  const asked = ctx.query.currencyIsoCode;
  const currency = asked ?? account?.currencyIsoCode ?? ctx.core.settings.defaultCurrency;
  const supported = ctx.core.settings.supportedCurrencies.find((c) => c === currency);
  if (!supported) throw invalidInput(`Currency ${currency} is not supported by this store.`);
  return supported;
}

/** Catalogue reads: a signed-in buyer's effective account is checked (guests need guest browsing: http/access.ts). */
export async function browsingAccount(ctx: Call): Promise<Account | undefined> {
  if (!ctx.user) return undefined;
  if (ctx.user.doc.roles.includes('reviewer')) return undefined;
  return actingAccount(ctx);
}

/**
 * Who an activity belongs to (PX-03-026): the signed-in user, else the store's guest user. Guests
 * call without cookies, so like the platform's site guest user they are one shopper.
 */
export const activityOwner = (ctx: Call): string => ctx.user?.id ?? 'guest';
