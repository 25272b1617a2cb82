import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { formatCalendarDay } from '@cf/domain/date-format';
import { parseQuarter } from '@cf/domain/statements';
import type { TFunction } from '@cf/i18n';

/** "Q3 2026" in the reader's language. */
export const periodLabel = (t: TFunction, period: string) => String(t('statements.period', parseQuarter(period)));

/** A calendar day (YYYY-MM-DD) written out in a language: "30 September 2026". */
export const dayText = (day: string, lang: string) => formatCalendarDay(day, lang);

/** "1 July 2026 to 30 September 2026". */
export const datesText = (t: TFunction, lang: string, firstDay: string, lastDay: string) =>
  String(t('statements.dates', { from: dayText(firstDay, lang), to: dayText(lastDay, lang) }));

/** A signed amount: "+$50.00", "-$250.00", "$0.00". */
export function signedMoney(minor: number, currency: CurrencyDisplay, lang: string): string {
  return `${minor > 0 ? '+' : ''}${formatMoney(minor, currency, lang)}`;
}
