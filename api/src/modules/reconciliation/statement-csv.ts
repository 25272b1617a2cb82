import { parseMajor } from '@cf/domain/money';
import { csvRows } from '../../lib/csv';

/** A statement larger than this is refused (split it): its lines are matched in one transaction. */
export const STATEMENT_MAX_LINES = 5_000;

/** One line of a bank statement: minor units, received money positive. */
export type StatementLine = { lineNo: number; date: string; amount: number; currency: string; reference: string; description: string };

/** Why a file is refused: a message key of the disputes namespace and its parameters. */
export type StatementProblem = { key: string; params?: Record<string, string | number> };

export type ParsedStatement = { ok: true; lines: StatementLine[] } | { ok: false; problem: StatementProblem };

/** The column names banks use, as we read them (lower case, single spaces). */
const COLUMNS = {
  date: ['date', 'value date', 'booking date', 'transaction date', 'posting date'],
  amount: ['amount', 'transaction amount'],
  credit: ['credit', 'paid in', 'money in'],
  debit: ['debit', 'paid out', 'money out'],
  currency: ['currency', 'ccy', 'currency code'],
  reference: ['reference', 'ref', 'payment reference', 'end to end id'],
  description: ['description', 'details', 'narrative', 'memo', 'text', 'label'],
} as const;
type Column = keyof typeof COLUMNS;

/** ISO (2026-11-20) or day first (20/11/2026, 20.11.2026); null when not a real date. */
function dateOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * Minor units of a signed amount: "1250.00", "-12.50", "+3"; grouping only where it cannot be
 * mistaken ("1,250.00", "1 250,00"); a lone comma with one or two digits after it is a decimal
 * comma ("1250,50"). Never more fraction digits than the currency has.
 */
function amountOf(text: string, decimals: number): number | null {
  let t = text.replace(/[\s\u00a0]/g, '');
  const negative = /^-|^\(.*\)$/.test(t);
  t = t.replace(/^[+-]|^\(|\)$/g, '');
  if (t.includes(',') && t.includes('.'))
    t = t.indexOf(',') < t.indexOf('.') ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  const minor = parseMajor(t, decimals);
  return minor === null ? null : negative ? -minor : minor;
}

const lineProblem = (key: string, line: number, extra: Record<string, string> = {}): ParsedStatement => ({
  ok: false,
  problem: { key: `disputes.errors.${key}`, params: { line, ...extra } },
});

/**
 * Reads a bank statement exported as CSV: a header naming the columns (date, amount — or credit
 * and debit —, currency, and reference or description), then one line per movement. The first
 * problem refuses the whole file (a clear 400 naming its line), so a statement is never half
 * imported. `decimalsOf` gives a currency's minor-unit digits, undefined for an unknown currency.
 */
export function parseStatement(raw: string, decimalsOf: (code: string) => number | undefined): ParsedStatement {
  const rows = csvRows(raw);
  const [header, ...body] = rows;
  if (!header) return { ok: false, problem: { key: 'disputes.errors.statementEmpty' } };
  const names = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, ' '));
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((col) => [col, names.findIndex((n) => (COLUMNS[col] as readonly string[]).includes(n))]),
  ) as Record<Column, number>;
  const hasAmount = at.amount >= 0 || at.credit >= 0 || at.debit >= 0;
  if (at.date < 0 || !hasAmount || at.currency < 0 || (at.reference < 0 && at.description < 0))
    return { ok: false, problem: { key: 'disputes.errors.statementHeader' } };
  if (body.length === 0) return { ok: false, problem: { key: 'disputes.errors.statementEmpty' } };
  if (body.length > STATEMENT_MAX_LINES)
    return { ok: false, problem: { key: 'disputes.errors.statementTooLong', params: { maximum: STATEMENT_MAX_LINES } } };
  const lines: StatementLine[] = [];
  for (const [i, row] of body.entries()) {
    const lineNo = i + 2;
    const cell = (col: Column) => (at[col] >= 0 ? (row[at[col]] ?? '').trim() : '');
    const date = dateOf(cell('date'));
    if (!date) return lineProblem('badDate', lineNo);
    const currency = cell('currency').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return lineProblem('badCurrency', lineNo);
    const decimals = decimalsOf(currency);
    if (decimals === undefined) return lineProblem('unknownCurrency', lineNo, { currency });
    const part = (col: Column) => (cell(col) === '' ? 0 : amountOf(cell(col), decimals));
    const amount =
      at.amount >= 0
        ? amountOf(cell('amount'), decimals)
        : (() => {
            const [credit, debit] = [part('credit'), part('debit')];
            return credit === null || debit === null ? null : credit - Math.abs(debit);
          })();
    if (amount === null) return lineProblem('badAmount', lineNo);
    lines.push({
      lineNo,
      date,
      amount,
      currency,
      reference: cell('reference').slice(0, 500),
      description: cell('description').slice(0, 1000),
    });
  }
  return { ok: true, lines };
}
