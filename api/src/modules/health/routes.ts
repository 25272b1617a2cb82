import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../types';

export default async function healthRoutes(app: App) {
  const out = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: out, 503: out } },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, uptimeSeconds };
      } catch (err) {
        request.log.error({ err }, 'health check: database down');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'down' as const, uptimeSeconds });
      }
    },
  );
}
