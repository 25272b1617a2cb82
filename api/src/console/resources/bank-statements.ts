import { bankStatementLines, bankStatements, type Database, investments } from '@cf/db';
import { NotFoundError, PAGE_SIZE, ValidationError } from '@cf/domain';
import {
  statementDecisionOut,
  statementIgnoreInput,
  statementLineFilter,
  statementLineOut,
  statementMatchInput,
  statementUploadOut,
} from '@cf/domain/schemas/disputes';
import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { readMultipart } from '../../modules/files/index';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { ignoreLine, importStatement, matchLine } from './bank-statement-match';
import { orderOf, parseFilter } from './ledger-list';

const l = bankStatementLines;
const tags = ['console'];
const idParam = z.object({ id: z.uuid('validation.invalidFormat') });

function lineWhere(f: z.infer<typeof statementLineFilter>): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(l.id, f.id));
  if (f.status) c.push(eq(l.status, f.status));
  if (f.statementId) c.push(eq(l.statementId, f.statementId));
  if (f.q) c.push(or(ilike(l.reference, containsPattern(f.q)), ilike(l.description, containsPattern(f.q))));
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

const selectLines = (db: Database) =>
  db
    .select({
      id: l.id,
      statementId: l.statementId,
      fileName: bankStatements.fileName,
      lineNo: l.lineNo,
      date: l.date,
      amount: l.amount,
      currency: l.currency,
      reference: l.reference,
      description: l.description,
      status: l.status,
      investmentId: l.investmentId,
      investmentReference: investments.reference,
      problem: l.problem,
      decidedBy: l.decidedBy,
      decidedAt: l.decidedAt,
      note: l.note,
      createdAt: l.createdAt,
    })
    .from(l)
    .innerJoin(bankStatements, eq(bankStatements.id, l.statementId))
    .leftJoin(investments, eq(investments.id, l.investmentId));

const sortColumns = { createdAt: l.createdAt, date: l.date, amount: l.amount, status: l.status };

/**
 * Bank statements (issue 11 §7): staff upload the platform bank account's statement as CSV; lines
 * paying a pending bank-transfer investment are confirmed at once, the rest listed for a decision.
 */
export default async function bankStatementConsoleRoutes(app: App) {
  app.post(
    '/bank-statements',
    {
      schema: {
        tags,
        summary:
          'Upload a bank statement (multipart `file`, CSV with date, amount, currency, reference/description): matching lines confirm pending bank-transfer investments (audited)',
        consumes: ['multipart/form-data'],
        response: { 200: statementUploadOut, ...errorResponses },
      },
    },
    async (request) => {
      const { file } = await readMultipart(request, 'file');
      if (!file || file.bytes.length === 0)
        throw new ValidationError([{ field: 'file', message: 'disputes.errors.statementFile' }], 'disputes.errors.statementFile');
      return importStatement(app, request, file);
    },
  );

  app.get(
    '/bank-statement-lines',
    {
      schema: {
        tags,
        summary: 'Bank statement lines',
        querystring: listQuery,
        response: { 200: z.array(statementLineOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const where = lineWhere(parseFilter(statementLineFilter, params.filter));
      const [records, [total]] = await Promise.all([
        selectLines(app.db)
          .where(where)
          .orderBy(...orderOf(sortColumns, params, ['createdAt', 'DESC'], l.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ n: count() }).from(l).where(where),
      ]);
      reply.header('Content-Range', contentRange('bank-statement-lines', params.start, records.length, Number(total?.n ?? 0)));
      return records;
    },
  );

  app.get(
    '/bank-statement-lines/:id',
    { schema: { tags, summary: 'One bank statement line', params: idParam, response: { 200: statementLineOut, ...errorResponses } } },
    async (request) => {
      const [row] = await selectLines(app.db).where(eq(l.id, request.params.id));
      if (!row) throw new NotFoundError();
      return row;
    },
  );

  const decided = { 200: statementDecisionOut, ...errorResponses };
  app.post(
    '/bank-statement-lines/:id/ignore',
    {
      schema: {
        tags,
        summary: 'Set a line aside: it needs no action (audited)',
        params: idParam,
        body: statementIgnoreInput,
        response: decided,
      },
    },
    async (request) => ignoreLine(app, request, request.params.id, request.body.note),
  );
  app.post(
    '/bank-statement-lines/:id/match',
    {
      schema: {
        tags,
        summary: 'The bank-transfer investment this line paid (reference or id): confirmed by the console’s confirm-offline path (audited)',
        params: idParam,
        body: statementMatchInput,
        response: decided,
      },
    },
    async (request) => matchLine(app, request, request.params.id, request.body.investment),
  );
}
