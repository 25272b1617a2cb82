import type { Database } from '@cf/db';
import { kebab, moneyFormatter, noticeEmail, tellInTransaction } from '../notifications/index';
import type { Notices } from '../payment-notices/index';

/** What a payer is told when their bank takes an ACH payment back after it was settled (a return). */
export const BANK_NOTICE_KINDS = ['investmentReturned', 'topUpReturned'] as const;
export type BankNoticeKind = (typeof BANK_NOTICE_KINDS)[number];

/**
 * Tells the payer, inside the transaction that reversed the money: the notification
 * (`bank.notify.<kind>`) and its outbox e-mail (bank-investment-returned...), in their language.
 */
export async function tellReturned(
  notices: Notices,
  tx: Database,
  message: {
    userId: string;
    kind: BankNoticeKind;
    amount: number;
    currency: string;
    params: Record<string, string | number>;
    path: string;
  },
): Promise<void> {
  if (!notices) return;
  const format = await moneyFormatter(tx, [message.currency]);
  await tellInTransaction(notices.mailer, tx, [
    {
      userId: message.userId,
      type: 'payment',
      messageKey: `bank.notify.${message.kind}`,
      template: noticeEmail('bank', message.kind, `bank-${kebab(message.kind)}`),
      path: message.path,
      params: (reader) => ({
        ...message.params,
        amount: format({ amount: message.amount, currency: message.currency }, reader.notificationLanguage),
      }),
    },
  ]);
}
