import { kebab, noticeEmail } from '../notifications/index';

/**
 * What investors and owners are told when a campaign's money is settled (messages in the
 * `settlement` namespace: settlement.notify.<kind>, settlement.email.subject.<kind>, …action.<kind>).
 */
export const SETTLEMENT_NOTICE_KINDS = [
  // Investors: their confirmed money stays with the campaign…
  'investmentKept',
  'investmentKeptBelowMinimum',
  // …or comes back, by the route it takes, because the campaign failed or was cancelled.
  'refundWallet',
  'refundProvider',
  'refundBankTransfer',
  'cancelRefundWallet',
  'cancelRefundProvider',
  'cancelRefundBankTransfer',
  // A payment still in flight when the grace period ended.
  'paymentCancelled',
  // Owners.
  'ownerClosing',
  'ownerSuccessful',
  'ownerBelowMinimum',
  'ownerRefunded',
  'ownerCancelled',
] as const;
export type SettlementNoticeKind = (typeof SETTLEMENT_NOTICE_KINDS)[number];

/** The e-mail of one notice: the notification's sentence, then where to see it (settlement-refund-wallet...). */
export const settlementEmail = (kind: SettlementNoticeKind) => noticeEmail('settlement', kind, `settlement-${kebab(kind)}`);
