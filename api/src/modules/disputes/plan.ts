import type { DisputeSource } from '@cf/domain/schemas/disputes';

/**
 * Where the money of a disputed payment is now, as far as a dispute cares:
 * - escrow: an investment still in its campaign's escrow (paid amount `paid`);
 * - receivable: money that reached a campaign's owner (settled to them, or an owner's repayment);
 * - wallet: money that is, or went back to, the payer's wallet (a top-up; a late or refunded
 *   payment), with the platform's fee on it (a top-up's fee, charged on top);
 * - none: a payment never recorded as received.
 */
export type Holding =
  { at: 'escrow'; paid: number } | { at: 'receivable' } | { at: 'wallet'; balance: number; fee: number } | { at: 'none' };

/**
 * The accounts a dispute's transfer names, in the abstract (the module fills in currency and
 * owners): the provider's clearing, the campaign's escrow or owner receivable, the payer's wallet,
 * the platform's fee income, and the platform's own funds paid in (the offline route's clearing).
 */
export type Leg = 'clearing' | 'escrow' | 'receivable' | 'wallet' | 'fees' | 'platform';

export type DisputePlan = {
  source: DisputeSource;
  /** Signed minor units per account; they sum to zero. Empty: no money moves. */
  legs: { leg: Leg; amount: number }[];
  /** The investment leaves the campaign (its shares go back on offer). */
  reverseInvestment: boolean;
  /** What the owner owes back, and what the platform pays in at once from its own funds. */
  owed: number;
  covered: number;
};

/**
 * One dispute's money, decided once when it opens: the provider took `amount` back, so its
 * clearing account gets it (+), and it comes from where the payment's money is now:
 * - from escrow: the whole investment leaves it (reversed); what was not disputed (a partial
 *   dispute) goes to the payer's wallet;
 * - from the owner's receivable (it may go negative: the owner owes it back);
 * - from the platform's fee on the payment first (it gives its fee up), then from the payer's
 *   wallet as far as it goes; the rest the platform pays in from its own funds (its bank account,
 *   the offline route), since a wallet cannot go below zero and an investor cannot be frozen as
 *   an owner can;
 * - nothing, for a payment never recorded as received.
 */
export function planDispute(amount: number, holding: Holding): DisputePlan {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a dispute's amount is a positive integer (got ${amount})`);
  const none: DisputePlan = { source: 'none', legs: [], reverseInvestment: false, owed: 0, covered: 0 };
  switch (holding.at) {
    case 'none':
      return none;
    case 'escrow': {
      if (amount > holding.paid) throw new Error(`a dispute of ${amount} exceeds the payment of ${holding.paid}`);
      const rest = holding.paid - amount;
      return {
        source: 'escrow',
        legs: [
          { leg: 'escrow', amount: -holding.paid },
          { leg: 'clearing', amount },
          ...(rest > 0 ? [{ leg: 'wallet' as const, amount: rest }] : []),
        ],
        reverseInvestment: true,
        owed: 0,
        covered: 0,
      };
    }
    case 'receivable':
      return {
        source: 'receivable',
        legs: [
          { leg: 'receivable', amount: -amount },
          { leg: 'clearing', amount },
        ],
        reverseInvestment: false,
        owed: amount,
        covered: 0,
      };
    case 'wallet': {
      const fromFees = Math.min(Math.max(holding.fee, 0), amount);
      const fromWallet = Math.min(Math.max(holding.balance, 0), amount - fromFees);
      const covered = amount - fromFees - fromWallet;
      return {
        source: 'wallet',
        legs: [
          ...(fromFees > 0 ? [{ leg: 'fees' as const, amount: -fromFees }] : []),
          ...(fromWallet > 0 ? [{ leg: 'wallet' as const, amount: -fromWallet }] : []),
          ...(covered > 0 ? [{ leg: 'platform' as const, amount: -covered }] : []),
          { leg: 'clearing', amount },
        ],
        reverseInvestment: false,
        owed: 0,
        covered,
      };
    }
  }
}
