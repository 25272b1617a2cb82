import { currencies, type Database } from '@cf/db';
import type { CurrencyDisplay } from '@cf/domain';
import { inArray } from 'drizzle-orm';

/** How an amount in a currency the table lacks is written: its code, two decimals. */
export const codeOnlyDisplay = (code: string): CurrencyDisplay => ({ code, symbol: code, displayFormat: 'leftSpaceCode', decimals: 2 });

/**
 * The display of each currency named, in one query (none for no code): symbol, format and
 * decimals from the currencies table, a code the table lacks written as its code.
 */
export async function currencyDisplays(db: Database, codes: readonly string[]): Promise<Map<string, CurrencyDisplay>> {
  const wanted = [...new Set(codes)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            code: currencies.code,
            symbol: currencies.symbol,
            displayFormat: currencies.displayFormat,
            decimals: currencies.decimals,
          })
          .from(currencies)
          .where(inArray(currencies.code, wanted));
  const map = new Map<string, CurrencyDisplay>(rows.map((r) => [r.code, r]));
  for (const code of wanted) if (!map.has(code)) map.set(code, codeOnlyDisplay(code));
  return map;
}
