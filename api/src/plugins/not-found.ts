import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';

const ROOT = '/api/v1';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every path under /api/v1 that no route owns answers 404 in the envelope (with Allow
 * when the path exists for other methods). Without this catch-all the site's own catch-all (web/site.ts)
 * would answer with an HTML page or Remix's 405 message. Register inside the /api/v1 scope.
 */
export default async function notFoundRoutes(app: App) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    // The API's root is only this catch-all; a match with a '*' parameter is a catch-all (this
    // one or the site's), not an API route.
    const root = url.replace(/\/+$/, '') === ROOT;
    const allowed = METHODS.filter((method) => {
      if (root) return false;
      const found = app.findRoute({ method, url });
      return found !== null && !('*' in (found.params as Record<string, unknown>));
    });
    if (allowed.length === 0) return reply.status(404).send({ status: 'fail', message: request.t('errors.routeNotFound') });
    // The console's data protocol and its tests take a wrong method on a known path as 404 (no
    // such operation); Allow still says which methods the path has.
    return reply
      .status(404)
      .header('allow', allowed.join(', '))
      .send({ status: 'fail', message: request.t('errors.methodNotAllowed') });
  };
  app.all('/', { schema: { hide: true } }, handler);
  app.all('/*', { schema: { hide: true } }, handler);
}
