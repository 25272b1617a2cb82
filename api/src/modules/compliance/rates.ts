import { complianceOutcomes, currencies, type Database, exchangeRates } from '@cf/db';
import { ConflictError, ValidationError } from '@cf/domain';
import { convertMinor } from '@cf/domain/compliance/reg-cf';
import type { RateUsed } from '@cf/domain/schemas/compliance';
import type { Rounding } from '@cf/domain/money';
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { ResourceDef } from '../../console/crud';

type RateRow = typeof exchangeRates.$inferSelect;

/** A conversion's rate: the row as staff entered it, and whether it is used the other way round. */
export type RateFound = { row: RateRow; inverse: boolean };

/** Raised when a conversion has no rate on or before its day: refuse rather than guess. */
export const noRateError = (from: string, to: string, day: string, field = 'amount') =>
  new ConflictError('compliance.errors.noRate', [
    { field, message: 'compliance.errors.noRate', params: { base: from, quote: to, date: day } },
  ]);

/**
 * The latest rate between two currencies on or before a day (YYYY-MM-DD). A rate entered the
 * other way (USD→EUR for EUR→USD) serves too; on the same day the direct one wins.
 */
export async function rateOn(db: Database, from: string, to: string, day: string): Promise<RateFound | null> {
  const direct = and(eq(exchangeRates.baseCurrency, from), eq(exchangeRates.quoteCurrency, to));
  const reverse = and(eq(exchangeRates.baseCurrency, to), eq(exchangeRates.quoteCurrency, from));
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(or(direct, reverse), lte(exchangeRates.effectiveOn, day)))
    .orderBy(desc(exchangeRates.effectiveOn), desc(sql`${exchangeRates.baseCurrency} = ${from}`))
    .limit(1);
  return row ? { row, inverse: row.baseCurrency !== from } : null;
}

/** Decimal places of the platform's currencies (2 when a code is not set up). */
export async function decimalsOf(db: Database, codes: string[]): Promise<Map<string, number>> {
  const rows = codes.length
    ? await db.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies).where(inArray(currencies.code, codes))
    : [];
  return new Map(rows.map((r) => [r.code, r.decimals ?? 2]));
}

/** Minor units of `from` in `to` by a found rate, rounded as the rule needs. */
export const convertBy = (amount: number, found: RateFound, rounding: Rounding, decimals: { from: number; to: number }): number =>
  convertMinor(amount, found.row.rate, rounding, decimals, found.inverse);

export const rateUsed = (row: RateRow): RateUsed => ({
  id: row.id,
  baseCurrency: row.baseCurrency,
  quoteCurrency: row.quoteCurrency,
  rate: row.rate,
  effectiveOn: row.effectiveOn,
});

/** Both currencies must be set up on the platform (400 on the field otherwise). */
export async function assertKnownCurrencies(db: Database, input: { baseCurrency: string; quoteCurrency: string }) {
  const known = await decimalsOf(db, [input.baseCurrency, input.quoteCurrency]);
  const errors = (['baseCurrency', 'quoteCurrency'] as const)
    .filter((f) => !known.has(input[f]))
    .map((field) => ({ field, message: 'compliance.errors.unknownCurrency' }));
  if (errors.length) throw new ValidationError(errors);
}

/** Staff list and delete rates as a react-admin resource; creating is its own route (it records who). */
export const exchangeRatesResource: ResourceDef = {
  name: 'exchange-rates',
  table: exchangeRates,
  id: exchangeRates.id,
  sortColumns: { id: exchangeRates.id, effectiveOn: exchangeRates.effectiveOn, baseCurrency: exchangeRates.baseCurrency },
  defaultSort: ['effectiveOn', 'DESC'],
  filters: { baseCurrency: exchangeRates.baseCurrency, quoteCurrency: exchangeRates.quoteCurrency },
  allow: { delete: true },
  // A rate a decision relied on stays, so the regulator export can show it.
  beforeDelete: async (tx, record) => {
    const [used] = await tx
      .select({ id: complianceOutcomes.id })
      .from(complianceOutcomes)
      .where(eq(complianceOutcomes.rateId, Number(record.id)))
      .limit(1);
    if (used) throw new ConflictError('compliance.errors.rateInUse');
  },
};

/**
 * An amount in another currency on a day, with the staff-entered rate it used (null when none was
 * needed); no rate on or before the day is a 409 naming the pair.
 */
export async function convertOn(
  db: Database,
  amount: number,
  from: string,
  to: string,
  day: string,
  rounding: Rounding,
): Promise<{ amount: number; rate: RateRow | null }> {
  if (from === to || amount === 0) return { amount, rate: null };
  const found = await rateOn(db, from, to, day);
  if (!found) throw noRateError(from, to, day);
  const decimals = await decimalsOf(db, [from, to]);
  return { amount: convertBy(amount, found, rounding, { from: decimals.get(from) ?? 2, to: decimals.get(to) ?? 2 }), rate: found.row };
}
