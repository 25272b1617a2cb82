import { type Database, siteSettings, users } from '@cf/db';
import { formatInstant } from '@cf/domain/date-format';
import { and, eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { moneyFormatter, tellInTransaction } from '../notifications/index';
import { type PayoutNoticeKind, payoutNoticeEmail } from './email';

/** Who tells users: the mailer (writes the outbox in the money's transaction). */
export type PayoutNotices = DepsOf<'mailer'>;

/** One message to one user: amounts and dates are written in the reader's language. */
export type PayoutMessage = {
  userId: string;
  kind: PayoutNoticeKind;
  /** The amount named in the sentence ({{amount}}), if any. */
  money?: { amount: number; currency: string };
  params?: Record<string, string | number>;
  /** Moments named in the sentence ({{until}}), written in the site's time zone. */
  dates?: Record<string, Date>;
  path: string;
};

/** A moment as people of a language read it, in the site's time zone (UTC if the zone is unknown). */
export const dateTimeText = (date: Date, lang: string, timeZone: string) => formatInstant(date, lang, timeZone, 'longDateTime');

export async function siteZone(tx: Database): Promise<string> {
  const [row] = await tx.select({ timezone: siteSettings.timezone }).from(siteSettings).limit(1);
  return row?.timezone ?? 'UTC';
}

/** Every active staff member: who is told a payout waits for them. */
export async function staffIds(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/**
 * Tells users inside the transaction that moved the money or made the decision, each in their
 * language (amounts in the currency's format, moments in the site's time zone).
 */
export async function tellAll(notices: PayoutNotices | null, tx: Database, messages: PayoutMessage[]): Promise<void> {
  if (!notices || messages.length === 0) return;
  const [format, timeZone] = await Promise.all([
    moneyFormatter(
      tx,
      messages.flatMap((m) => (m.money ? [m.money.currency] : [])),
    ),
    messages.some((m) => m.dates) ? siteZone(tx) : Promise.resolve('UTC'),
  ]);
  await tellInTransaction(
    notices.mailer,
    tx,
    messages.map((m) => ({
      userId: m.userId,
      type: 'payment',
      messageKey: `payouts.notify.${m.kind}`,
      template: payoutNoticeEmail(m.kind),
      path: m.path,
      params: (reader) => {
        const lang = reader.notificationLanguage;
        const dates = Object.fromEntries(Object.entries(m.dates ?? {}).map(([k, d]) => [k, dateTimeText(d, lang, timeZone)]));
        return { ...m.params, ...dates, ...(m.money ? { amount: format(m.money, lang) } : {}) };
      },
    })),
  );
}
