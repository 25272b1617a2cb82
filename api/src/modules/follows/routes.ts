import { followOut, profileNetworkQuery, publicProfileOut, publicUserOut, userSearchQuery } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['profile'];

const userIdParam = z.object({ userId: z.string().max(64) });

/** Public profiles by slug, followers and following (6 a page), follow and unfollow (issue 3 §6). */
export default async function followsRoutes(app: App) {
  app.get(
    '/users/profile/:slug',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A user’s public profile (never e-mail, phone or other private fields)',
        params: z.object({ slug: z.string().max(120) }),
        response: { 200: envelope(publicProfileOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.publicProfile(app.db, request.params.slug, request.user?.id ?? null)),
  );

  app.get(
    '/users/profile-network/:id',
    {
      schema: {
        tags,
        summary: 'A user’s followers or the users they follow, 6 a page',
        params: z.object({ id: z.string().max(64) }),
        querystring: profileNetworkQuery,
        response: { 200: listEnvelope(publicUserOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.profileNetwork(app.db, request.params.id, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Active users’ public profiles, searched by name, 10 a page',
        querystring: userSearchQuery,
        response: { 200: listEnvelope(publicUserOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listUsers(app.db, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/follow/:userId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Follow a user (idempotent; they are notified)',
        params: userIdParam,
        response: { 200: envelope(followOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.follow(app, request.user!.id, request.params.userId, request.clientIp)),
  );

  app.delete(
    '/unfollow/:userId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Stop following a user (idempotent)',
        params: userIdParam,
        response: { 200: envelope(followOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.unfollow(app.db, request.user!.id, request.params.userId, request.clientIp)),
  );
}
