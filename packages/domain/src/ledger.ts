import { AppError } from './errors';

/**
 * The ledger's vocabulary (see docs/decisions/009-ledger.md). An entry's amount is signed: positive
 * adds to the account's balance, negative takes from it; a transfer's entries sum to zero per
 * currency. Only the outside world's side (a payment provider's clearing account) may go below
 * zero: it stands for money that came in from, or went out to, outside the platform.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** An investor's platform wallet, one per currency. */
  'investor_wallet',
  /** Money invested in a campaign, held until the campaign closes. */
  'campaign_escrow',
  /** What the platform owes a campaign's owner after closing and fees. */
  'owner_payable',
  /** The platform's fee income. */
  'platform_fees',
  /** A payment provider's side: money received from or sent to it (card, sandbox, offline...). */
  'gateway_clearing',
  /** Refunds on their way back to a payment source. */
  'refunds',
  /** Repayments and dividends waiting to be credited to investors. */
  'distributions',
  /** Withdrawals requested from a wallet, held until paid out. */
  'pending_withdrawals',
  /**
   * What the platform bore itself: a card provider's fee it cannot recover when a payment is
   * refunded in full. Its balance only grows (the database refuses negatives outside clearing).
   */
  'platform_costs',
  /**
   * An investor's wallet at the regional provider (MangoPay), mirrored: the money is held there, in
   * the investor's own MangoPay wallet, and each movement of it is posted here as well.
   */
  'regional_wallet',
  /**
   * What a campaign's owner owes back: a chargeback or bank return that arrived after the money was
   * paid out. Negative while owed (the money already left through the provider); its payouts are
   * frozen until it is settled.
   */
  'owner_receivable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Kinds whose balance may be negative; the database refuses a negative balance for all others. */
export const LEDGER_NEGATIVE_KINDS: readonly LedgerAccountKind[] = ['gateway_clearing', 'owner_receivable'];

/** Which owner an account of each kind names (the others belong to the platform). */
export const LEDGER_ACCOUNT_OWNER: Record<LedgerAccountKind, 'user' | 'campaign' | 'provider' | 'platform'> = {
  investor_wallet: 'user',
  campaign_escrow: 'campaign',
  owner_payable: 'campaign',
  platform_fees: 'platform',
  gateway_clearing: 'provider',
  refunds: 'platform',
  distributions: 'campaign',
  pending_withdrawals: 'user',
  platform_costs: 'platform',
  regional_wallet: 'user',
  owner_receivable: 'campaign',
};

/** What a transfer was for; statements and the journal export group by it. */
export const LEDGER_TRANSFER_KINDS = [
  'wallet_topup',
  'investment',
  'investment_refund',
  'platform_fee',
  'owner_settlement',
  'payout',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'wallet_refund',
  'distribution_funding',
  'distribution_credit',
  'correction',
  /** Money into or out of an investor's regional (MangoPay) wallet. */
  'regional_topup',
  'regional_payout',
  /** A bank debit (ACH) returned by the payer's bank after it settled. */
  'payment_return',
  /** A card or PayPal chargeback taken by the provider, and its outcome. */
  'dispute',
  'dispute_resolution',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/** A wallet (or any account that may not go below zero) cannot cover the amount. */
export class InsufficientFundsError extends AppError {
  constructor() {
    super('INSUFFICIENT_FUNDS', 409, 'errors.insufficientWalletBalance');
  }
}

/** An idempotency key reused for a different movement of money. */
export class IdempotencyConflictError extends AppError {
  constructor() {
    super('IDEMPOTENCY_CONFLICT', 409, 'errors.idempotencyConflict');
  }
}
