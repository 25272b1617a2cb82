import { type Database, users, withdrawals } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import type { WalletStatus } from '@cf/domain/wallet';
import { type WithdrawalFilter, withdrawalFilter } from '@cf/domain/schemas/ledger-filters';
import { moneyDecisionOut, staffReasonInput, withdrawalDecidedOut, withdrawalPayInput } from '@cf/domain/schemas/payouts';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/envelope';
import { payWithdrawal, rejectWithdrawal, type WithdrawalDecider } from '../../modules/wallet/withdrawal-decisions';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { exportQuery, filterOf, offsetBatches, orderOf, parseFilter, sendCsv, today } from './ledger-list';

const w = withdrawals;

function withdrawalWhere(f: WithdrawalFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(w.id, f.id));
  if (f.status !== undefined) c.push(eq(w.status, f.status as WalletStatus));
  if (f.currency) c.push(eq(w.currency, f.currency));
  if (f.userId) c.push(eq(w.userId, f.userId));
  if (f.q) c.push(or(ilike(users.email, containsPattern(f.q)), ilike(w.bankName, containsPattern(f.q))));
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * What staff see of a withdrawal, with the investor's e-mail (one join). The sealed account number
 * and the routing number never leave the database here: the last four digits name the account.
 */
const selectWithdrawals = (db: Database) =>
  db
    .select({
      id: w.id,
      userId: w.userId,
      userEmail: users.email,
      currency: w.currency,
      amount: w.amount,
      fee: w.fee,
      status: w.status,
      accountType: w.accountType,
      bankName: w.bankName,
      accountNumberLast4: w.accountNumberLast4,
      holdTransferId: w.holdTransferId,
      settleTransferId: w.settleTransferId,
      decidedAt: w.decidedAt,
      decidedBy: w.decidedBy,
      reference: w.reference,
      rejectReason: w.rejectReason,
      createdAt: w.createdAt,
    })
    .from(w)
    .innerJoin(users, eq(users.id, w.userId));

const sortColumns = { createdAt: w.createdAt, amount: w.amount, status: w.status, currency: w.currency };
const tags = ['console'];

/** The staff member deciding, and the decision's audit row (in its transaction). */
const deciderOf = (request: FastifyRequest, action: string): WithdrawalDecider => ({
  id: request.user!.id,
  audit: (tx, before, after) =>
    recordAudit(tx, request, {
      action,
      resource: 'withdrawals',
      recordId: after.id,
      before: { status: before.status },
      after: { status: after.status, reference: after.reference, rejectReason: after.rejectReason, transferId: after.settleTransferId },
    }),
});
const idParam = z.object({ id: z.uuid('validation.invalidFormat') });

/** Withdrawals: list, CSV, one, and the staff decisions (paid by bank transfer, or rejected back to the wallet). */
export default async function withdrawalRoutes(app: App) {
  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdrawals asked for by investors',
        querystring: listQuery,
        response: { 200: z.array(withdrawalDecidedOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = withdrawalWhere(parseFilter(withdrawalFilter, params.filter));
      const [records, [total]] = await Promise.all([
        selectWithdrawals(app.db)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['createdAt', 'DESC'], w.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(w).innerJoin(users, eq(users.id, w.userId)).where(where),
      ]);
      reply.header('Content-Range', contentRange('withdrawals', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/withdrawals/export.csv',
    { schema: { tags, summary: 'The filtered withdrawals as CSV', querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const where = withdrawalWhere(parseFilter(withdrawalFilter, filterOf(request.query.filter)));
      // Oldest first: a withdrawal asked for during the export sorts after the rows already sent.
      const batches = offsetBatches((offset, limit) =>
        selectWithdrawals(app.db).where(where).orderBy(asc(w.createdAt), asc(w.id)).limit(limit).offset(offset),
      );
      async function* rows() {
        for await (const batch of batches)
          yield batch.map((r) => [
            r.id,
            r.createdAt,
            r.userId,
            r.userEmail,
            r.currency,
            r.amount,
            r.fee,
            r.status,
            r.bankName,
            r.accountType,
            r.accountNumberLast4,
            r.holdTransferId,
            r.settleTransferId,
            r.decidedAt,
            r.reference,
            r.rejectReason,
          ]);
      }
      return sendCsv(
        reply,
        `withdrawals-${today()}.csv`,
        [
          'id',
          'created_at',
          'user_id',
          'email',
          'currency',
          'amount_minor',
          'fee_minor',
          'status',
          'bank_name',
          'account_type',
          'account_last4',
          'hold_transfer_id',
          'settle_transfer_id',
          'decided_at',
          'reference',
          'reject_reason',
        ],
        rows(),
      );
    },
  );
  app.get(
    '/withdrawals/:id',
    { schema: { tags, summary: 'One withdrawal', params: idParam, response: { 200: withdrawalDecidedOut, ...errorResponses } } },
    async (request) => {
      const [row] = await selectWithdrawals(app.db).where(eq(w.id, request.params.id));
      if (!row) throw new NotFoundError();
      return row;
    },
  );

  const decided = { 200: moneyDecisionOut, ...errorResponses };
  const answer = (row: { id: string; status: number; settleTransferId: number | null }) => ({
    id: row.id,
    status: row.status,
    transferId: row.settleTransferId,
  });
  app.post(
    '/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Paid by bank transfer (its reference): the held amount leaves, the fee becomes platform income; status 2 (audited)',
        params: idParam,
        body: withdrawalPayInput,
        response: decided,
      },
    },
    async (request) => answer(await payWithdrawal(app, deciderOf(request, 'approve'), request.params.id, request.body.reference)),
  );
  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rejected with a reason: the amount and fee go back to the wallet; status 3 (audited)',
        params: idParam,
        body: staffReasonInput,
        response: decided,
      },
    },
    async (request) => answer(await rejectWithdrawal(app, deciderOf(request, 'reject'), request.params.id, request.body.reason)),
  );
}
