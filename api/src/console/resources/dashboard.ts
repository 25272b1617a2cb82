import { investments } from '@cf/db';
import { consoleMoneyOut } from '@cf/domain/schemas/campaign-investors';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../types';

const WEEK_MS = 7 * 86_400_000;

/**
 * The dashboard's money card: what investors paid into campaigns (investments now in escrow or
 * released to their owners, i.e. `success`) in the last 7 days and in all, per currency. One
 * aggregate over the investments, the rows the escrow transfers were posted for.
 */
export default async function dashboardConsoleRoutes(app: App) {
  app.get(
    '/dashboard/money',
    {
      schema: {
        tags: ['console'],
        summary: 'Money paid into campaigns in the last 7 days and in all, per currency',
        response: { 200: consoleMoneyOut },
      },
    },
    async () => {
      const since = new Date(Date.now() - WEEK_MS);
      const recent = sql`${investments.paidAt} >= ${since.toISOString()}`;
      const rows = await app.db
        .select({
          currency: investments.currency,
          week: sql<number>`coalesce(sum(${investments.amount}) filter (where ${recent}), 0)`.mapWith(Number),
          weekInvestments: sql<number>`(count(*) filter (where ${recent}))::int`.mapWith(Number),
          total: sql<number>`sum(${investments.amount})`.mapWith(Number),
          investments: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(investments)
        .where(eq(investments.status, 'success'))
        .groupBy(investments.currency)
        .orderBy(investments.currency);
      return { since, currencies: rows };
    },
  );
}
