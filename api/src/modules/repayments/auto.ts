import { achRepaymentMandates, campaigns, type Database, repayments } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, ValidationError } from '@cf/domain';
import type { AutoRepaymentRoute } from '@cf/domain/repayments';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { debitAch } from '../ach/debit';
import { chooseMandate, mandateAccount } from '../ach/mandates';
import type { Notices } from '../payment-notices/index';
import { type PaymentRoutes, paymentRoutes } from '../payment-gateways/index';
import { recordDebitSession } from '../payments/index';
import { type Caller, managerRole, repaymentCampaign, siteDay } from './campaign';
import { lockRepayment } from './credit';
import { receiptPath } from './notices';
import { markFailed, payFrom } from './pay';

/**
 * POST equities/{id}/create-auto-repayment: turns automatic repayment on (or off) for a successful
 * debt campaign. Every scheduled instalment but the first (always paid by hand) is then debited on
 * its due date from the owner's wallet, the sandbox bank route, or the owner's linked bank account
 * by ACH (which needs one: the named account, else their newest; recorded as the campaign's mandate).
 */
export async function setAutoRepayment(
  deps: { db: Database; payments: PaymentRoutes },
  caller: Caller,
  campaignId: number,
  input: { enabled: boolean; route: AutoRepaymentRoute; achAccountId?: string | undefined },
) {
  if (input.enabled) await deps.payments.assertRouteOn(deps.db, input.route);
  return deps.db.transaction(async (tx) => {
    const campaign = await repaymentCampaign(tx, campaignId, true);
    await managerRole(tx, campaign, caller);
    if (campaign.investingType !== 'debt') throw new ConflictError('repayments.errors.notDebt');
    if (campaign.status !== CAMPAIGN_STATUS.successful) throw new ConflictError('repayments.errors.notSuccessful');
    const ach = input.enabled && input.route === 'ach';
    // ACH moves US dollars only (spec §8).
    if (ach) await deps.payments.assertRouteOn(tx, 'ach', campaign.currency.code);
    const mandate = ach ? await chooseMandate(tx, campaign, caller.id, input.achAccountId) : null;
    if (!ach) await tx.delete(achRepaymentMandates).where(eq(achRepaymentMandates.campaignId, campaign.id));
    await tx
      .update(campaigns)
      .set({ repaymentMethod: input.enabled ? 'automatic' : 'manual', updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    const changed = await tx
      .update(repayments)
      .set({ automatic: input.enabled, paymentType: input.enabled ? input.route : null })
      .where(and(eq(repayments.campaignId, campaign.id), gt(repayments.number, 1), eq(repayments.status, 'scheduled')))
      .returning({ id: repayments.id });
    return {
      enabled: input.enabled,
      route: input.enabled ? input.route : null,
      instalments: changed.length,
      ...(mandate ? { achAccountId: mandate.id } : {}),
    };
  });
}

type AchDebitDeps = {
  db: Database;
  config: Pick<AppConfig, 'encryptionKey' | 'stripe' | 'publicUrl' | 'paypal' | 'plaid' | 'mangopay'>;
} & Exclude<Notices, null>;

/**
 * One automatic instalment debited from the owner's bank account by ACH, under the repayment's
 * lock: the debit is a payment session of purpose 'repayment' (processing until the bank settles
 * it, through the same webhook path as every ACH payment: paid credits the investors, failed fails
 * it). No active mandated account, the route off, or the bank refusing: the instalment fails and
 * the owner is told. The debit's key is the repayment's, so a retried run names the same transfer.
 */
async function debitByAch(deps: AchDebitDeps, repaymentId: string): Promise<'pending' | 'failed' | 'skipped'> {
  const payments = paymentRoutes(deps.config);
  const mode = await payments.modeOf(deps.db, 'ach');
  return deps.db.transaction(async (tx) => {
    const row = await lockRepayment(tx, repaymentId);
    if (row.status !== 'scheduled' || !row.automatic) return 'skipped';
    const campaign = await repaymentCampaign(tx, row.campaignId);
    const account = await mandateAccount(tx, campaign);
    const sessionId = randomUUID();
    const result = account
      ? await tx
          .transaction(async (savepoint) => {
            await payments.assertRouteOn(savepoint, 'ach', row.currency);
            return debitAch(savepoint, deps.config, mode, {
              sessionId,
              purpose: 'repayment',
              subjectId: row.id,
              userId: campaign.ownerId,
              amount: row.amount,
              currency: row.currency,
              description: `Repayment: ${campaign.name}`,
              achAccountId: account.id,
              idempotencyKey: `repay:${row.id}`,
            });
          })
          .catch((err: unknown) => {
            if (err instanceof ValidationError) return null;
            throw err;
          })
      : null;
    if (!result) {
      await markFailed(tx, row, account ? 'ach_refused' : 'ach_account_missing', 'ach', deps);
      return 'failed';
    }
    await recordDebitSession(tx, {
      id: sessionId,
      userId: campaign.ownerId,
      provider: 'ach',
      purpose: 'repayment',
      subjectId: row.id,
      amount: row.amount,
      currency: row.currency,
      providerRef: result.providerRef,
      receiptUrl: `${deps.config.publicUrl}${receiptPath(row.id)}`,
      twin: mode.kind === 'twin',
    });
    await tx
      .update(repayments)
      .set({ status: 'processing', paymentType: 'ach', sessionId, failureReason: null })
      .where(eq(repayments.id, row.id));
    return 'pending';
  });
}

/** At most this many instalments per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Debits the automatic instalments due by today (site time zone), each in its own transaction
 * under its row lock: one still scheduled is paid from its route, or marked failed with the owner
 * told when the wallet falls short. Run twice, or by two instances at once, an instalment is
 * debited once (the lock, the status re-check and the transfer's idempotency key). An ACH debit is
 * sent now and settled later by the bank's webhook (counted as pending); it needs the app's
 * configuration (the jobs get it), without which ACH instalments wait for the next run.
 */
export async function debitDueInstalments(deps: { db: Database; config: AchDebitDeps['config'] } & Exclude<Notices, null>, now: Date) {
  const today = await siteDay(deps.db, now);
  const due = await deps.db
    .select({ id: repayments.id, ownerId: campaigns.ownerId, paymentType: repayments.paymentType })
    .from(repayments)
    .innerJoin(campaigns, eq(campaigns.id, repayments.campaignId))
    .where(
      and(eq(repayments.automatic, true), eq(repayments.status, 'scheduled'), gt(repayments.number, 1), lte(repayments.dueDate, today)),
    )
    .orderBy(asc(repayments.dueDate), asc(repayments.id))
    .limit(BATCH);
  const counts = { due: due.length, paid: 0, failed: 0 };
  let pending = 0;
  for (const d of due) {
    if (d.paymentType === 'ach') {
      // Spelled out: the jobs pass the app, whose decorations a spread would lose.
      const outcome = await debitByAch({ db: deps.db, mailer: deps.mailer, realtime: deps.realtime, config: deps.config }, d.id);
      if (outcome === 'pending') pending++;
      else if (outcome === 'failed') counts.failed++;
      continue;
    }
    const route = d.paymentType === 'sandbox' ? 'sandbox' : 'wallet';
    const outcome = await payFrom(
      deps,
      async (tx) => {
        const row = await lockRepayment(tx, d.id);
        if (row.status !== 'scheduled' || !row.automatic) return null;
        return { row, campaign: await repaymentCampaign(tx, row.campaignId) };
      },
      route === 'sandbox' ? { provider: 'sandbox' } : { wallet: d.ownerId },
      { paymentType: route, actorId: null },
    );
    if (outcome === 'paid') counts.paid++;
    else if (outcome === 'failed') counts.failed++;
  }
  return pending > 0 ? { ...counts, pending } : counts;
}
