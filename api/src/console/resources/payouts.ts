import { campaigns, currencies, type Database, payouts, users } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import {
  moneyDecisionOut,
  payoutConfirmInput,
  payoutFilter,
  type PayoutFilter,
  payoutRecordOut,
  staffReasonInput,
} from '@cf/domain/schemas/payouts';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/envelope';
import {
  approvePayout,
  confirmPayout,
  type Decider,
  ownerPayoutColumns,
  rejectPayout,
  settlementStatement,
} from '../../modules/payouts/index';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { exportQuery, filterOf, offsetBatches, orderOf, parseFilter, sendCsv, today } from './ledger-list';

const p = payouts;

function payoutWhere(f: PayoutFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(p.id, f.id));
  if (f.status) c.push(eq(p.status, f.status));
  if (f.campaignId) c.push(eq(p.campaignId, f.campaignId));
  if (f.currency) c.push(eq(p.currency, f.currency));
  if (f.q) {
    const term = containsPattern(f.q);
    c.push(or(ilike(users.email, term), ilike(campaigns.campaignName, term), ilike(campaigns.companyName, term), ilike(p.reference, term)));
  }
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * Payouts with their owner and campaign in one query; whether a second staff member must confirm
 * is computed beside them from the operator's threshold in each payout's currency.
 */
const selectPayouts = (db: Database) =>
  db
    .select({
      ...ownerPayoutColumns,
      ownerId: p.ownerId,
      ownerEmail: users.email,
      campaignName: sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
      approvedBy: p.approvedBy,
      confirmedBy: p.confirmedBy,
      rejectedBy: p.rejectedBy,
      transferId: p.transferId,
      needsSecondApproval: sql<boolean>`${p.amount} > (select payout_dual_approval_major from investment_settings limit 1)::numeric * power(10, coalesce(${currencies.decimals}, 2))`,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.ownerId))
    .innerJoin(campaigns, eq(campaigns.id, p.campaignId))
    .leftJoin(currencies, eq(currencies.code, p.currency));

const countPayouts = (db: Database, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(p)
    .innerJoin(users, eq(users.id, p.ownerId))
    .innerJoin(campaigns, eq(campaigns.id, p.campaignId))
    .where(where);

const sortColumns = { requestedAt: p.requestedAt, amount: p.amount, status: p.status, currency: p.currency };
const tags = ['console'];
const idParam = z.object({ id: z.uuid('validation.invalidFormat') });

/** The staff member deciding, and the audit row of the decision (written in its transaction). */
const deciderOf = (request: FastifyRequest, action: string): Decider => ({
  id: request.user!.id,
  lang: request.uiLang,
  audit: (tx, before, after) =>
    recordAudit(tx, request, {
      action,
      resource: 'payouts',
      recordId: after.id,
      before: { status: before.status },
      after: { status: after.status, reference: after.reference, reason: after.reason, transferId: after.transferId },
    }),
});
const decision = (row: { id: string; status: string; transferId: number | null }) => ({
  id: row.id,
  status: row.status,
  transferId: row.transferId,
});

/** Owners' payouts for staff (issue 9 §3): list, CSV, show, the settlement statement, and the audited decisions. */
export default async function payoutConsoleRoutes(app: App) {
  app.get(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'Payouts owners asked for',
        querystring: listQuery,
        response: { 200: z.array(payoutRecordOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = payoutWhere(parseFilter(payoutFilter, params.filter));
      const [records, [total]] = await Promise.all([
        selectPayouts(app.db)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['requestedAt', 'DESC'], p.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        countPayouts(app.db, where),
      ]);
      reply.header('Content-Range', contentRange('payouts', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/payouts/export.csv',
    { schema: { tags, summary: 'The filtered payouts as CSV', querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const where = payoutWhere(parseFilter(payoutFilter, filterOf(request.query.filter)));
      const batches = offsetBatches((offset, limit) =>
        selectPayouts(app.db).where(where).orderBy(asc(p.requestedAt), asc(p.id)).limit(limit).offset(offset),
      );
      async function* rows() {
        for await (const batch of batches)
          yield batch.map((r) => [
            r.id,
            r.requestedAt,
            r.campaignId,
            r.campaignName,
            r.ownerEmail,
            r.currency,
            r.amount,
            r.method,
            r.status,
            r.accountHolderName,
            r.accountNumberLast4,
            r.reference,
            r.approvedAt,
            r.confirmedAt,
            r.rejectedAt,
            r.transferId,
          ]);
      }
      return sendCsv(
        reply,
        `payouts-${today()}.csv`,
        [
          'id',
          'requested_at',
          'campaign_id',
          'campaign',
          'owner_email',
          'currency',
          'amount_minor',
          'method',
          'status',
          'account_holder',
          'account_last4',
          'reference',
          'approved_at',
          'confirmed_at',
          'rejected_at',
          'transfer_id',
        ],
        rows(),
      );
    },
  );

  app.get(
    '/payouts/:id',
    { schema: { tags, summary: 'One payout', params: idParam, response: { 200: payoutRecordOut, ...errorResponses } } },
    async (request) => {
      const [row] = await selectPayouts(app.db).where(eq(p.id, request.params.id));
      if (!row) throw new NotFoundError();
      return row;
    },
  );

  app.get(
    '/payouts/:id/statement',
    {
      schema: {
        tags,
        summary: 'The settlement statement of the payout’s campaign (application/pdf)',
        params: idParam,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select({ campaignId: p.campaignId }).from(p).where(eq(p.id, request.params.id));
      if (!row) throw new NotFoundError();
      const { pdf, filename } = await settlementStatement(app.db, request.user!, row.campaignId, request.uiLang);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    },
  );

  const decided = { 200: moneyDecisionOut, ...errorResponses };
  app.post(
    '/payouts/:id/approve',
    { schema: { tags, summary: 'Approve a requested payout (audited)', params: idParam, response: decided } },
    async (request) => decision(await approvePayout(app, deciderOf(request, 'approve'), request.params.id)),
  );
  app.post(
    '/payouts/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm an approved payout paid (bank reference) or send it by Stripe: one ledger transfer out of owner_payable; above the threshold by a second staff member (audited)',
        params: idParam,
        body: payoutConfirmInput,
        response: decided,
      },
    },
    async (request) => decision(await confirmPayout(app, deciderOf(request, 'confirm'), request.params.id, request.body)),
  );
  app.post(
    '/payouts/:id/reject',
    {
      schema: { tags, summary: 'Reject a payout not yet confirmed (audited)', params: idParam, body: staffReasonInput, response: decided },
    },
    async (request) => decision(await rejectPayout(app, deciderOf(request, 'reject'), request.params.id, request.body.reason)),
  );
}
