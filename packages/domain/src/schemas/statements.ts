// Investors' quarterly statements (GET /statements...). Amounts are signed integers in minor units
// of their currency, as they moved the wallet: positive added to it, negative took from it.
import { STATEMENT_LINES } from '../statements';
import { z } from '../zod-setup';

export const statementIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** One of the investor's statements, as the list shows it. */
export const statementItemOut = z.object({
  id: z.number(),
  /** The quarter, e.g. 2026-Q3 (in the site's time zone). */
  period: z.string(),
  /** The quarter's first and last day (YYYY-MM-DD). */
  firstDay: z.string(),
  lastDay: z.string(),
  /** When the statement's e-mail was sent (null: not e-mailed, e.g. an account that was closed). */
  emailedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type StatementItem = z.infer<typeof statementItemOut>;

const lines = z.object(
  Object.fromEntries(STATEMENT_LINES.map((line) => [line, z.number()])) as Record<(typeof STATEMENT_LINES)[number], z.ZodNumber>,
);

/** A statement's figures in one currency: opening + the lines' sum = closing. */
export const statementCurrencyOut = z.object({
  currencyCode: z.string(),
  opening: z.number(),
  closing: z.number(),
  lines,
  /** What the distributions were, from the repayments' allocations: principal returned, interest, dividends, the rest. */
  received: z.object({ principal: z.number(), interest: z.number(), dividends: z.number(), other: z.number() }),
  /** Investments paid by card or bank transfer in the quarter: outside the wallet, so not in its lines. */
  directInvestments: z.number(),
});
export type StatementCurrency = z.infer<typeof statementCurrencyOut>;

export const statementOut = statementItemOut.extend({ currencies: z.array(statementCurrencyOut) });
export type Statement = z.infer<typeof statementOut>;
