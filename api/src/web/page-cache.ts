import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A micro-cache of whole site pages as signed-out visitors get them (the same HTML for everyone who
 * reads in the same language), kept a few seconds. It is what lets a campaign page shared on social
 * media take a burst of visitors without rendering the page for each of them.
 *
 * Only plain GETs without a query and without any cookie but the language one are cached; an
 * answer is kept only when it is a 200 HTML page that sets no cookie. Every write that succeeds
 * anywhere in the API (the site's own form posts go through it) empties the cache, and so does a
 * staff change to public settings; changes made outside a request (the closing job) wait for the
 * short lifetime. Each hit gets a fresh CSP nonce, written over the one the page was rendered with.
 */
export type CachedPage = { body: string; nonce: string; headers: Record<string, string>; expires: number; stamp: string };

const MAX_ENTRIES = 500;
/** Response headers worth replaying (the CSP is rebuilt for the new nonce). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'x-frame-options', 'referrer-policy'];

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private clears = 0;

  constructor(private readonly ttlMs: number) {}

  /**
   * What the cached pages were built on: this cache's clears and the public settings' version.
   * Taken when a request starts, so a page rendered while something changed is never kept.
   */
  stamp(publicVersion: number): string {
    return `${this.clears}:${publicVersion}`;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, stamp: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now() || hit.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Keeps a page unless something changed since its request began (its stamp is old). */
  set(key: string, page: Omit<CachedPage, 'expires'>, currentStamp: string): void {
    if (page.stamp !== currentStamp) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...page, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.clears++;
    this.entries.clear();
  }
}

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
