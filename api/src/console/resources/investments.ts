import { type Database, investments, ledgerTransfers } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/envelope';
import { investmentKeys, settleInvestment } from '../../modules/investments/index';
import { refundInvestment } from '../../modules/payouts/index';
import { moneyDecisionOut, staffReasonInput } from '@cf/domain/schemas/payouts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { parseId, type ResourceDef } from '../crud';

/** Every investment, read-only: money changes only through the actions below and the ledger. */
export const investmentsResource: ResourceDef = {
  name: 'investments',
  table: investments,
  id: investments.id,
  idType: 'uuid',
  searchColumns: [investments.reference],
  filters: {
    campaignId: investments.campaignId,
    investorId: investments.investorId,
    status: investments.status,
    paymentType: investments.paymentType,
    currency: investments.currency,
  },
  sortColumns: { createdAt: investments.createdAt, amount: investments.amount, status: investments.status, paidAt: investments.paidAt },
  defaultSort: ['createdAt', 'DESC'],
  toRecord: ({ signatureValue: _signature, signedIp: _ip, ...row }) => row,
};

const idParam = z.object({ id: z.string().max(40) });
const decisionOut = z.object({ id: z.string(), status: z.string() });

/**
 * A bank transfer that arrived after its investment ended (the campaign settled past its grace
 * period, or staff had given up on it): the money is not dropped but credited to the investor's
 * wallet, once (the fulfilment's late-payment transfer); audited.
 */
async function confirmLateOffline(app: App, tx: Database, request: FastifyRequest, id: string) {
  const key = investmentKeys.latePayment(id);
  const [credited] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  if (credited) throw new ConflictError('notify.errors.alreadyDecided');
  await settleInvestment(tx, id, 'offline', true, app);
  const [transfer] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  await recordAudit(tx, request, {
    action: 'confirm-offline-late',
    resource: 'investments',
    recordId: id,
    before: { status: 'fail' },
    after: { status: 'fail', creditedToWallet: true, transferId: transfer?.id ?? null },
  });
  return { id, status: 'fail' };
}

/**
 * Staff confirm that an offline (bank transfer) payment arrived, or that it never will, in the
 * caller's transaction; audited. THE confirmation path: the console's buttons and the bank
 * statement's matching (bank-statement-match.ts) both come here. `via` is kept in the audit row.
 */
export async function decideOffline(
  app: App,
  tx: Database,
  request: FastifyRequest,
  id: string,
  paid: boolean,
  via?: Record<string, unknown>,
) {
  const action = paid ? 'confirm-offline' : 'reject-offline';
  const [before] = await tx.select().from(investments).where(eq(investments.id, id));
  if (!before) throw new NotFoundError();
  if (paid && before.paymentType === 'offline' && before.status === 'fail') return confirmLateOffline(app, tx, request, id);
  if (before.paymentType !== 'offline' || before.status !== 'pending') throw new ConflictError('notify.errors.alreadyDecided');
  await settleInvestment(tx, id, 'offline', paid, app);
  const [after] = await tx.select().from(investments).where(eq(investments.id, id));
  if (after!.status === before.status) throw new ConflictError('notify.errors.alreadyDecided');
  await recordAudit(tx, request, {
    action,
    resource: 'investments',
    recordId: id,
    before: { status: before.status },
    after: { status: after!.status, transferId: after!.transferId, ...via },
  });
  return { id, status: after!.status };
}

/** Staff confirm that an offline (bank transfer) payment arrived, or that it never will; audited. */
export default async function investmentActions(app: App) {
  for (const [action, paid] of [
    ['confirm-offline', true],
    ['reject-offline', false],
  ] as const) {
    app.post(
      `/investments/:id/${action}`,
      {
        schema: {
          tags: ['console'],
          summary: paid
            ? 'The bank transfer arrived: move it into escrow (after the investment ended: credit it to the investor’s wallet)'
            : 'The bank transfer will not come: release the shares',
          params: idParam,
          response: { 200: decisionOut, ...errorResponses },
        },
      },
      async (request) => {
        const id = parseId(investmentsResource, request.params.id) as string;
        return app.db.transaction((tx) => decideOffline(app, tx, request, id, paid));
      },
    );
  }
  app.post(
    '/investments/:id/refund',
    {
      schema: {
        tags: ['console'],
        summary:
          'Refund a paid investment to the investor’s wallet ("amount refunded by admin"); refused once the campaign is settled (audited)',
        params: idParam,
        body: staffReasonInput,
        response: { 200: moneyDecisionOut, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(investmentsResource, request.params.id) as string;
      return refundInvestment(app, { id: request.user!.id, lang: request.uiLang }, id, request.body.reason, (tx, before, after) =>
        recordAudit(tx, request, {
          action: 'refund',
          resource: 'investments',
          recordId: id,
          before: { status: before.status },
          after: { status: after.status, reason: request.body.reason },
        }),
      );
    },
  );
}
