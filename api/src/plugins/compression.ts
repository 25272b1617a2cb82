import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../types';

/**
 * The answers worth encoding: HTML, JSON, JavaScript, CSS, XML, SVG, Remix's data (text/x-script).
 * Never server-sent events, whose events must leave one by one. PDFs, images, fonts and archives
 * are compressed already; @fastify/compress leaves them alone as mime-db says so.
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Below this, encoding saves less than it costs (headers, CPU). */
export const COMPRESS_THRESHOLD = 1024;

/** Adds accept-encoding to Vary, keeping what is there (CORS's Origin...). */
function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding')) return;
  // Lower case: @fastify/compress looks for this exact spelling before adding its own.
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Brotli or gzip for every text answer of the app (API, site, console) over COMPRESS_THRESHOLD.
 * Its onSend runs at route level, after the scopes' own onSend hooks: the site's page cache keeps
 * and replays plain HTML (with its fresh nonce) and only then is it encoded. Socket.io answers on
 * the HTTP server before Fastify sees the request, so it is never touched here.
 */
export default fp(
  async (app: App) => {
    app.addHook('onRequest', async (request) => {
      // A range names bytes of the plain body (206 answers stay plain, precompressed files too);
      // an in-process call (the site's loaders) reads the body itself and gains nothing.
      if (request.headers.range !== undefined || request.headers['x-cf-internal'] === app.config.internalKey) {
        request.headers['accept-encoding'] = 'identity';
      }
    });
    // Every text answer says it varies by encoding, encoded or not, so that a shared cache never
    // hands one client's encoding to another. Precompressed static files get it here too.
    app.addHook('onSend', async (request, reply, payload) => {
      if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
      // @fastify/compress weighs only buffered bodies against the threshold; a small file streamed
      // with its length (a static file without .br/.gz beside it) stays plain too. This request
      // header is its documented opt-out, read by its onSend after this one.
      if (Number(reply.getHeader('content-length')) < COMPRESS_THRESHOLD) request.headers['x-no-compression'] = '1';
      return payload;
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
