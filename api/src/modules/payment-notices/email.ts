import { kebab, noticeEmail } from '../notifications/index';

/** Every money outcome a user is told about (spec §8 money messages). */
export const NOTICE_KINDS = [
  'investmentPaid',
  'investmentFailed',
  'investmentPendingOffline',
  'investmentConfirmed',
  'investmentRejected',
  'investmentReceived',
  'topUpSucceeded',
  'topUpFailed',
  'withdrawalRequested',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The e-mail of one outcome: the notification's sentence, then where to see the details (payment-investment-paid...). */
export const paymentNoticeEmail = (kind: NoticeKind) => noticeEmail('payments', kind, `payment-${kebab(kind)}`);
