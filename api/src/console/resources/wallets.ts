import { type Database, ledgerAccounts, users } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import { walletAccountOut } from '@cf/domain/schemas/ledger-answers';
import { type WalletFilter, walletFilter } from '@cf/domain/schemas/ledger-filters';
import { and, asc, count, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { exportQuery, filterOf, keysetBatches, orderOf, parseFilter, sendCsv, today } from './ledger-list';

const a = ledgerAccounts;

/** Investor wallets only; the kind leads the accounts' identity index, so the scope is an index range. */
function walletWhere(f: WalletFilter): SQL | undefined {
  const c: SQL[] = [eq(a.kind, 'investor_wallet')];
  if (f.id) c.push(inArray(a.id, f.id));
  if (f.currency) c.push(eq(a.currency, f.currency));
  if (f.userId) c.push(eq(a.userId, f.userId));
  if (f.q) c.push(ilike(users.email, containsPattern(f.q)));
  return and(...c);
}

/** Wallet rows with their owner, in one query: the balance is the one the ledger's trigger keeps. */
const selectWallets = (db: Database) =>
  db
    .select({
      id: a.id,
      userId: sql<string>`${a.userId}`,
      userEmail: users.email,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      currency: a.currency,
      balance: a.balance,
      createdAt: a.createdAt,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId));

const sortColumns = { id: a.id, balance: a.balance, currency: a.currency, createdAt: a.createdAt, userEmail: users.email };
const tags = ['console'];

/** Investor wallets with their balances, for staff: list (ra-data-simple-rest) and its CSV. */
export default async function walletRoutes(app: App) {
  app.get(
    '/wallets',
    {
      schema: {
        tags,
        summary: 'Investor wallets with their balances',
        querystring: listQuery,
        response: { 200: z.array(walletAccountOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = walletWhere(parseFilter(walletFilter, params.filter));
      const [records, [total]] = await Promise.all([
        selectWallets(app.db)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['balance', 'DESC'], a.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(a).innerJoin(users, eq(users.id, a.userId)).where(where),
      ]);
      reply.header('Content-Range', contentRange('wallets', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/wallets/export.csv',
    { schema: { tags, summary: 'The filtered wallets as CSV', querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const where = walletWhere(parseFilter(walletFilter, filterOf(request.query.filter)));
      const batches = keysetBatches(
        (after, limit) =>
          selectWallets(app.db)
            .where(and(where, gt(a.id, after)))
            .orderBy(asc(a.id))
            .limit(limit),
        (w) => w.id,
      );
      async function* rows() {
        for await (const batch of batches)
          yield batch.map((w) => [w.id, w.userId, w.userEmail, w.userName, w.currency, w.balance, w.createdAt]);
      }
      return sendCsv(
        reply,
        `wallets-${today()}.csv`,
        ['account_id', 'user_id', 'email', 'name', 'currency', 'balance_minor', 'opened_at'],
        rows(),
      );
    },
  );
}
