import type { Database } from '@cf/db';
import type { Notices } from '../payment-notices/index';

/**
 * A chargeback (card, PayPal) or a bank return (ACH) reported by a provider's webhook, about a
 * payment we know by its session (issue 11: being built).
 */
export type DisputeInput = {
  provider: 'stripe' | 'paypal' | 'ach';
  /** The provider's id for the dispute or return: a redelivery finds it and changes nothing. */
  providerRef: string;
  kind: 'chargeback' | 'return';
  /** Our payment session whose money is disputed. */
  sessionId: string;
  amount: number;
  currency: string;
  reason: string;
  /** When evidence must reach the provider (chargebacks); null for a return, which is final. */
  evidenceDueBy: Date | null;
};

/** Records a dispute once, in the caller's transaction (the webhook's), and moves its money. */
export async function openDispute(tx: Database, notices: Notices, input: DisputeInput): Promise<{ changed: boolean }> {
  void tx;
  void notices;
  void input;
  throw new Error('disputes are being built');
}

/** Settles a dispute the provider has decided, once: won brings the money back, lost keeps it owed. */
export async function closeDispute(
  tx: Database,
  notices: Notices,
  input: { provider: DisputeInput['provider']; providerRef: string; outcome: 'won' | 'lost' },
): Promise<{ changed: boolean }> {
  void tx;
  void notices;
  void input;
  throw new Error('disputes are being built');
}
