import { sessions, users } from '@cf/db';
import { ForbiddenError, UnauthorizedError } from '@cf/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';

import type { AuthUser } from '../types';

export type { AuthUser };

/** The console keeps its token in this httpOnly, SameSite=Strict cookie, never in page storage. */
export const CONSOLE_COOKIE = 'cf_console';

/**
 * Behind https the console's cookies carry the `__Host-` prefix (Secure, Path=/, no Domain: no
 * sibling host or plain-http page can plant them); over plain http (the local demo) the plain name.
 */
export const consoleCookieName = (publicUrl: string, suffix = ''): string =>
  `${publicUrl.startsWith('https://') ? '__Host-' : ''}${CONSOLE_COOKIE}${suffix}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route guard (written as `preHandler`, run at onRequest): the caller must be signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Route guard (written as `preHandler`, run at onRequest): the caller must be signed-in staff (isAdmin). */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** Route guard (written as `preHandler`, run at onRequest): sets request.user when a valid token is sent; never refuses. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

function tokenOf(request: FastifyRequest, cookieName: string): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // The cookie is only honoured on the console's own API, where SameSite=Strict keeps it first-party.
  if (request.url.startsWith('/api/v1/console/')) return request.cookies?.[cookieName] ?? null;
  return null;
}

export default fp(async (app) => {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const cookieName = consoleCookieName(app.config.publicUrl);

  const sessionQuery = app.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      userType: users.userType,
      status: users.status,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('auth_session');

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const token = tokenOf(request, cookieName);
    if (!token) return null;
    let sid: string;
    try {
      // Only HS256 is accepted: "alg: none" and other algorithms are refused by jose.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'cf-api' });
      if (typeof payload.jti !== 'string' || !/^[0-9a-f-]{36}$/.test(payload.jti)) return null;
      sid = payload.jti;
    } catch {
      return null;
    }
    const [row] = await sessionQuery.execute({ sid });
    if (!row || row.status !== 'active') return null;
    const { status: _status, ...user } = row;
    return user;
  }

  app.decorateRequest('user', null);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await resolve(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await resolve(request);
    if (!request.user) throw new UnauthorizedError(tokenOf(request, cookieName) ? 'errors.sessionExpired' : 'errors.unauthorized');
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    request.user = await resolve(request);
    if (!request.user) throw new UnauthorizedError(tokenOf(request, cookieName) ? 'errors.sessionExpired' : 'errors.unauthorized');
    if (!request.user.isAdmin) throw new ForbiddenError('errors.staffOnly');
  });

  /*
   * Routes name their guard as `preHandler: app.requireUser`, but Fastify runs preHandler after the
   * body is parsed and validated: a visitor would get the 400 (and so learn the body's rules) before
   * the 401. Every route registered after this plugin has these guards moved to its onRequest hooks,
   * in their order, after the route's own onRequest hooks (rate limit). Any other preHandler (an
   * ownership check reading params or body) stays where it was: after validation and the guard.
   */
  const guards = new Set<unknown>([app.requireUser, app.requireStaff, app.optionalUser]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const handlers = [route.preHandler ?? []].flat();
    const moved = handlers.filter((hook) => guards.has(hook));
    if (moved.length === 0) return;
    const rest = handlers.filter((hook) => !guards.has(hook));
    route.preHandler = rest.length > 0 ? rest : undefined;
    route.onRequest = [...[route.onRequest ?? []].flat(), ...moved] as RouteOptions['onRequest'];
  });
});
