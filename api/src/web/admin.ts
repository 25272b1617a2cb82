import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    await admin.register(fastifyStatic, {
      root: distDir,
      prefix: '/admin/',
      decorateReply: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The router ignores trailing slashes, so this route also matches /admin/: redirect only the bare path.
    const indexHtml = readFileSync(join(distDir, 'index.html'));
    admin.get('/admin', (request, reply) =>
      request.url === '/admin'
        ? reply.redirect('/admin/')
        : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
    );
  });
}

/** Public uploads (logos, slides...): private files are never under this directory. */
export async function registerUploads(app: App, publicDir: string) {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'");
    },
  });
}
