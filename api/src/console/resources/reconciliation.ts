import { reconciliationDifferences, reconciliationRuns } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import { reconciliationFilter, reconciliationRunOut, reconciliationRunShowOut } from '@cf/domain/schemas/disputes';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { orderOf, parseFilter } from './ledger-list';

const r = reconciliationRuns;
const tags = ['console'];
const sortColumns = { day: r.day, createdAt: r.createdAt, differences: r.differences, provider: r.provider };

function runWhere(f: z.infer<typeof reconciliationFilter>): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(r.id, f.id));
  if (f.provider) c.push(eq(r.provider, f.provider));
  if (f.status) c.push(eq(r.status, f.status));
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

/** The daily reconciliation's runs, one per route and day, and their differences (issue 11 §7). Read-only: the job writes them. */
export default async function reconciliationConsoleRoutes(app: App) {
  app.get(
    '/reconciliation-runs',
    {
      schema: {
        tags,
        summary: 'Reconciliation runs, newest day first',
        querystring: listQuery,
        response: { 200: z.array(reconciliationRunOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = runWhere(parseFilter(reconciliationFilter, params.filter));
      const [records, [total]] = await Promise.all([
        app.db
          .select()
          .from(r)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['day', 'DESC'], r.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(r).where(where),
      ]);
      reply.header('Content-Range', contentRange('reconciliation-runs', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/reconciliation-runs/:id',
    {
      schema: {
        tags,
        summary: 'One run with its differences (missing in the ledger, missing at the provider, amount mismatch)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: reconciliationRunShowOut, ...errorResponses },
      },
    },
    async (request) => {
      const [run] = await app.db.select().from(r).where(eq(r.id, request.params.id));
      if (!run) throw new NotFoundError();
      const items = await app.db
        .select()
        .from(reconciliationDifferences)
        .where(eq(reconciliationDifferences.runId, run.id))
        .orderBy(asc(reconciliationDifferences.kind), asc(reconciliationDifferences.reference));
      return { ...run, items };
    },
  );
}
