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

/** Formats minor units of given currencies in a reader's language. */
export type MoneyFormat = Awaited<ReturnType<typeof moneyFormatter>>;

/**
 * The money format of a currency, read once per run (a run formats an amount per notice, and
 * thousands of campaigns share a currency): `formats` is the run's cache.
 */
export async function formatOf(formats: Map<string, MoneyFormat>, tx: Database, currency: string): Promise<MoneyFormat> {
  let format = formats.get(currency);
  if (!format) {
    format = await moneyFormatter(tx, [currency]);
    formats.set(currency, format);
  }
  return format;
}

/** Tells investors and the owner about a campaign's settlement inside its transaction, each in their language. */
export async function tellAll(
  notices: SettlementNotices,
  tx: Database,
  format: MoneyFormat,
  currency: string,
  messages: SettlementMessage[],
): Promise<void> {
  if (!notices || messages.length === 0) return;
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
