import type { Database } from '@cf/db';
import { kebab, moneyFormatter, noticeEmail, tellInTransaction } from '../notifications/index';
import type { Notices } from '../payment-notices/index';
import { dateTimeText, siteZone, staffIds } from '../payouts/index';

/** Every dispute outcome someone is told about (disputes.notify.*). */
export const DISPUTE_NOTICE_KINDS = [
  'investmentReversed',
  'walletDebited',
  'paymentDisputed',
  'ownerOwes',
  'staffOpened',
  'staffReturn',
  'walletCredited',
  'ownerCleared',
  'ownerLost',
  'ownerRecovered',
  'ownerWrittenOff',
] as const;
export type DisputeNoticeKind = (typeof DISPUTE_NOTICE_KINDS)[number];

/** One message to one user: amounts (`money`, and `owed`/`recovered` of the same currency) and moments in the reader's language. */
export type DisputeMessage = {
  userId: string;
  kind: DisputeNoticeKind;
  money: { amount: number; currency: string };
  amounts?: Record<string, number>;
  params?: Record<string, string | number>;
  dates?: Record<string, Date>;
  path: string;
};

/** Where staff open a dispute in the console. */
export const consolePath = (id: string) => `/admin/#/disputes/${id}/show`;

/**
 * Tells users inside the transaction that moved the money, as every money notice is: a stored
 * notification and an outbox e-mail each, in the reader's language, rolled back with the money.
 */
export async function tellDispute(notices: Notices, tx: Database, messages: DisputeMessage[]): Promise<void> {
  if (!notices || messages.length === 0) return;
  const [format, timeZone] = await Promise.all([
    moneyFormatter(
      tx,
      messages.map((m) => m.money.currency),
    ),
    messages.some((m) => m.dates) ? siteZone(tx) : Promise.resolve('UTC'),
  ]);
  await tellInTransaction(
    notices.mailer,
    tx,
    messages.map((m) => ({
      userId: m.userId,
      type: 'payment',
      messageKey: `disputes.notify.${m.kind}`,
      template: noticeEmail('disputes', m.kind, `dispute-${kebab(m.kind)}`),
      path: m.path,
      params: (reader) => {
        const lang = reader.notificationLanguage;
        const money = (amount: number) => format({ amount, currency: m.money.currency }, lang);
        return {
          ...m.params,
          ...Object.fromEntries(Object.entries(m.dates ?? {}).map(([k, d]) => [k, dateTimeText(d, lang, timeZone)])),
          ...Object.fromEntries(Object.entries(m.amounts ?? {}).map(([k, a]) => [k, money(a)])),
          amount: money(m.money.amount),
        };
      },
    })),
  );
}

/** The same message to every active staff member. */
export async function toStaff(tx: Database, message: Omit<DisputeMessage, 'userId'>): Promise<DisputeMessage[]> {
  return (await staffIds(tx)).map((userId) => ({ ...message, userId }));
}
