import { type Database } from '@cf/db';
import type { DepsOf } from '../../deps';
import { moneyFormatter, tellInTransaction } from '../notifications/index';
import { type SettlementNoticeKind, settlementEmail } from './email';

/** Who tells: the mailer (outbox rows in the money's transaction); null tells no one. */
export type SettlementNotices = DepsOf<'mailer'> | null;

/** One message: amounts are minor units of the campaign's currency, formatted in the reader's language. */
export type SettlementMessage = {
  userId: string;
  kind: SettlementNoticeKind;
  amounts: Record<string, number>;
  params: Record<string, string | number>;
  path: string;
};

/** Tells investors and the owner about a campaign's settlement inside its transaction, each in their language. */
export async function tellAll(notices: SettlementNotices, tx: Database, currency: string, messages: SettlementMessage[]): Promise<void> {
  if (!notices || messages.length === 0) return;
  const format = await moneyFormatter(tx, [currency]);
  await tellInTransaction(
    notices.mailer,
    tx,
    messages.map((m) => ({
      userId: m.userId,
      type: 'settlement',
      messageKey: `settlement.notify.${m.kind}`,
      template: settlementEmail(m.kind),
      path: m.path,
      params: (reader) => ({
        ...m.params,
        ...Object.fromEntries(Object.entries(m.amounts).map(([k, v]) => [k, format({ amount: v, currency }, reader.notificationLanguage)])),
      }),
    })),
  );
}
