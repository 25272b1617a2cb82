import type { LedgerTransferKind } from './ledger';

/**
 * Investors' quarterly statements (spec §9 "one statement"): the period vocabulary and which line
 * of the statement each ledger transfer on a wallet counts under.
 */

/** A statement's period: a calendar quarter in the site's time zone, e.g. 2026-Q3. */
export const STATEMENT_PERIOD = /^(\d{4})-Q([1-4])$/;

/** The quarter a calendar date (YYYY-MM-DD) falls in. */
export function quarterOf(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The quarter before a period: 2026-Q1 → 2025-Q4. */
export function previousQuarter(period: string): string {
  const { year, quarter } = parseQuarter(period);
  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}

/** The period's year and quarter; throws on anything else (periods are made here, not typed in). */
export function parseQuarter(period: string): { year: number; quarter: number } {
  const match = STATEMENT_PERIOD.exec(period);
  if (!match) throw new Error(`not a statement period: ${period}`);
  return { year: Number(match[1]), quarter: Number(match[2]) };
}

/** The quarter's first day and the day after its last (both YYYY-MM-DD): [start, end). */
export function quarterDates(period: string): { start: string; end: string } {
  const { year, quarter } = parseQuarter(period);
  const month = (m: number, y: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const first = (quarter - 1) * 3 + 1;
  return { start: month(first, year), end: first === 10 ? month(1, year + 1) : month(first + 3, year) };
}

/** The lines of a statement's wallet summary, in the order a statement shows them. */
export const STATEMENT_LINES = [
  'topUps',
  'investments',
  'refunds',
  'distributions',
  'repaymentsPaid',
  'withdrawals',
  'withdrawalsReturned',
  'other',
] as const;
export type StatementLine = (typeof STATEMENT_LINES)[number];

/**
 * The line each transfer kind counts under when it moves a wallet. Every kind is named (the type
 * says so), so no wallet movement is left off a statement: opening + lines = closing, always.
 * Kinds that never touch a wallet today (fees, settlements, payouts...) count as "other" if they
 * ever do.
 */
export const STATEMENT_LINE_OF_KIND: Record<LedgerTransferKind, StatementLine> = {
  wallet_topup: 'topUps',
  investment: 'investments',
  investment_refund: 'refunds',
  wallet_refund: 'refunds',
  distribution_credit: 'distributions',
  withdrawal_hold: 'withdrawals',
  withdrawal_release: 'withdrawalsReturned',
  correction: 'other',
  platform_fee: 'other',
  owner_settlement: 'other',
  payout: 'other',
  withdrawal_paid: 'other',
  // An owner paying a repayment from their wallet.
  distribution_funding: 'repaymentsPaid',
  // The regional (MangoPay) wallet is its own account, not the platform wallet a statement sums.
  regional_topup: 'other',
  regional_payout: 'other',
  // An ACH top-up returned by the bank takes the credit back.
  payment_return: 'topUps',
  dispute: 'other',
  dispute_resolution: 'other',
};

export const statementLineOf = (kind: string): StatementLine => STATEMENT_LINE_OF_KIND[kind as LedgerTransferKind] ?? 'other';
