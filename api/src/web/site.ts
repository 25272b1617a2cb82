import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { LIMITS } from '@cf/domain';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RECAPTCHA_HOSTS as RECAPTCHA, recaptchaOn } from '../modules/captcha/index';
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

function sitePolicy(nonce: string, recaptcha: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com${recaptcha ? RECAPTCHA.script : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com",
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com${recaptcha ? RECAPTCHA.frame : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
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

/** What a site form may send: the API's own body limit (app.ts `bodyLimit`). */
export const SITE_BODY_MAX = 1024 * 1024;
/** A form with a file: the API's file limit, with room for the form's other fields and the multipart framing. */
export const SITE_UPLOAD_MAX = LIMITS.fileBytesMax + 256 * 1024;
/** The body types a browser's form (or a Remix fetcher) sends; anything else is refused with 415. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/**
 * The site actions that take a file (multipart forms): the investment signature (/invest/{id}),
 * KYC documents, profile photo and cover, accreditation documents, and the campaign wizard's and
 * dashboard's images, documents and contracts.
 */
const UPLOAD_PATHS = [
  /^\/invest\/[^/]+\/?$/,
  /^\/user-kyc\/?$/,
  /^\/settings\/(profile|investment-account)\/?$/,
  /^\/create-campaign\/[^/]+\/[^/]+\/?$/,
  /^\/campaign-dashboard\/[^/]+(\/[^/]+)?\/?$/,
];

/** The body limit of one site request: the upload limit on a file-taking action, 1 MiB elsewhere. */
export function siteBodyLimit(url: string): number {
  const path = url.split('?')[0] ?? '';
  return UPLOAD_PATHS.some((re) => re.test(path)) ? SITE_UPLOAD_MAX : SITE_BODY_MAX;
}

const REFUSALS: Record<number, Record<'en' | 'fr' | 'ar', string>> = {
  413: {
    en: 'The form sent too much data.',
    fr: 'Le formulaire a envoyé trop de données.',
    ar: 'أرسل النموذج بيانات أكثر من المسموح.',
  },
  415: {
    en: 'This kind of request body is not accepted.',
    fr: 'Ce type de contenu n’est pas accepté.',
    ar: 'هذا النوع من المحتوى غير مقبول.',
  },
  429: {
    en: 'Too many requests. Please wait a moment and try again.',
    fr: 'Trop de requêtes. Veuillez patienter un instant puis réessayer.',
    ar: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
  },
};

/** A plain refusal in the visitor's language (from Accept-Language; English otherwise). */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 413 | 415 | 429) {
  const wanted = (request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  const lang = wanted === 'fr' || wanted === 'ar' ? wanted : 'en';
  return reply.status(status).type('text/plain; charset=utf-8').header('connection', 'close').send(REFUSALS[status]![lang]);
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
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
    // Form bodies are read here, within the limit, and handed to Remix as bytes: a body over the
    // limit is refused (413) from its Content-Length before it is read, or as soon as it passes the
    // limit; a body of any other type is refused (415).
    site.removeAllContentTypeParsers();
    site.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: SITE_UPLOAD_MAX }, (request, body, done) => {
      if ((body as Buffer).length > siteBodyLimit(request.url)) {
        done(Object.assign(new Error('body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }));
      } else done(null, body);
    });
    site.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413 || error.statusCode === 415 || error.statusCode === 429) return refuse(request, reply, error.statusCode);
      // Anything else goes on to the server's own handler, as before.
      throw error;
    });
    site.decorateRequest('cspNonce', '');
    site.decorateRequest('pageStamp', '');
    site.addHook('onRequest', maintenanceHook(app));
    site.addHook('onRequest', async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > siteBodyLimit(request.url)) return refuse(request, reply, 413);
      if (isCrossSitePost(request)) {
        return reply
          .status(403)
          .type('text/plain; charset=utf-8')
          .send(request.headers['accept-language']?.startsWith('fr') ? 'Requête refusée.' : 'Cross-site request refused.');
      }
      request.cspNonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', sitePolicy(request.cspNonce, await recaptchaOn(app)));
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

    // Fingerprinted assets (Vite's assets/) for a year; other public files an hour, then revalidated
    // by ETag. Registered per file (no wildcard) so the Remix catch-all below keeps every other path.
    // The build wrote .br and .gz beside each text file (scripts/precompress.mjs): they are sent as
    // they are to a browser that takes them, never as paths of their own.
    const clientDir = join(buildDir, 'client');
    await site.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      // Ours below: send's own (max-age=0) would override it.
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        const fingerprinted = relative(clientDir, path).split(sep)[0] === 'assets';
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    // The site's own per-address limit (the API's numbers), on pages and actions, not on static files.
    // Its calls to the API are in process and skip the API's general limit (app.ts), so a visitor
    // meets this one: a 429 with Retry-After, never a 502.
    await site.register(rateLimit, {
      global: false,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.window,
      keyGenerator: (request) => request.ip,
    });

    const handleRequest = createRequestHandler(build, 'production');
    const loadContext = (request: FastifyRequest): SiteLoadContext => ({
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
    });
    // As @mcansh/remix-fastify does, but the body is the one read above (within the limit), not the raw stream.
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
      const remixRequest = new Request(`${request.protocol}://${request.host}${request.originalUrl}`, {
        method: request.method,
        headers: headersOf(request),
        signal: controller.signal,
        ...(hasBody ? { body: request.body as Buffer<ArrayBuffer> } : {}),
      });
      const response = await handleRequest(remixRequest, loadContext(request));
      reply.status(response.status);
      for (const [name, value] of response.headers.entries()) reply.header(name, value);
      if (!response.body) return reply.send(await response.text());
      return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
    };
    site.all('*', { config: { rateLimit: {} } }, handler);
  });
}
