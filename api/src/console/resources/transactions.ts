import { ledgerTransfers } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import { ledgerTransferOut } from '@cf/domain/schemas/ledger-answers';
import { transactionFilter } from '@cf/domain/schemas/ledger-filters';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { journalCsv } from './journal';
import { exportQuery, filterOf, orderOf, parseFilter, today } from './ledger-list';
import { loadTransfers, transferWhere } from './ledger-queries';

const sortColumns = { id: ledgerTransfers.id, createdAt: ledgerTransfers.createdAt, kind: ledgerTransfers.kind };
const tags = ['console'];

/** The ledger's transfers for staff: list (ra-data-simple-rest), one with its entries, and the filtered CSV. */
export default async function transactionRoutes(app: App) {
  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'List ledger transfers with their entries',
        querystring: listQuery,
        response: { 200: z.array(ledgerTransferOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = transferWhere(parseFilter(transactionFilter, params.filter));
      const [idRows, [total]] = await Promise.all([
        app.db
          .select({ id: ledgerTransfers.id })
          .from(ledgerTransfers)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['createdAt', 'DESC'], ledgerTransfers.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(ledgerTransfers).where(where),
      ]);
      const records = await loadTransfers(
        app.db,
        idRows.map((r) => r.id),
      );
      reply.header('Content-Range', contentRange('transactions', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/transactions/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered transfers as CSV, one line per entry (the journal format)',
        querystring: exportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const where = transferWhere(parseFilter(transactionFilter, filterOf(request.query.filter)));
      return journalCsv(app.db, reply, where, `transactions-${today()}.csv`);
    },
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One ledger transfer with its entries and accounts',
        params: z.object({ id: z.string().max(40) }),
        response: { 200: ledgerTransferOut, ...errorResponses },
      },
    },
    async (request) => {
      if (!/^\d{1,15}$/.test(request.params.id)) throw new NotFoundError();
      const [transfer] = await loadTransfers(app.db, [Number(request.params.id)]);
      if (!transfer) throw new NotFoundError();
      return transfer;
    },
  );
}
