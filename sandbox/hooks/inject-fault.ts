// Faults a test asks for (SandboxOptions.faults): latency before every answer, and forced statuses.
import type { FastifyRequest } from 'fastify';
import type { FaultOptions } from '../config.ts';
import type { Core } from '../domain/core.ts';
import { ApiError } from '../http/errors.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first hook: reads the shared test clock when another process may have moved it (PX-66-004; only
 * with the test clock over PostgreSQL), then waits the injected latency.
 */
export function injectLatency(core: Core, faults: FaultOptions | undefined, clockMoves: boolean) {
  return async function injectLatency(_request: FastifyRequest): Promise<void> {
    if (clockMoves) await core.clock.sync();
    if (faults?.latencyMs) await pause(faults.latencyMs);
  };
}

/** A forced answer for the operation (500, 409 or 410 with the error body), thrown once the request is valid. */
export function throwForcedFault(faults: FaultOptions | undefined, operationId: string): void {
  const forced = faults?.statusByOperation?.[operationId];
  if (!forced) return;
  const code = forced === 500 ? 'UNKNOWN_EXCEPTION' : forced === 409 ? 'CONFLICT' : 'GONE';
  throw new ApiError(forced, [{ errorCode: code, message: `Fault injected: ${forced} for ${operationId}.` }]);
}

/** Latency before the session of a read is looked up: with a session cookie, or without one. */
export async function sessionReadLatency(faults: FaultOptions | undefined, request: FastifyRequest, moment: 'carried' | 'fresh'): Promise<void> {
  if (!faults || !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  const ms = moment === 'carried' ? faults.sessionReadLatencyMs : faults.sessionlessReadLatencyMs;
  if (ms) await pause(ms);
}
