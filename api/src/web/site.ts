import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRemixRequestHandler } from '@mcansh/remix-fastify';
import type { ServerBuild } from '@remix-run/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { maintenanceHook } from './maintenance';
import { keepPage, pageCacheKey, withNonce } from './page-cache';

/** What the site's loaders receive as `context` (site/app/lib/context.ts mirrors this). */
export type SiteLoadContext = {
  /** Calls the API in process (no socket); the visitor's address travels with each call. */
  api: (call: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
  }) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  nonce: string;
  clientIp: string;
  publicUrl: string;
  sessionSecret: string;
  sessionLifetimeSeconds: number;
  secureCookies: boolean;
};

function sitePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A form posted to the site from another site is refused: cookies must not act for a stranger.
 * Browsers say where a request comes from in Sec-Fetch-Site; older ones only send Origin.
 */
function isCrossSitePost(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return Boolean(origin);
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Serves the Remix site for every path the API and the console do not own. */
export async function registerSite(app: App, buildDir: string) {
  const serverBuild = join(buildDir, 'server/index.js');
  if (!existsSync(serverBuild)) {
    app.log.warn(`site build not found at ${serverBuild}: run the site build (npm start does it)`);
    return;
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;

  await app.register(async (site) => {
    // Remix reads request bodies itself (forms, fetchers): hand it the raw stream.
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    site.decorateRequest('cspNonce', '');
    site.decorateRequest('pageStamp', '');
    site.addHook('onRequest', maintenanceHook(app));
    site.addHook('onRequest', async (request, reply) => {
      if (isCrossSitePost(request)) {
        return reply
          .status(403)
          .type('text/plain; charset=utf-8')
          .send(request.headers['accept-language']?.startsWith('fr') ? 'Requête refusée.' : 'Cross-site request refused.');
      }
      request.cspNonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', sitePolicy(request.cspNonce));
      // The API keeps helmet's no-referrer; pages keep the origin for same-site navigation.
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      const key = app.pageCache.enabled ? pageCacheKey(request) : null;
      if (!key) return;
      request.pageStamp = app.pageCache.stamp(app.publicCache.version);
      const hit = app.pageCache.get(key, request.pageStamp);
      if (hit) return reply.headers(hit.headers).header('x-page-cache', 'hit').send(withNonce(hit, request.cspNonce));
    });
    if (app.pageCache.enabled) {
      site.addHook('onSend', async (request, reply, payload) =>
        !request.pageStamp || reply.getHeader('x-page-cache')
          ? payload
          : keepPage(
              app.pageCache,
              { atStart: request.pageStamp, now: app.pageCache.stamp(app.publicCache.version) },
              request,
              reply,
              payload,
            ),
      );
    }

    // Fingerprinted assets for a year; other public files briefly. Registered per file (no wildcard)
    // so the Remix catch-all below keeps every other path.
    await site.register(fastifyStatic, {
      root: join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    const handler = createRemixRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (request: FastifyRequest): SiteLoadContext => ({
        api: async (call) => {
          const res = await app.inject({
            method: call.method as 'GET',
            url: call.path,
            headers: { ...call.headers, 'x-cf-internal': app.config.internalKey, 'x-cf-client-ip': request.ip },
            ...(call.body === undefined ? {} : { payload: call.body as string }),
          });
          // rawBody keeps binary answers (PDFs, images) intact; body is the text view of JSON.
          return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body, rawBody: res.rawPayload };
        },
        nonce: request.cspNonce,
        clientIp: request.ip,
        publicUrl: app.config.publicUrl,
        sessionSecret: app.config.sessionSecret,
        sessionLifetimeSeconds: app.config.sessionLifetimeSeconds,
        secureCookies: app.config.publicUrl.startsWith('https://'),
      }),
    });
    site.all('*', (request: FastifyRequest, reply: FastifyReply) => handler(request, reply));
  });
}
