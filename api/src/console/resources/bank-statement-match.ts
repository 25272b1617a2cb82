import { bankStatementLines, bankStatements, currencies, type Database, investments } from '@cf/db';
import { AppError, ConflictError, NotFoundError, ValidationError } from '@cf/domain';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { moneyFormatter } from '../../modules/notifications/index';
import { parseStatement, type StatementLine } from '../../modules/reconciliation/index';
import type { App } from '../../types';
import { decideOffline } from './investments';

type LineRow = typeof bankStatementLines.$inferSelect;

/** An offline investment's reference as investors quote it (invest.ts' newReference). */
const REFERENCE = /INV-[0-9A-F]{10}/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const investmentByReference = async (tx: Database, reference: string) =>
  (await tx.select().from(investments).where(eq(investments.reference, reference.toUpperCase())))[0];

/**
 * A line matched at upload: money received, quoting a pending bank-transfer investment's reference
 * (in the reference or the description), for exactly its amount and currency. It is confirmed by
 * the console's own confirm-offline path (decideOffline), in a savepoint: a confirmation refused
 * (someone confirmed it meanwhile) leaves the line for a decision and the upload goes on.
 */
async function autoMatch(app: App, tx: Database, request: FastifyRequest, line: LineRow): Promise<Partial<LineRow>> {
  if (line.amount <= 0) return { problem: 'outgoing' };
  const reference = REFERENCE.exec(line.reference)?.[0] ?? REFERENCE.exec(line.description)?.[0];
  if (!reference) return { problem: 'noReference' };
  const investment = await investmentByReference(tx, reference);
  if (!investment) return { problem: 'unknownReference' };
  if (investment.paymentType !== 'offline' || investment.status !== 'pending')
    return { problem: 'notPending', investmentId: investment.id };
  if (investment.amount !== line.amount || investment.currency !== line.currency)
    return { problem: 'amountDiffers', investmentId: investment.id };
  try {
    await tx.transaction((sp) => decideOffline(app, sp, request, investment.id, true, { statementLineId: line.id }));
  } catch (err) {
    if (err instanceof AppError) return { problem: 'notPending', investmentId: investment.id };
    throw err;
  }
  return { status: 'matched', investmentId: investment.id, problem: null };
}

/** The same line uploaded again (by date, amount, currency, texts and its occurrence in the file) is skipped. */
const fingerprintsOf = (lines: StatementLine[]) => {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = [l.date, l.amount, l.currency, l.reference, l.description].join('\u0000');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return createHash('sha256').update(`${base}\u0000${n}`).digest('hex');
  });
};

/**
 * POST /console/bank-statements: a bank statement (CSV) staff upload. A file that cannot be read
 * is a 400 naming its problem (and line), nothing imported. Otherwise, in one transaction, every
 * new line is stored and those paying a pending bank-transfer investment are confirmed; the rest
 * wait for a decision (ignore, or match by hand).
 */
export async function importStatement(app: App, request: FastifyRequest, file: { bytes: Buffer; filename: string }) {
  const known = new Map(
    (await app.db.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies)).map((c) => [c.code, c.decimals]),
  );
  const parsed = parseStatement(file.bytes.toString('utf8'), (code) => known.get(code));
  if (!parsed.ok)
    throw new ValidationError(
      [{ field: 'file', message: parsed.problem.key, ...(parsed.problem.params ? { params: parsed.problem.params } : {}) }],
      parsed.problem.key,
    );
  return app.db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        fileName: file.filename.slice(0, 200) || 'statement.csv',
        uploadedBy: request.user!.id,
        lines: parsed.lines.length,
        matched: 0,
      })
      .returning();
    const fingerprints = fingerprintsOf(parsed.lines);
    let matched = 0;
    let duplicates = 0;
    for (const [i, line] of parsed.lines.entries()) {
      const [row] = await tx
        .insert(bankStatementLines)
        .values({ ...line, statementId: statement!.id, fingerprint: fingerprints[i]!, status: 'unmatched' })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        duplicates++;
        continue;
      }
      const outcome = await autoMatch(app, tx, request, row);
      await tx.update(bankStatementLines).set(outcome).where(eq(bankStatementLines.id, row.id));
      if (outcome.status === 'matched') matched++;
    }
    await tx.update(bankStatements).set({ matched }).where(eq(bankStatements.id, statement!.id));
    await recordAudit(tx, request, {
      action: 'upload',
      resource: 'bank-statements',
      recordId: statement!.id,
      after: { file: statement!.fileName, lines: parsed.lines.length, matched, duplicates },
    });
    return { id: statement!.id, lines: parsed.lines.length, matched, unmatched: parsed.lines.length - matched - duplicates, duplicates };
  });
}

async function lockLine(tx: Database, id: string): Promise<LineRow> {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
  if (!line) throw new NotFoundError();
  if (line.status !== 'unmatched') throw new ConflictError('disputes.errors.lineDecided');
  return line;
}

const decided = (staffId: string) => ({ decidedBy: staffId, decidedAt: sql`now()` });

/** Staff set a line aside (money that is not an investment's: interest, a fee, the platform's own transfer); audited. */
export async function ignoreLine(app: App, request: FastifyRequest, id: string, note: string) {
  return app.db.transaction(async (tx) => {
    await lockLine(tx, id);
    const [after] = await tx
      .update(bankStatementLines)
      .set({ status: 'ignored', note, ...decided(request.user!.id) })
      .where(eq(bankStatementLines.id, id))
      .returning();
    await recordAudit(tx, request, {
      action: 'ignore',
      resource: 'bank-statement-lines',
      recordId: id,
      before: { status: 'unmatched' },
      after: { status: 'ignored', note },
    });
    return { id, status: after!.status, investmentId: after!.investmentId };
  });
}

/**
 * Staff say which bank-transfer investment a line paid (its reference was mistyped, missing…): it
 * is confirmed by the same confirm-offline path, for exactly its amount; one that had already
 * ended is credited to the investor's wallet, as the console's confirmation does. Audited.
 */
export async function matchLine(app: App, request: FastifyRequest, id: string, investment: string) {
  return app.db.transaction(async (tx) => {
    const line = await lockLine(tx, id);
    const named = investment.trim();
    const target = UUID.test(named)
      ? (await tx.select().from(investments).where(eq(investments.id, named)))[0]
      : await investmentByReference(tx, named);
    const invalid = (key: string, params?: Record<string, string>) =>
      new ConflictError(key, [{ field: 'investment', message: key, ...(params ? { params } : {}) }]);
    if (!target || target.paymentType !== 'offline' || (target.status !== 'pending' && target.status !== 'fail'))
      throw invalid('disputes.errors.investmentNotPending');
    if (target.amount !== line.amount || target.currency !== line.currency) {
      const format = await moneyFormatter(tx, [target.currency]);
      throw invalid('disputes.errors.lineMismatch', { amount: format(target, request.uiLang) });
    }
    await decideOffline(app, tx, request, target.id, true, { statementLineId: line.id });
    const [after] = await tx
      .update(bankStatementLines)
      .set({ status: 'matched_by_hand', investmentId: target.id, problem: null, ...decided(request.user!.id) })
      .where(eq(bankStatementLines.id, id))
      .returning();
    await recordAudit(tx, request, {
      action: 'match',
      resource: 'bank-statement-lines',
      recordId: id,
      before: { status: 'unmatched' },
      after: { status: after!.status, investmentId: target.id },
    });
    return { id, status: after!.status, investmentId: target.id };
  });
}
