import { currencies, type Database, investmentSettings, payouts } from '@cf/db';
import { ConflictError, NotFoundError, ValidationError } from '@cf/domain';
import { needsSecondApproval } from '@cf/domain/payouts';
import { eq } from 'drizzle-orm';
import { post } from '../ledger/index';
import type { PayoutRow } from './answers';
import { connectProvider } from './connect-provider';
import { assertPayoutAllowed } from './controls';
import { staffIds, tellAll } from './notices';
import type { PayoutDeps } from './request';
import { campaignTitle, payableAccount, type PayoutSubject, payoutSubject } from './subject';

/** The staff member deciding, and the audit row written in the decision's transaction. */
export type Decider = { id: string; lang: string; audit: (tx: Database, before: PayoutRow, after: PayoutRow) => Promise<void> };

/** Whether this payout needs a second staff member: above investment_settings' threshold in its currency. */
export async function secondApprovalNeeded(tx: Database, payout: Pick<PayoutRow, 'amount' | 'currency'>): Promise<boolean> {
  const [[settings], [currency]] = await Promise.all([
    tx.select({ major: investmentSettings.payoutDualApprovalMajor }).from(investmentSettings),
    tx.select({ decimals: currencies.decimals }).from(currencies).where(eq(currencies.code, payout.currency)),
  ]);
  return needsSecondApproval(payout.amount, settings?.major ?? 10_000, currency?.decimals ?? 2);
}

/** The payout and its campaign, both locked (campaign first, as a request takes them). */
async function lockedPayout(tx: Database, id: string): Promise<{ payout: PayoutRow; subject: PayoutSubject }> {
  const [ref] = await tx.select({ campaignId: payouts.campaignId }).from(payouts).where(eq(payouts.id, id));
  if (!ref) throw new NotFoundError();
  const subject = await payoutSubject(tx, ref.campaignId, { lock: true });
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!payout || !subject) throw new NotFoundError();
  return { payout, subject };
}

const decided = () => new ConflictError('payouts.errors.alreadyDecided');
const ownerPath = (p: PayoutRow) => `/campaign-dashboard/${p.campaignId}/payout`;

/**
 * What a payout must still satisfy when staff decide (the request's controls again, since details,
 * KYC or the hold may have changed): and the bank account must be the one it was requested for.
 */
async function recheck(tx: Database, payout: PayoutRow, subject: PayoutSubject, lang: string) {
  await assertPayoutAllowed(tx, subject, payout.method, lang);
  const changed = subject.account?.detailsChangedAt;
  if (changed && changed.getTime() > payout.requestedAt.getTime()) throw new ConflictError('payouts.errors.detailsChangedSinceRequest');
}

/** Staff approve a requested payout; above the threshold, other staff are told a second confirmation waits. */
export async function approvePayout(deps: PayoutDeps, decider: Decider, id: string) {
  return deps.db.transaction(async (tx) => {
    const { payout, subject } = await lockedPayout(tx, id);
    if (payout.status !== 'requested') throw decided();
    await recheck(tx, payout, subject, decider.lang);
    const [after] = await tx
      .update(payouts)
      .set({ status: 'approved', approvedBy: decider.id, approvedAt: new Date() })
      .where(eq(payouts.id, id))
      .returning();
    if (await secondApprovalNeeded(tx, payout))
      await tellAll(
        deps,
        tx,
        (await staffIds(tx))
          .filter((userId) => userId !== decider.id)
          .map((userId) => ({
            userId,
            kind: 'payoutAwaitingSecond' as const,
            money: payout,
            params: { campaign: campaignTitle(subject.campaign) },
            path: `/admin/#/payouts/${id}/show`,
          })),
      );
    await decider.audit(tx, payout, after!);
    return after!;
  });
}

/** The checks before money leaves: approved, by someone else above the threshold, a bank reference given. */
async function assertConfirmable(tx: Database, payout: PayoutRow, decider: Decider, reference: string | undefined) {
  if (payout.status === 'requested') throw new ConflictError('payouts.errors.notApproved');
  if (payout.status !== 'approved') throw decided();
  if (payout.approvedBy === decider.id && (await secondApprovalNeeded(tx, payout)))
    throw new ConflictError('payouts.errors.secondApprover');
  if (payout.method === 'bank' && !reference)
    throw new ValidationError([{ field: 'reference', message: 'payouts.errors.referenceRequired' }], 'payouts.errors.referenceRequired');
}

/**
 * Staff confirm the payout was sent (bank transfer, with its reference) or send it now (Stripe
 * Connect, whose transfer id is the reference). One ledger transfer, key payout:{id}: owner_payable
 * → the provider's clearing account (money leaving the platform), in the transaction that marks
 * the payout confirmed; a second confirm is refused and moves nothing. The payout is locked and
 * every check passed before a Stripe transfer is asked for (same key): a reject racing the confirm
 * waits for it and then finds it confirmed, and no check can refuse once the money has gone. Only a
 * database failure after the transfer leaves the payout approved: the next confirm's transfer, under
 * the same key, is Stripe's first one again.
 */
export async function confirmPayout(deps: PayoutDeps, decider: Decider, id: string, input: { reference?: string | undefined }) {
  return deps.db.transaction(async (tx) => {
    const { payout, subject } = await lockedPayout(tx, id);
    let reference = input.reference?.trim() || undefined;
    await assertConfirmable(tx, payout, decider, reference);
    await recheck(tx, payout, subject, decider.lang);
    if (payout.method === 'stripe_connect')
      reference = await (
        await connectProvider(deps)
      ).transfer({
        accountId: subject.account!.stripeAccountId!,
        amount: payout.amount,
        currency: payout.currency,
        idempotencyKey: `payout:${id}`,
        description: `Payout of campaign ${payout.campaignId}`,
      });
    const transfer = await post(tx, {
      idempotencyKey: `payout:${id}`,
      kind: 'payout',
      actorId: decider.id,
      campaignId: payout.campaignId,
      memo: `Payout to the owner (${payout.method === 'bank' ? 'bank transfer' : 'Stripe'}), reference ${reference}`,
      entries: [
        { account: payableAccount(payout.campaignId, payout.currency), amount: -payout.amount },
        {
          account: { kind: 'gateway_clearing', currency: payout.currency, provider: payout.method === 'bank' ? 'offline' : 'stripe' },
          amount: payout.amount,
        },
      ],
    });
    const [after] = await tx
      .update(payouts)
      .set({ status: 'confirmed', confirmedBy: decider.id, confirmedAt: new Date(), reference: reference!, transferId: transfer.id })
      .where(eq(payouts.id, id))
      .returning();
    await tellAll(deps, tx, [
      {
        userId: payout.ownerId,
        kind: 'payoutConfirmed',
        money: payout,
        params: { campaign: campaignTitle(subject.campaign), reference: reference! },
        path: ownerPath(payout),
      },
    ]);
    await decider.audit(tx, payout, after!);
    return after!;
  });
}

/** Staff reject a payout not yet confirmed: nothing moved, the owner is told why and may ask again. */
export async function rejectPayout(deps: PayoutDeps, decider: Decider, id: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const { payout, subject } = await lockedPayout(tx, id);
    if (payout.status !== 'requested' && payout.status !== 'approved') throw decided();
    const [after] = await tx
      .update(payouts)
      .set({ status: 'rejected', rejectedBy: decider.id, rejectedAt: new Date(), reason })
      .where(eq(payouts.id, id))
      .returning();
    await tellAll(deps, tx, [
      {
        userId: payout.ownerId,
        kind: 'payoutRejected',
        money: payout,
        params: { campaign: campaignTitle(subject.campaign), reason },
        path: ownerPath(payout),
      },
    ]);
    await decider.audit(tx, payout, after!);
    return after!;
  });
}
