// The API route's handler, after the hooks of app.ts: openapi-backend validates the call against the
// document, the operation's handler answers, and the answer (with the session's cookies) is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIBackend, Context as OpenApiContext } from 'openapi-backend';
import type { FaultOptions } from '../config.ts';
import type { Core } from '../domain/core.ts';
import { notFound, notSignedIn } from '../domain/errors.ts';
import { handlers } from '../handlers/index.ts';
import { apiCallOf, type ApiCall } from '../hooks/api-call.ts';
import { throwForcedFault } from '../hooks/inject-fault.ts';
import { storeGuestOnFirstWrite } from '../hooks/resume-guest-session.ts';
import type { createJsonPartValidator } from '../openapi.ts';
import { validationErrors } from '../openapi.ts';
import type { Answer, ParsedCall } from './context.ts';
import { ApiError, apiErrorOf } from './errors.ts';
import type { LookupGuard, SignInGuard } from './limits.ts';
import { sendError } from './send-error.ts';
import { setSessionCookies } from './session-cookies.ts';

export interface DispatchDeps {
  core: Core;
  api: OpenAPIBackend;
  jsonParts: ReturnType<typeof createJsonPartValidator>;
  faults: FaultOptions | undefined;
  signInGuard: SignInGuard;
  lookupGuard: LookupGuard;
}

type Extra = { run: (c: OpenApiContext) => Promise<Answer>; signedIn: boolean };

/** Every operation runs through `extra.run`; what matches no operation, or not its security, is refused. */
export function registerOperations(api: OpenAPIBackend): void {
  for (const operation of api.getOperations()) api.register(operation.operationId!, (c: OpenApiContext, extra: Extra) => extra.run(c));
  api.register({
    validationFail: (c: OpenApiContext, extra: Extra) => extra.run(c),
    notFound: () => {
      throw notFound('No operation of the API matches this request.');
    },
    methodNotAllowed: () => {
      throw notFound('No operation of the API matches this method and path.');
    },
    // Operations that name only the session cookie need a signed-in buyer (guests have a session too).
    unauthorizedHandler: () => {
      throw notSignedIn('Sign in to continue.');
    },
  });
  api.registerSecurityHandler('sessionCookie', (_c: OpenApiContext, extra: Extra) => extra.signedIn);
}

function runOperation(deps: DispatchDeps, request: FastifyRequest, call: ApiCall) {
  const { core, jsonParts, faults } = deps;
  const isMultipart = call.multipart !== undefined;
  return async (c: OpenApiContext): Promise<Answer> => {
    const operationId = c.operation?.operationId;
    if (!operationId || !c.operation) throw notFound('No such operation.', 'NOT_FOUND');
    if (c.validation?.valid === false) throw new ApiError(400, validationErrors(operationId, c.validation.errors as any));
    // One store: another well-formed webstore id names nothing, as on the platform (404, PX-65-004);
    // its 18-character form is the same id.
    const { webstoreId } = c.request.params as Record<string, string | undefined>;
    if (webstoreId !== undefined && webstoreId.slice(0, 15) !== core.store.webstore.id) throw notFound(`Webstore ${webstoreId} was not found.`, 'NOT_FOUND');
    if (isMultipart) {
      const partErrors = jsonParts.validate(operationId, call.multipart!.fields);
      if (partErrors.length > 0) throw new ApiError(400, partErrors);
    }
    await storeGuestOnFirstWrite(core, request.method, call, operationId);
    throwForcedFault(faults, operationId);
    // The boundary of the typed handlers: the router matched this operation and validated its
    // parameters and body against the document, which is what the handler's types say.
    const handler = (handlers as Partial<Record<string, (call: ParsedCall) => Promise<Answer>>>)[operationId];
    if (!handler) throw new ApiError(501, [{ errorCode: 'NOT_IMPLEMENTED', message: `${operationId} is not implemented by the sandbox.` }]);
    return handler({
      core,
      operationId,
      params: c.request.params as Record<string, string>,
      query: (c.request.query ?? {}) as Record<string, any>,
      body: isMultipart ? call.multipart!.fields : call.body,
      headers: request.headers,
      files: call.multipart?.files ?? {},
      session: call.session,
      user: call.user,
      clientAddress: request.ip,
      signInGuard: deps.signInGuard,
      lookupGuard: deps.lookupGuard,
    });
  };
}

export function dispatch(deps: DispatchDeps) {
  const { core, api } = deps;
  return async function dispatch(request: FastifyRequest, reply: FastifyReply) {
    const call = apiCallOf(request);
    const { multipart } = call;
    // Multipart parts are validated as sent (text, file names); JSON parts again against their contentSchema in the run.
    const validationBody = multipart ? { ...multipart.raw, ...Object.fromEntries(Object.entries(multipart.files).map(([k, f]) => [k, f.filename || 'file'])) } : call.body;
    const answer = await api.handleRequest(
      { method: request.method, path: call.path, query: call.rawQuery, headers: request.headers as Record<string, string>, body: validationBody as any },
      { run: runOperation(deps, request, call), signedIn: call.user !== null },
    ).catch((error: unknown) => {
      const known = apiErrorOf(error);
      if (known) return { error: known } as const;
      throw error;
    });

    if (call.freshSession && !(answer && 'session' in answer)) setSessionCookies(request, reply, core.sessions, call.session);
    if ('error' in answer) return sendError(reply, answer.error);
    if (answer.session !== undefined) setSessionCookies(request, reply, core.sessions, answer.session);
    reply.status(answer.status).headers(answer.headers ?? {});
    if (answer.redirect) return reply.redirect(answer.redirect, answer.status);
    if (answer.raw) return reply.type(answer.raw.contentType).send(answer.raw.data);
    if (answer.body === undefined) return reply.send();
    return reply.type('application/json').send(JSON.stringify(answer.body));
  };
}
