import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PublicFile } from '../providers/storage/index';
import { publicContentType } from '../providers/storage/names';
import type { App } from '../types';

/** A stored name is random and never reused: a URL's bytes never change, so browsers keep them a year unasked. */
const CACHE = 'public, max-age=31536000, immutable';

/** Weak comparison (RFC 9110 §13.1.2): W/"x" and "x" match; "*" matches any file. */
function etagMatches(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** If-None-Match decides when sent; else If-Modified-Since, to the second (HTTP dates have no finer unit). */
function notModified(request: FastifyRequest, file: PublicFile): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, file.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Public uploads (logos, slides, avatars) at /uploads/<name>, read from the configured storage
 * (the local disk or the shared S3 bucket). Only the public area is read; private files have no
 * URL here. Served as inert bytes: their checked image type, no sniffing, no scripts.
 */
export async function registerUploads(app: App) {
  app.get('/uploads/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    const file = await app.storage.readPublic(name);
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    if (!file) return reply.status(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', CACHE).header('etag', file.etag).header('last-modified', file.lastModified.toUTCString());
    if (notModified(request, file)) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(publicContentType(name)).header('content-length', file.size).send(file.body);
  });
}
