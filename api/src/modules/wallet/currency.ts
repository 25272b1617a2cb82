import { currencies, type Database } from '@cf/db';
import { type CurrencyDisplay, formatMoney, ValidationError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';

export type MoneyCurrency = CurrencyDisplay & { id: number };

/** A formatter for messages: minor units in the currency's display format and the reader's language. */
export const formatterFor = (currency: CurrencyDisplay, lang: string) => (minor: number) => formatMoney(minor, currency, lang);

/** An active currency named by its ISO code or by its id (the spec's currencyId); 400 otherwise. */
export async function activeCurrency(db: Database, ref: string | number | undefined, field = 'currencyCode'): Promise<MoneyCurrency> {
  if (ref === undefined) throw new ValidationError([{ field, message: 'validation.required' }]);
  const [row] = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      decimals: currencies.decimals,
      symbol: currencies.symbol,
      displayFormat: currencies.displayFormat,
    })
    .from(currencies)
    .where(and(typeof ref === 'number' ? eq(currencies.id, ref) : eq(currencies.code, ref), eq(currencies.active, true)));
  if (!row) throw new ValidationError([{ field, message: 'validation.unknownCurrency' }]);
  return row;
}
