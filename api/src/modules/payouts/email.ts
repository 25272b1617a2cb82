import { kebab, noticeEmail, type NoticeVars } from '../notifications/index';

/** Every payout, withdrawal and staff-refund outcome a user is told about (payouts.notify.*). */
export const PAYOUT_NOTICE_KINDS = [
  'payoutRequested',
  'payoutRequestedStaff',
  'payoutAwaitingSecond',
  'payoutConfirmed',
  'payoutRejected',
  'payoutDetailsChanged',
  'withdrawalPaid',
  'withdrawalRejected',
  'investmentRefunded',
  'investmentWithdrawn',
  // The same outcomes when the money goes back to the card, PayPal, bank or regional wallet it came from.
  'investmentWithdrawnToSource',
  'investorWithdrew',
  // Reg CF material changes and early close (modules/reconfirmations, jobs/reconfirmations.ts).
  'reconfirmationAsked',
  'reconfirmationCancelled',
  'reconfirmationCancelledToSource',
  'earlyClose',
] as const;
export type PayoutNoticeKind = (typeof PAYOUT_NOTICE_KINDS)[number];

export type PayoutNoticeVars = NoticeVars;

/**
 * The e-mail of one outcome, named per outcome (payout-confirmed...) so the outbox says which it
 * was. A staff notice links to the console, an absolute path on the same host.
 */
export const payoutNoticeEmail = (kind: PayoutNoticeKind) => noticeEmail('payouts', kind, kebab(kind));
