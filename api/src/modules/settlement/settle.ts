import { campaignSettlements, campaigns, type Database } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, NotFoundError } from '@cf/domain';
import { money } from '@cf/domain/money';
import { graceEndsAt, planSettlement, ratesInForce, type SettlementPlan, thresholdReached } from '@cf/domain/settlement';
import { eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { type CampaignRow, campaignTitle, closeCampaignAs, informOwner, lockCampaign } from '../campaigns/index';
import { lockOffer, releaseExpiredHolds } from '../investments/index';
import { balanceOf, postMany } from '../ledger/index';
import type { PendingNotification } from '../notifications/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { removeSavedInvestmentsOf } from '../saved-investments/index';
import { cancelInFlight, markSettled } from './in-flight';
import { closingMessage, investorMessages, ownerMessage } from './messages';
import { formatOf, type MoneyFormat, tellAll } from './notices';
import { type OpenInvestment, openInvestments, type SettlementSettings } from './read';
import { type Refunded, refundAll } from './refunds';

export type SettlementDeps = DepsOf<'db' | 'mailer' | 'realtime' | 'publicCache' | 'config'>;
export type SettlementRow = typeof campaignSettlements.$inferSelect;

/** What one run knows once: who tells, the payment routes, the settings, and the clock. */
export type SettleContext = {
  deps: SettlementDeps;
  payments: PaymentRoutes;
  settings: SettlementSettings;
  now: Date;
  /** Today in the site's time zone. */
  today: string;
  /** Money formats by currency, read once per run (see formatOf). */
  formats: Map<string, MoneyFormat>;
};

/** due: the close job's look at a campaign; now: staff "Close now"; cancel: staff cancel, everyone refunded. */
export type SettleMode = 'due' | 'now' | 'cancel';
export type SettleBy = { actor: 'system' | 'staff'; actorId: string | null; reason?: string | null };

export type SettleResult =
  | { state: 'skipped' }
  | { state: 'closing'; campaign: CampaignRow }
  | { state: 'settled'; campaign: CampaignRow; settlement: SettlementRow; closed: boolean; push: PendingNotification | null };

const { active, successful, unsuccessful } = CAMPAIGN_STATUS;

/** Is the job due to look at this campaign (re-read under its lock: another run or staff may have been first)? */
function isDue(row: CampaignRow, today: string): boolean {
  if (row.status === active) return row.closingSince !== null || (row.closingDate !== null && row.closingDate < today);
  return row.status === successful || row.status === unsuccessful;
}

/** A campaign just settled, as the work that follows sees it: its row, settlement, plan and investments kept or refunded. */
export type SettledCampaign = {
  campaign: CampaignRow;
  settlement: SettlementRow;
  plan: SettlementPlan;
  kept: OpenInvestment[];
  refunded: Refunded[];
};

/**
 * THE place for work that follows a campaign's settlement: called once per campaign, in the
 * settlement's transaction so it commits or rolls back with the money, after the status move, the
 * settlement row, the investments marked refunded and the notices. It runs before the campaign's
 * transfers are posted only because they hold rows every settlement shares (investors' wallets,
 * the platform's fee account) until the commit: the transfers' keys and amounts are already decided.
 * Saved investments of the campaign go (it succeeded or failed: nothing is left to finish). Share
 * certificates are not issued here but by the issue-certificates job, so that a settlement stays
 * one pass of money however many holders a round has.
 */
async function afterSettled(tx: Database, _ctx: SettleContext, settled: SettledCampaign): Promise<void> {
  await removeSavedInvestmentsOf(tx, settled.campaign.id);
}

/**
 * Closes and settles one campaign in the caller's transaction, at most once: the campaign's offer
 * is locked first (the order every investment and payment takes), then its row; a campaign already
 * settled is left alone (the job) or refused (staff). Payments still in flight keep a live campaign
 * "closing" — no new money — until they are settled one by one or its grace period ends; then
 * what is still in flight is cancelled, the campaign ends (successful when its minimum raise was
 * reached), and its money moves by the plan of packages/domain: the owner's settlement transfer,
 * or a refund of every investment, posted last in one postMany. The settlement row and settledAt
 * commit with the money, and investors and owner are told in the same transaction. Every
 * transfer's key is deterministic.
 */
export async function settleCampaign(
  tx: Database,
  ctx: SettleContext,
  campaignId: number,
  mode: SettleMode,
  by: SettleBy,
): Promise<SettleResult> {
  const offer = await lockOffer(tx, campaignId).catch(() => {
    throw new NotFoundError();
  });
  const row = await lockCampaign(tx, { id: campaignId });
  if (!row) throw new NotFoundError();
  if (mode === 'due' && (row.settledAt || !isDue(row, ctx.today))) return { state: 'skipped' };
  if (mode !== 'due' && (row.settledAt || row.status !== active)) throw new ConflictError('settlement.errors.notLive');
  const live = row.status === active;
  const currency = row.currencyCode ?? 'USD';
  const campaign = { id: row.id, ownerId: row.ownerId, slug: row.slug, name: campaignTitle(row) };

  // Every hold has an amount: an offer holding nothing has no expired hold to release.
  if (live && offer.amountHeld > 0) await releaseExpiredHolds(tx, row.id, ctx.now);
  const open = await openInvestments(tx, row.id);
  const inFlight = open.filter((i) => i.status === 'pending');
  if (live && inFlight.length > 0 && mode !== 'cancel') {
    const until = graceEndsAt(row.closingSince ?? ctx.now, ctx.settings.closingGraceDays);
    if (ctx.now < until) {
      if (row.closingSince) return { state: 'closing', campaign: row };
      const [held] = await tx.update(campaigns).set({ closingSince: ctx.now }).where(eq(campaigns.id, row.id)).returning();
      await tellAll(ctx.deps, tx, await formatOf(ctx.formats, tx, currency), currency, [closingMessage(campaign, until, inFlight.length)]);
      return { state: 'closing', campaign: held! };
    }
  }
  // No money reaches the owner while an investor may still revoke (ECSP Art. 22) or has a Reg CF
  // reconfirmation open (the reconfirmations job cancels the overdue ones): the campaign stays closing, no new money.
  const undecided = open.some(
    (i) =>
      i.status === 'success' &&
      ((i.reflectionEndsAt !== null && i.reflectionEndsAt > ctx.now) || (i.reconfirmBy !== null && i.reconfirmedAt === null)),
  );
  if (live && undecided && mode !== 'cancel') {
    if (row.closingSince) return { state: 'closing', campaign: row };
    const [held] = await tx.update(campaigns).set({ closingSince: ctx.now }).where(eq(campaigns.id, row.id)).returning();
    return { state: 'closing', campaign: held! };
  }
  await cancelInFlight(tx, row.id, inFlight);

  const confirmed = open.filter((i) => i.status === 'success');
  const raised = confirmed.reduce((n, i) => n + i.amount, 0);
  const escrow = await balanceOf(tx, { kind: 'campaign_escrow', currency, campaignId: row.id });
  if (escrow !== raised) throw new Error(`campaign ${row.id}: escrow holds ${escrow} but its confirmed investments ${raised}`);
  const plan = planSettlement({
    campaignType: row.campaignType,
    raised: money(raised, currency),
    reached: live ? thresholdReached(row.raisedAmount, row.minimumRaise) : row.status === successful,
    rates: ratesInForce(row, ctx.settings),
    cancelled: mode === 'cancel',
  });
  const reason = by.reason?.trim() || null;
  const after = live ? (await closeCampaignAs(tx, row, plan.outcome, { ...by, reason })).after : row;

  const refunds = plan.refundAll
    ? await refundAll(
        tx,
        { campaignId: row.id, currency, walletModule: ctx.settings.walletModule, payments: ctx.payments, actorId: by.actorId },
        confirmed,
      )
    : { refunded: [], transfers: [] };
  const refunded = refunds.refunded;
  const investors = new Set(confirmed.map((i) => i.investorId)).size;
  const [settlement] = await tx
    .insert(campaignSettlements)
    .values({
      campaignId: row.id,
      outcome: plan.outcome,
      currency,
      raised,
      feeBps: plan.feeBps,
      fee: plan.fee.amount,
      net: plan.net.amount,
      refunded: plan.refundAll ? raised : 0,
      investors,
      settledAt: ctx.now,
    })
    .returning()
    .prepare('settlement_insert')
    .execute();
  await markSettled(tx, row.id, plan.refundAll ? confirmed : [], ctx.now);

  // A campaign that closes with no money is told as before (the lifecycle's decision notice); money gets the figures.
  const quiet = raised === 0 && mode !== 'cancel';
  await tellAll(ctx.deps, tx, await formatOf(ctx.formats, tx, currency), currency, [
    ...investorMessages(campaign, plan, confirmed, refunded, inFlight, reason),
    ...(quiet ? [] : [ownerMessage(campaign, plan, investors, reason)]),
  ]);
  const push =
    quiet && live ? await informOwner(ctx.deps, tx, after, plan.outcome === 'successful' ? 'successful' : 'unsuccessful', null) : null;
  await afterSettled(tx, ctx, { campaign: after, settlement: settlement!, plan, kept: plan.refundAll ? [] : confirmed, refunded });
  // Last, the money: investors' wallets and the platform's accounts are shared by every settlement, so their rows are held only until the commit.
  await postMany(tx, [
    ...refunds.transfers,
    ...(!plan.refundAll && raised > 0
      ? [
          {
            idempotencyKey: `settlement:${row.id}`,
            kind: 'owner_settlement' as const,
            actorId: by.actorId,
            campaignId: row.id,
            memo: `Settlement of ${campaign.name} (${plan.outcome}): fee ${plan.feeBps} bps`,
            entries: [
              { account: { kind: 'campaign_escrow' as const, currency, campaignId: row.id }, amount: -raised },
              ...(plan.net.amount > 0
                ? [{ account: { kind: 'owner_payable' as const, currency, campaignId: row.id }, amount: plan.net.amount }]
                : []),
              ...(plan.fee.amount > 0 ? [{ account: { kind: 'platform_fees' as const, currency }, amount: plan.fee.amount }] : []),
            ],
          },
        ]
      : []),
  ]);
  return { state: 'settled', campaign: after, settlement: settlement!, closed: live, push };
}
