import { type Database } from '@cf/db';
import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { kebab, noticeEmail, tellInTransaction } from '../notifications/index';
import type { Notices } from '../payment-notices/index';

/** Every repayment outcome a user is told about (repayments.notify.*). */
export const REPAYMENT_NOTICE_KINDS = [
  'repaymentPaid',
  'distributionCredited',
  'repaymentFailed',
  'repaymentOfflinePending',
  'repaymentDeclined',
  'repaymentLate',
  'repaymentLateInvestor',
] as const;
export type RepaymentNoticeKind = (typeof REPAYMENT_NOTICE_KINDS)[number];

/** The e-mail of one outcome (repayment-paid, repayment-distribution-credited...): the notification's sentence and a link. */
export const repaymentEmail = (kind: RepaymentNoticeKind) =>
  noticeEmail('repayments', kind, `repayment-${kebab(kind.replace(/^repayment/, '')).replace(/^-/, '')}`);

/** One message to one user; `amount` is formatted in the user's language. */
export type RepaymentMessage = {
  userId: string;
  kind: RepaymentNoticeKind;
  amount: number;
  currency: CurrencyDisplay;
  params: Record<string, string | number>;
  path: string;
};

/** Tells users about repayment outcomes inside the money's transaction, each in their language. */
export async function tellRepayment(notices: Notices, tx: Database, messages: RepaymentMessage[]): Promise<void> {
  await tellInTransaction(
    notices?.mailer ?? null,
    tx,
    messages.map((m) => ({
      userId: m.userId,
      type: 'payment',
      messageKey: `repayments.notify.${m.kind}`,
      template: repaymentEmail(m.kind),
      path: m.path,
      params: (reader) => ({ ...m.params, amount: formatMoney(m.amount, m.currency, reader.notificationLanguage) }),
    })),
  );
}

/** Where each party sees a repayment: the owner's receipt, the investor's schedule, the wallet. */
export const receiptPath = (repaymentId: string) => `/campaign-dashboard/receipt/${repaymentId}`;
export const schedulePath = (campaignId: number) => `/campaign-dashboard/repayment/${campaignId}`;
export const WALLET_PATH = '/settings/wallet';
