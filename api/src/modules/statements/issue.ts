import { type Database, investments, investorStatements, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { parseQuarter } from '@cf/domain/statements';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DepsOf } from '../../deps';
import { siteContext } from '../investor-profile/index';
import { createNotifications, recipientsOf } from '../notifications/index';
import { statementEmail } from './email';
import { statementFigures } from './figures';
import { currencyDisplays } from '../../lib/currency-displays';
import { boundsOf, lastEndedQuarter, type StatementBounds } from './period';

export type StatementDeps = DepsOf<'db' | 'mailer'>;

/** Investors per transaction: a crash loses at most one batch's work, which the next run redoes. */
const BATCH = 100;

/**
 * Who gets a statement for the period and has none yet: every investor whose wallet (in any
 * currency) moved in the quarter or held money at its end, and whoever paid an investment by card
 * or bank transfer in it. Two queries, whatever the number of investors.
 */
async function pendingInvestors(db: Database, { period, from, to }: StatementBounds): Promise<string[]> {
  const start = sql`${from.toISOString()}::timestamptz`;
  const wallets = db
    .select({ userId: sql<string>`${ledgerAccounts.userId}` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerAccounts.kind, 'investor_wallet'), lt(ledgerTransfers.createdAt, to)))
    .groupBy(ledgerAccounts.id)
    .having(sql`sum(${ledgerEntries.amount}) <> 0 or bool_or(${ledgerTransfers.createdAt} >= ${start})`);
  const direct = db
    .select({ userId: sql<string>`${investments.investorId}` })
    .from(investments)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, investments.transferId))
    .where(and(ne(investments.paymentType, 'wallet'), gte(ledgerTransfers.createdAt, from), lt(ledgerTransfers.createdAt, to)));
  const [eligible, done] = await Promise.all([
    union(wallets, direct),
    db.select({ userId: investorStatements.userId }).from(investorStatements).where(eq(investorStatements.period, period)),
  ]);
  const made = new Set(done.map((r) => r.userId));
  return eligible
    .map((r) => r.userId)
    .filter((id) => !made.has(id))
    .sort();
}

/**
 * One batch in one transaction: the statement rows (the unique (investor, period) key makes a
 * statement once, whatever runs at the same time), the e-mails in the outbox and the
 * notifications. A crash rolls the whole batch back; a concurrent run that made a row first leaves
 * it out of ours, so nobody is told twice. A closed or suspended account gets its statement but
 * no e-mail.
 */
async function issueBatch(deps: StatementDeps, bounds: StatementBounds, userIds: string[]): Promise<{ made: number; emailed: number }> {
  return deps.db.transaction(async (tx) => {
    const people = new Map((await recipientsOf(tx, userIds)).map((p) => [p.id, p]));
    const now = new Date();
    const made = await tx
      .insert(investorStatements)
      .values(userIds.map((userId) => ({ userId, period: bounds.period, emailedAt: people.get(userId)?.status === 'active' ? now : null })))
      .onConflictDoNothing()
      .returning({ id: investorStatements.id, userId: investorStatements.userId, emailedAt: investorStatements.emailedAt });
    const told = made.filter((row) => row.emailedAt !== null);
    if (told.length === 0) return { made: made.length, emailed: 0 };
    const figures = await statementFigures(
      tx,
      told.map((row) => row.userId),
      bounds,
    );
    const displays = await currencyDisplays(tx, [...new Set([...figures.values()].flat().map((c) => c.currencyCode))]);
    const path = (id: number) => `/settings/statements/${id}`;
    await deps.mailer.sendMany(
      told.map((row) => {
        const person = people.get(row.userId)!;
        return {
          to: person.email,
          userId: person.id,
          lang: person.notificationLanguage,
          template: statementEmail,
          vars: {
            firstName: person.firstName,
            lang: person.notificationLanguage,
            period: bounds.period,
            firstDay: bounds.firstDay,
            lastDay: bounds.lastDay,
            currencies: (figures.get(row.userId) ?? []).map((c) => ({ ...c, display: displays.get(c.currencyCode)! })),
            path: path(row.id),
          },
        };
      }),
      tx,
    );
    await createNotifications(
      tx,
      told.map((row) => ({
        userId: row.userId,
        type: 'statement',
        messageKey: 'statements.notify.ready',
        params: parseQuarter(bounds.period),
        link: path(row.id),
      })),
    );
    return { made: made.length, emailed: told.length };
  });
}

export type StatementsRun = { period: string; investors: number; made: number; emailed: number };

/**
 * The quarterly statements of the quarter that ended last before `now` (site time zone): made and
 * e-mailed once per investor, in batches. Idempotent (a re-run makes and sends only what is
 * missing) and resumable (a crash leaves the investors not yet done for the next run). A failed
 * batch does not stop the others; the run then fails, naming it, so that it is run again.
 */
export async function issueQuarterStatements(
  deps: StatementDeps,
  now: Date = new Date(),
  { batch = BATCH }: { batch?: number } = {},
): Promise<StatementsRun> {
  const { timezone } = await siteContext(deps.db);
  const bounds = boundsOf(lastEndedQuarter(now, timezone), timezone);
  const pending = await pendingInvestors(deps.db, bounds);
  const run: StatementsRun = { period: bounds.period, investors: pending.length, made: 0, emailed: 0 };
  const failures: unknown[] = [];
  for (let i = 0; i < pending.length; i += batch) {
    try {
      const done = await issueBatch(deps, bounds, pending.slice(i, i + batch));
      run.made += done.made;
      run.emailed += done.emailed;
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0)
    throw new Error(`statements ${bounds.period}: ${failures.length} batch(es) failed, ${run.made} made; first: ${String(failures[0])}`, {
      cause: failures[0],
    });
  return run;
}
