// Security headers of every answer (PX-10-013), with helmet: a Content-Security-Policy the
// store passes (its scripts are its own files plus the inline scripts of the built index.html, allowed
// by their hashes), nosniff, framing denied, no Referer (reset tokens travel in links), and no-store
// on API answers that do not choose their own caching (they carry personal data).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** sha256 sources of the inline scripts of the built page, so only those run. */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!existsSync(indexHtmlPath)) return [];
  const html = readFileSync(indexHtmlPath, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

export async function registerSecurityHeaders(app: FastifyInstance, indexHtmlPath: string): Promise<void> {
  // Built once: @fastify/helmet builds helmet (and parses the policy) again for every request, a
  // measurable share of a light read's time (issue 26, part 7); the headers are the same for all.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtmlPath)],
        // The built page inlines its stylesheet and React sets style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The sandbox is served over plain HTTP on developers' machines; a deployment's TLS front sets HSTS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => void setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = request.url.startsWith('/services/') || request.url.startsWith('/webruntime/') || request.url.startsWith('/sandbox/');
    if (api && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
