import { markNotificationsInput, notificationOut, notificationsQuery } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { countUnread, listNotifications, markRead } from './service';

const tags = ['notifications'];

const listOut = z.object({
  status: z.literal('success'),
  data: z.object({
    data: z.array(notificationOut),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    unreadCount: z.number(),
  }),
});

/** Notifications: list (20 a page), unread count, mark read (issue 3 §9). */
export default async function notificationsRoutes(app: App) {
  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first (20 a page), in the request language",
        querystring: notificationsQuery,
        response: { 200: listOut, ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await listNotifications(app.db, request.user!.id, request.query.page, request.uiLang);
      return { status: 'success' as const, data: { data: items, ...meta } };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'How many notifications the signed-in user has not read',
        response: { 200: envelope(z.object({ unreadCount: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok({ unreadCount: await countUnread(app.db, request.user!.id) }),
  );

  app.post(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark the given notifications (or all) read; only your own are changed',
        body: markNotificationsInput,
        response: { 200: envelope(z.object({ updated: z.number(), unreadCount: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const updated = await markRead(app.db, userId, request.body.ids);
      return ok({ updated, unreadCount: await countUnread(app.db, userId) });
    },
  );
}
