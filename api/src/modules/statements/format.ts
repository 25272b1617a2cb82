import { currencies, type Database } from '@cf/db';
import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { formatCalendarDay } from '@cf/domain/date-format';
import { parseQuarter } from '@cf/domain/statements';
import type { TFunction } from '@cf/i18n';
import { inArray } from 'drizzle-orm';

/** "Q3 2026" in the reader's language. */
export const periodLabel = (t: TFunction, period: string) => String(t('statements.period', parseQuarter(period)));

/** A calendar day (YYYY-MM-DD) written out in a language: "30 September 2026". */
export const dayText = (day: string, lang: string) => formatCalendarDay(day, lang);

/** "1 July 2026 to 30 September 2026". */
export const datesText = (t: TFunction, lang: string, firstDay: string, lastDay: string) =>
  String(t('statements.dates', { from: dayText(firstDay, lang), to: dayText(lastDay, lang) }));

/** The display of each currency named (a code the table lacks is written as its code). */
export async function currencyDisplays(db: Database, codes: string[]): Promise<Map<string, CurrencyDisplay>> {
  const rows =
    codes.length === 0
      ? []
      : await db
          .select({
            code: currencies.code,
            symbol: currencies.symbol,
            displayFormat: currencies.displayFormat,
            decimals: currencies.decimals,
          })
          .from(currencies)
          .where(inArray(currencies.code, codes));
  const map = new Map(rows.map((r) => [r.code, r]));
  for (const code of codes) if (!map.has(code)) map.set(code, { code, symbol: code, displayFormat: 'leftSpaceCode', decimals: 2 });
  return map;
}

/** A signed amount: "+$50.00", "-$250.00", "$0.00". */
export function signedMoney(minor: number, currency: CurrencyDisplay, lang: string): string {
  return `${minor > 0 ? '+' : ''}${formatMoney(minor, currency, lang)}`;
}
