import { campaigns, type Database, repayments } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import {
  consoleDeclineInput,
  consoleRepaymentInput,
  type RepaymentFilter,
  repaymentFilter,
  repaymentRecordOut,
} from '@cf/domain/repayments-schemas';
import { and, asc, count, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/envelope';
import { addByStaff, approveRepayment, declineRepayment, repaymentView, siteDay } from '../../modules/repayments/index';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { exportQuery, filterOf, offsetBatches, orderOf, parseFilter, sendCsv, today as fileDay } from './ledger-list';

const r = repayments;
const tags = ['console'];
const OWED = ['scheduled', 'processing', 'failed'] as const;
const name = sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`;

function where(f: RepaymentFilter, today: string): SQL | undefined {
  const c: SQL[] = [];
  if (f.id) c.push(inArray(r.id, f.id));
  if (f.status) c.push(eq(r.status, f.status));
  if (f.kind) c.push(eq(r.kind, f.kind));
  if (f.campaignId) c.push(eq(r.campaignId, f.campaignId));
  if (f.dueFrom) c.push(gte(r.dueDate, f.dueFrom));
  if (f.dueTo) c.push(lte(r.dueDate, f.dueTo));
  if (f.late) c.push(and(inArray(r.status, [...OWED]), lt(r.dueDate, today))!);
  return c.length ? and(...c) : undefined;
}

const select = (db: Database) => db.select({ row: r, campaignName: name }).from(r).innerJoin(campaigns, eq(campaigns.id, r.campaignId));

const record = (x: { row: typeof r.$inferSelect; campaignName: string }, today: string) => {
  const { myShare: _mine, ...view } = repaymentView(x.row, today);
  return { ...view, campaignName: x.campaignName };
};

async function recordOf(db: Database, id: string) {
  const [found] = await select(db).where(eq(r.id, id));
  if (!found) throw new NotFoundError();
  return record(found, await siteDay(db));
}

const sortColumns = { dueDate: r.dueDate, amount: r.amount, status: r.status, createdAt: r.createdAt, paidAt: r.paidAt };
const idParams = z.object({ id: z.uuid('validation.invalidFormat') });
const staffOf = (request: FastifyRequest) => request.user!;

/**
 * Repayments for staff (issue 9 §5): every campaign's schedule and distributions, filtered by
 * status, campaign, type and due date, as CSV too; staff add one (or credit a distribution whose
 * money arrived offline), approve an owner's offline payment or decline a repayment. Each decision
 * runs in one transaction with its audit row.
 */
export default async function repaymentConsoleRoutes(app: App) {
  app.get(
    '/repayments',
    {
      schema: {
        tags,
        summary: 'Repayments and distributions',
        querystring: listQuery,
        response: { 200: z.array(repaymentRecordOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const today = await siteDay(app.db);
      const filter = where(parseFilter(repaymentFilter, params.filter), today);
      const [rows, [total]] = await Promise.all([
        select(app.db)
          .where(filter)
          .orderBy(...orderOf(sortColumns, params, ['dueDate', 'ASC'], r.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(r).where(filter),
      ]);
      reply.header('Content-Range', contentRange('repayments', params.start, rows.length, total?.n ?? 0));
      return rows.map((x) => record(x, today));
    },
  );

  app.get(
    '/repayments/export.csv',
    { schema: { tags, summary: 'The filtered repayments as CSV', querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const today = await siteDay(app.db);
      const filter = where(parseFilter(repaymentFilter, filterOf(request.query.filter)), today);
      const batches = offsetBatches((offset, limit) =>
        select(app.db).where(filter).orderBy(asc(r.createdAt), asc(r.id)).limit(limit).offset(offset),
      );
      async function* rows() {
        for await (const batch of batches)
          yield batch.map(({ row, campaignName }) => [
            row.id,
            row.campaignId,
            campaignName,
            row.number,
            row.kind,
            row.currency,
            row.principal,
            row.interest,
            row.amount,
            row.dueDate,
            row.status,
            row.paymentType,
            row.automatic,
            row.transferId,
            row.paidAt,
            row.failureReason,
          ]);
      }
      const header = [
        'id',
        'campaign_id',
        'campaign',
        'instalment',
        'kind',
        'currency',
        'principal_minor',
        'interest_minor',
        'amount_minor',
        'due_date',
        'status',
        'payment_type',
        'automatic',
        'transfer_id',
        'paid_at',
        'reason',
      ];
      return sendCsv(reply, `repayments-${fileDay()}.csv`, header, rows());
    },
  );

  app.get(
    '/repayments/:id',
    { schema: { tags, summary: 'One repayment', params: idParams, response: { 200: repaymentRecordOut, ...errorResponses } } },
    async (request) => recordOf(app.db, request.params.id),
  );

  app.post(
    '/repayments',
    {
      schema: {
        tags,
        summary: 'Add a repayment to a successful campaign; creditNow: the owner’s money arrived offline, credit the investors now',
        body: consoleRepaymentInput,
        response: { 201: repaymentRecordOut, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction(async (tx) => {
        const row = await addByStaff(tx, staffOf(request), request.body, app);
        await recordAudit(tx, request, {
          action: request.body.creditNow ? 'credit-distribution' : 'create',
          resource: 'repayments',
          recordId: row.id,
          after: { campaignId: row.campaignId, kind: row.kind, amount: row.amount, status: row.status, transferId: row.transferId },
        });
        return row.id;
      });
      return reply.status(201).send(await recordOf(app.db, id));
    },
  );

  for (const action of ['approve', 'decline'] as const)
    app.post(
      `/repayments/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'The owner’s offline payment arrived: credit the investors'
              : 'Decline a repayment (the owner is told why)',
          params: idParams,
          body: action === 'approve' ? z.object({}).optional() : consoleDeclineInput,
          response: { 200: repaymentRecordOut, ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params;
        await app.db.transaction(async (tx) => {
          const [before] = await tx.select({ status: r.status }).from(r).where(eq(r.id, id));
          if (!before) throw new NotFoundError();
          const after =
            action === 'approve'
              ? await approveRepayment(tx, staffOf(request), id, app)
              : await declineRepayment(tx, staffOf(request), id, (request.body as { reason: string }).reason, app);
          await recordAudit(tx, request, {
            action,
            resource: 'repayments',
            recordId: id,
            before,
            after: { status: after.status, transferId: after.transferId, reason: after.failureReason },
          });
        });
        return recordOf(app.db, id);
      },
    );
}
