import { activityOut, activityQuery } from '@cf/domain';
import { errorResponses, listEnvelope, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { listActivity } from './service';

const tags = ['profile'];

/** The signed-in user activity log (issue 3 §6). */
export default async function accountActivityRoutes(app: App) {
  app.get(
    '/user-activity',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s activity log, newest first, 10 a page, each sentence in the request language',
        querystring: activityQuery,
        response: { 200: listEnvelope(activityOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, total, page, limit } = await listActivity(app.db, request.user!.id, request.query, request.t, request.uiLang);
      return okList(items, { total, page, limit });
    },
  );
}
