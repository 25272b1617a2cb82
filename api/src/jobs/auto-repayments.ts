import type { DepsOf } from '../deps';
import { debitDueInstalments, flagLateRepayments } from '../modules/repayments/index';

/**
 * What the repayment jobs use: the database, who tells owners and investors (notices travel with
 * the money), and the configuration (an ACH instalment debits through the route's keys).
 */
export type RepaymentJobDeps = DepsOf<'db' | 'mailer' | 'realtime' | 'config'>;

/**
 * Daily: debits every automatic instalment due by today (site time zone) from the owner's wallet or
 * linked bank account (ACH); a wallet short of money marks the instalment failed and tells the owner.
 * Idempotent per instalment (row lock, status re-check, the transfer's key): run twice, or on two
 * instances, each is debited once.
 */
export async function runAutoRepayments(deps: RepaymentJobDeps, now: Date = new Date()) {
  return debitDueInstalments(deps, now);
}

/** Daily: flags repayments past their due date and still owed, telling the owner and investors once each. */
export async function runLateRepayments(deps: RepaymentJobDeps, now: Date = new Date()) {
  return flagLateRepayments(deps, now);
}
