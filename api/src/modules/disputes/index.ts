import type { Database } from '@cf/db';
import type { Notices } from '../payment-notices/index';
import { settleOutcome } from './close';
import { recordDispute } from './open';
import { lockDisputeByRef } from './read';

/**
 * Disputes and returns (issue 11 §5, docs/decisions/015-disputes-and-reconciliation.md): a
 * chargeback (card, PayPal) or a bank return (ACH) reported by a provider's webhook, about a
 * payment we know by its session.
 */
export type DisputeInput = {
  provider: 'stripe' | 'paypal' | 'ach';
  /** The provider's id for the dispute or return: a redelivery finds it and changes nothing. */
  providerRef: string;
  kind: 'chargeback' | 'return';
  /** Our payment session whose money is disputed. */
  sessionId: string;
  /** Minor units the provider took back (at most the session's amount), in the session's currency. */
  amount: number;
  currency: string;
  reason: string;
  /** When evidence must reach the provider (chargebacks); null for a return, which is final. */
  evidenceDueBy: Date | null;
};

/**
 * Records a dispute once, in the caller's transaction (the webhook's, which also holds the event
 * id), and moves its money in one ledger transfer (kind dispute; payment_return for a return):
 * from the campaign's escrow (the investment reversed, its shares back on offer), or as what the
 * campaign's owner owes back (owner_receivable: its payouts freeze), or from the payer's wallet
 * (a top-up; the platform pays in what the wallet no longer holds). A return is final: it closes
 * as lost at once. The same providerRef again changes nothing ({ changed: false }).
 */
export async function openDispute(tx: Database, notices: Notices, input: DisputeInput): Promise<{ changed: boolean }> {
  const { changed } = await recordDispute(tx, notices, input);
  return { changed };
}

/**
 * Settles a dispute the provider has decided, once: won brings the money back (one
 * dispute_resolution transfer undoing the opening one), lost keeps it taken and recovers what the
 * owner owes from what the platform owes them. A dispute already closed, or not recorded, changes
 * nothing: open it first when the closing event carries its data.
 */
export async function closeDispute(
  tx: Database,
  notices: Notices,
  input: { provider: DisputeInput['provider']; providerRef: string; outcome: 'won' | 'lost' },
): Promise<{ changed: boolean }> {
  const row = await lockDisputeByRef(tx, input.provider, input.providerRef);
  const { changed } = await settleOutcome(tx, notices, row, input.outcome);
  return { changed };
}

export { type DisputeRow, disputeKeys } from './accounts';
export { type DecidedBy, settleOutcome } from './close';
export { DISPUTE_NOTICE_KINDS, type DisputeNoticeKind } from './notices';
export { type DisputeRecord, recordDispute } from './open';
export { owedBack } from './owed';
export { lockDispute } from './read';
export { recoverFromPayable, writeOffDispute } from './receivable';
