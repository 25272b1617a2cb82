import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RECAPTCHA_HOSTS, recaptchaOn } from '../modules/captcha/index';
import type { App } from '../types';

/** The console page's policy; Google's reCAPTCHA hosts only while reCAPTCHA is the captcha in effect (its login). */
function adminPolicy(recaptcha: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${recaptcha ? RECAPTCHA_HOSTS.script : ''}`,
    // MUI (emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${recaptcha ? RECAPTCHA_HOSTS.frame : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The console's static build at /admin (react-admin uses a hash router: one HTML page). */
export async function registerAdmin(app: App, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`console build not found at ${distDir}: run the admin build (npm start does it)`);
    return;
  }
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', adminPolicy(await recaptchaOn(app)));
    });
    // Vite's fingerprinted assets/ for a year; anything else revalidated each time (ETag). The build
    // wrote .br and .gz beside each text file (scripts/precompress.mjs): sent to a browser that takes
    // them, never fetched by their own names.
    await admin.register(fastifyStatic, {
      root: distDir,
      prefix: '/admin/',
      decorateReply: false,
      // Ours below: send's own (max-age=0) would override it.
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
      setHeaders: (res, path) => {
        const fingerprinted = relative(distDir, path).split(sep)[0] === 'assets';
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The router ignores trailing slashes, so this route also matches /admin/: redirect only the bare path.
    const indexHtml = readFileSync(join(distDir, 'index.html'));
    const indexTag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
    admin.get('/admin', (request, reply) => {
      if (request.url === '/admin') return reply.redirect('/admin/');
      reply.header('cache-control', 'no-cache').header('etag', indexTag);
      if (request.headers['if-none-match'] === indexTag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    });
  });
}
