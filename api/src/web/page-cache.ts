import { Readable } from 'node:stream';
import type { DatabaseHandle } from '@cf/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheBusOf } from '../lib/cache-bus';
import { type CachedPage, PageCache } from '../lib/page-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce (web/site.ts). */
    cspNonce: string;
    /** Set when the page may come from or go to the page cache (web/page-cache.ts). */
    pageStamp: string;
  }
}

export { type CachedPage, PageCache } from '../lib/page-cache';

/**
 * The app's page cache, shared in effect by every instance on the database: a write here empties
 * the others' and theirs empty this one (the cache bus of the handle, lib/cache-bus.ts). PGlite
 * delivers in process.
 */
export async function sharedPageCache(handle: Pick<DatabaseHandle, 'listen' | 'notify'>, ttlMs: number): Promise<PageCache> {
  return new PageCache(ttlMs, await cacheBusOf(handle));
}

/** Response headers worth replaying (the CSP is rebuilt for the new nonce). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'x-frame-options', 'referrer-policy'];

/** The cache key of a request that may be served from the cache, or null. */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  // Queries (previews, pagination, tracking) and Remix data requests are rendered each time.
  if (url.includes('?') || url.endsWith('.data')) return null;
  const names = Object.keys(request.cookies ?? {});
  if (names.some((name) => name !== 'lng')) return null;
  return `${request.cookies.lng ?? ''}|${request.headers['accept-language'] ?? ''}|${url}`;
}

/** True for methods that change something: their success empties the cache. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

async function textOf(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

/**
 * onSend: keeps a cacheable answer. The page is read to its end first (a cached page is a
 * complete one), then sent as that text.
 */
export async function keepPage(
  cache: PageCache,
  stamps: { atStart: string; now: string },
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const key = pageCacheKey(request);
  if (!key || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
  const body = await textOf(payload);
  if (body === null) return payload;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  cache.set(key, { body, nonce: request.cspNonce, headers, stamp: stamps.atStart }, stamps.now);
  return body;
}

/** The cached page with the new nonce in place of the one it was rendered with. */
export const withNonce = (page: CachedPage, nonce: string) => page.body.replaceAll(page.nonce, nonce);
