import { exchangeRates, type Database } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { type ExchangeRateInput, exchangeRateInput } from '@cf/domain/schemas/compliance';
import { csvRows } from '../../lib/csv';
import { decimalsOf } from './rates';

/** A rates file larger than this is refused (split it): its rows are entered in one transaction. */
export const RATES_FILE_MAX_LINES = 5_000;

/** The column names a rates file may use (lower case, single spaces). */
const COLUMNS = {
  baseCurrency: ['base', 'base currency', 'from'],
  quoteCurrency: ['quote', 'quote currency', 'to'],
  rate: ['rate'],
  effectiveOn: ['date', 'effective on', 'effective_on', 'effectiveon'],
} as const;
type Column = keyof typeof COLUMNS;

/** Which of our messages says what is wrong with a line, by the field the schema refused. */
const LINE_PROBLEM: Record<Column, string> = {
  baseCurrency: 'compliance.errors.ratesFileCurrency',
  quoteCurrency: 'compliance.errors.ratesFileCurrency',
  rate: 'compliance.errors.ratesFileRate',
  effectiveOn: 'compliance.errors.ratesFileDate',
};

const refuse = (message: string, params?: Record<string, string | number>) =>
  new ValidationError([{ field: 'file', message, ...(params ? { params } : {}) }], message);

/**
 * Reads a daily rates file (CSV: base, quote, rate, date — as a central bank's export is easily
 * turned into): each line is checked as one rate typed in the console is. The first problem refuses
 * the whole file with its line, so a file is never half entered.
 */
export function parseRatesFile(raw: string): ExchangeRateInput[] {
  const [header, ...body] = csvRows(raw);
  if (!header) throw refuse('compliance.errors.ratesFileEmpty');
  const names = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, ' '));
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((col) => [col, names.findIndex((n) => (COLUMNS[col] as readonly string[]).includes(n))]),
  ) as Record<Column, number>;
  if (Object.values(at).some((i) => i < 0)) throw refuse('compliance.errors.ratesFileHeader');
  if (body.length === 0) throw refuse('compliance.errors.ratesFileEmpty');
  if (body.length > RATES_FILE_MAX_LINES) throw refuse('compliance.errors.ratesFileTooLong', { maximum: RATES_FILE_MAX_LINES });
  return body.map((row, i) => {
    const cell = (col: Column) => (row[at[col]] ?? '').trim();
    const parsed = exchangeRateInput.safeParse({
      baseCurrency: cell('baseCurrency').toUpperCase(),
      quoteCurrency: cell('quoteCurrency').toUpperCase(),
      rate: cell('rate'),
      effectiveOn: cell('effectiveOn'),
    });
    if (parsed.success) return parsed.data;
    const field = parsed.error.issues[0]?.path[0] as Column | undefined;
    const same = parsed.error.issues[0]?.message === 'compliance.validation.sameCurrency';
    throw refuse(same ? 'compliance.errors.ratesFileSame' : LINE_PROBLEM[field ?? 'rate'], { line: i + 2 });
  });
}

/**
 * Enters a file's rates in one transaction: every currency must be set up on the platform; a rate
 * already entered for its pair and day is kept as it is (the file may be uploaded again).
 */
export async function enterRates(tx: Database, rates: ExchangeRateInput[], enteredBy: string) {
  const codes = [...new Set(rates.flatMap((r) => [r.baseCurrency, r.quoteCurrency]))];
  const known = await decimalsOf(tx, codes);
  const unknown = rates.findIndex((r) => !known.has(r.baseCurrency) || !known.has(r.quoteCurrency));
  if (unknown >= 0) {
    const rate = rates[unknown]!;
    const currency = known.has(rate.baseCurrency) ? rate.quoteCurrency : rate.baseCurrency;
    throw refuse('compliance.errors.ratesFileUnknownCurrency', { line: unknown + 2, currency });
  }
  const created = await tx
    .insert(exchangeRates)
    .values(rates.map((r) => ({ ...r, enteredBy })))
    .onConflictDoNothing()
    .returning({ id: exchangeRates.id });
  return { lines: rates.length, created: created.length, skipped: rates.length - created.length };
}
