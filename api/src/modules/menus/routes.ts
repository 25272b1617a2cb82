import { MENU_POSITIONS, menuOut } from '@cf/domain';
import { z } from 'zod';
import { cachedGet } from '../../lib/cached-route';
import type { App } from '../../types';
import { menusFor } from './service';

export { menuOut };

export default async function menuRoutes(app: App) {
  cachedGet(app, '/admin/menus', {
    tags: ['public settings'],
    summary: 'Header, footer and social menus of a language, with their items',
    data: z.array(menuOut),
    querystring: z.object({ language: z.string().max(10).optional(), position: z.enum(MENU_POSITIONS).optional() }),
    key: ({ request, query }) => `${request.lang}|${query.position ?? ''}`,
    load: ({ request, query }) => menusFor(app.db, request.lang, query.position),
  });
}
