import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import {
  disputeCreateInput,
  disputeDecisionOut,
  disputeFilter,
  disputeOutcomeInput,
  disputeRecordOut,
  disputeShowOut,
  disputeWriteOffInput,
} from '@cf/domain/schemas/disputes';
import { eq } from 'drizzle-orm';
import { disputes } from '@cf/db';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { createDispute, recordOutcome, recoverDispute, writeOff } from './dispute-decisions';
import { countDisputes, disputeSortColumns, disputeWhere, moneyTrail, ownerBalances, selectDisputes } from './dispute-reads';
import { orderOf, parseFilter } from './ledger-list';

const tags = ['console'];
const idParam = z.object({ id: z.uuid('validation.invalidFormat') });
const decided = { 200: disputeDecisionOut, ...errorResponses };

/**
 * Chargebacks and bank returns for staff (issue 11 §5): the queue by evidence deadline, each with
 * its money trail and the owner's receivable, and the audited decisions — record a dispute learnt
 * of by letter, record the provider's outcome by hand, recover what the owner owes, write it off.
 */
export default async function disputeConsoleRoutes(app: App) {
  app.get(
    '/disputes',
    {
      schema: {
        tags,
        summary: 'Disputes and returns',
        querystring: listQuery,
        response: { 200: z.array(disputeRecordOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = disputeWhere(parseFilter(disputeFilter, params.filter));
      const [records, [total]] = await Promise.all([
        selectDisputes(app.db)
          .where(where)
          .orderBy(...orderOf(disputeSortColumns, params, ['evidenceDueBy', 'ASC'], disputes.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        countDisputes(app.db, where),
      ]);
      reply.header('Content-Range', contentRange('disputes', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        tags,
        summary: 'One dispute, its money trail and the owner’s balances',
        params: idParam,
        response: { 200: disputeShowOut, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await selectDisputes(app.db).where(eq(disputes.id, request.params.id));
      if (!row) throw new NotFoundError();
      const [transfers, balances] = await Promise.all([
        moneyTrail(app.db, row.transferIds),
        ownerBalances(app.db, row.campaignId, row.currency),
      ]);
      return { ...row, transfers, ...balances };
    },
  );

  app.post(
    '/disputes',
    {
      schema: {
        tags,
        summary:
          'Record a dispute learnt of outside a webhook (by the investment reference or payment session); its money moves as a webhook’s would (audited)',
        body: disputeCreateInput,
        response: decided,
      },
    },
    async (request) => createDispute(app, request, request.body),
  );
  app.post(
    '/disputes/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Record the provider’s decision by hand: won brings the money back, lost recovers what the owner owes (audited)',
        params: idParam,
        body: disputeOutcomeInput,
        response: decided,
      },
    },
    async (request) => recordOutcome(app, request, request.params.id, request.body),
  );
  app.post(
    '/disputes/:id/recover',
    {
      schema: {
        tags,
        summary: 'Recover what the owner of a lost dispute owes from what the platform owes them (audited)',
        params: idParam,
        response: decided,
      },
    },
    async (request) => recoverDispute(app, request, request.params.id),
  );
  app.post(
    '/disputes/:id/write-off',
    {
      schema: {
        tags,
        summary: 'The platform bears what the owner of a lost dispute still owes: paid in from its own funds (audited)',
        params: idParam,
        body: disputeWriteOffInput,
        response: decided,
      },
    },
    async (request) => writeOff(app, request, request.params.id, request.body.reason),
  );
}
