import { unsell } from '../investments/index';
import { type Database, disputes, investments } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { DisputeKind } from '@cf/domain/schemas/disputes';
import type { PaymentProvider } from '@cf/domain/wallet';
import { and, eq } from 'drizzle-orm';
import { fulfil } from '../checkout/index';
import { post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import { findSession, lockSession, type PaymentSession } from '../payments/index';
import { accountOfLeg, disputeKeys, type DisputeRow } from './accounts';
import { holdingOf, type Subject } from './holding';
import { consolePath, type DisputeMessage, tellDispute, toStaff } from './notices';
import { type DisputePlan, planDispute } from './plan';
import { campaignOf } from './read';
import { recoverFromPayable } from './receivable';

/** A dispute as recorded: by a provider's webhook (openDispute) or by staff from a letter (any route but the wallet). */
export type DisputeRecord = {
  provider: PaymentProvider;
  providerRef: string;
  kind: DisputeKind;
  sessionId: string;
  amount: number;
  currency: string;
  reason: string;
  evidenceDueBy: Date | null;
  /** Staff who recorded it by hand. */
  recordedBy?: string | null;
};

/** Who is told a dispute opened: the payer (what happened to their money), the owner who owes it, every staff member. */
async function openedMessages(tx: Database, row: DisputeRow, session: PaymentSession, subject: Subject): Promise<DisputeMessage[]> {
  const money = { amount: row.amount, currency: row.currency };
  const { title: campaign, ownerId } = await campaignOf(tx, row.campaignId);
  const wallet = `/settings/wallet?currency=${row.currency}`;
  const payer: DisputeMessage =
    row.source === 'escrow'
      ? {
          userId: row.payerId,
          kind: 'investmentReversed',
          money,
          params: { campaign, reference: subject.investment!.reference },
          path: `/receipt-fail?investment=${subject.investment!.id}`,
        }
      : row.source === 'wallet'
        ? { userId: row.payerId, kind: 'walletDebited', money, path: wallet }
        : { userId: row.payerId, kind: 'paymentDisputed', money, params: { campaign }, path: wallet };
  const owner =
    row.source === 'receivable' && ownerId !== null
      ? [
          {
            userId: ownerId,
            kind: 'ownerOwes' as const,
            money,
            params: { campaign },
            path: `/campaign-dashboard/${row.campaignId}/payout`,
          },
        ]
      : [];
  const staff = await toStaff(tx, {
    kind: row.evidenceDueBy ? 'staffOpened' : 'staffReturn',
    money,
    params: { provider: session.provider, campaign: campaign || '—' },
    ...(row.evidenceDueBy ? { dates: { due: row.evidenceDueBy } } : {}),
    path: consolePath(row.id),
  });
  // The payer of a repayment is the owner: one message about it is enough.
  return [...(owner.some((o) => o.userId === payer.userId) ? [] : [payer]), ...owner, ...staff];
}

/** Takes the money as planned, in one transfer, and reverses the investment when it was still in escrow. */
async function move(tx: Database, row: DisputeRow, record: DisputeRecord, session: PaymentSession, subject: Subject, plan: DisputePlan) {
  const owners = { currency: row.currency, provider: session.provider, campaignId: subject.campaignId, payerId: row.payerId };
  const transfer =
    plan.legs.length === 0
      ? null
      : await post(tx, {
          idempotencyKey: disputeKeys.opened(row.id),
          kind: record.kind === 'return' ? 'payment_return' : 'dispute',
          actorId: record.recordedBy ?? null,
          campaignId: subject.campaignId,
          memo: `${record.kind === 'return' ? 'Bank return' : 'Chargeback'} ${record.providerRef} (${session.provider}): ${record.reason}`,
          entries: plan.legs.map((l) => ({ account: accountOfLeg(l.leg, owners), amount: l.amount })),
        });
  if (plan.reverseInvestment && subject.investment) {
    await tx
      .update(investments)
      .set({ status: 'fail', holdExpiresAt: null, updatedAt: new Date() })
      .where(eq(investments.id, subject.investment.id));
    await unsell(tx, subject.investment);
  }
  return transfer;
}

/**
 * Records a dispute once and moves its money, in the caller's transaction. The row is inserted
 * first (the unique provider reference makes a concurrent or repeated delivery wait, then find it
 * and change nothing); then the session is locked as its fulfilment locks it, and a session still
 * open is fulfilled as paid — a dispute proves the money was taken, whichever event came first.
 * The money moves by plan.ts from where it is now (holding.ts). A bank return is final: it is lost
 * at once, and what the owner owes is recovered from what the platform owes them.
 */
export async function recordDispute(tx: Database, notices: Notices, record: DisputeRecord): Promise<{ changed: boolean; id: string }> {
  const found = await findSession(tx, record.sessionId);
  if (!found) throw new NotFoundError();
  if (found.provider !== record.provider) throw new Error(`session ${found.id} was paid by ${found.provider}, not ${record.provider}`);
  if (found.currency !== record.currency || !Number.isSafeInteger(record.amount) || record.amount <= 0 || record.amount > found.amount)
    throw new Error(`dispute ${record.providerRef}: ${record.amount} ${record.currency} does not fit session ${found.id}`);
  const [inserted] = await tx
    .insert(disputes)
    .values({
      provider: record.provider,
      providerRef: record.providerRef,
      kind: record.kind,
      source: 'none',
      sessionId: found.id,
      payerId: found.userId,
      amount: record.amount,
      currency: record.currency,
      reason: record.reason,
      evidenceDueBy: record.evidenceDueBy,
      decidedBy: record.recordedBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: disputes.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.provider, record.provider), eq(disputes.providerRef, record.providerRef)));
    return { changed: false, id: existing?.id ?? '' };
  }
  let session = await lockSession(tx, found.id);
  if (session.status === 'open') {
    await fulfil(tx, session, 'paid', notices);
    session = await lockSession(tx, found.id);
  }
  const subject = await holdingOf(tx, session);
  const plan = planDispute(record.amount, subject.holding);
  const draft = (await tx.select().from(disputes).where(eq(disputes.id, inserted.id)))[0]!;
  const transfer = await move(tx, { ...draft, campaignId: subject.campaignId }, record, session, subject, plan);
  const final = record.kind === 'return';
  const [row] = await tx
    .update(disputes)
    .set({
      source: plan.source,
      investmentId: subject.investment?.id ?? null,
      campaignId: subject.campaignId,
      owed: plan.owed,
      covered: plan.covered,
      transferIds: transfer ? [transfer.id] : [],
      ...(final ? { status: 'lost' as const, closedAt: new Date() } : {}),
    })
    .where(eq(disputes.id, inserted.id))
    .returning();
  await tellDispute(notices, tx, await openedMessages(tx, row!, session, subject));
  if (final) await recoverFromPayable(tx, notices, row!, { tell: true, actorId: record.recordedBy ?? null });
  return { changed: true, id: row!.id };
}
