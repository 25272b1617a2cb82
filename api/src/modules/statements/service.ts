import { type Database, investorStatements, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { Statement, StatementItem } from '@cf/domain/schemas/statements';
import { uiLanguage } from '@cf/i18n';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../plugins/auth';
import { siteContext } from '../investor-profile/index';
import { renderStatement } from './document';
import { statementFigures, walletLines } from './figures';
import { currencyDisplays } from '../../lib/currency-displays';
import { boundsOf } from './period';

type StatementRow = typeof investorStatements.$inferSelect;

const itemOf = (row: StatementRow, timezone: string): StatementItem => {
  const { firstDay, lastDay } = boundsOf(row.period, timezone);
  return { id: row.id, period: row.period, firstDay, lastDay, emailedAt: row.emailedAt, createdAt: row.createdAt };
};

/** GET /statements: the caller's statements, newest quarter first (four a year: no paging). */
export async function listStatements(db: Database, userId: string): Promise<StatementItem[]> {
  const [rows, site] = await Promise.all([
    db.select().from(investorStatements).where(eq(investorStatements.userId, userId)).orderBy(desc(investorStatements.period)),
    siteContext(db),
  ]);
  return rows.map((row) => itemOf(row, site.timezone));
}

/** The statement if the viewer may read it: its investor, or staff; anyone else gets 404. */
async function readable(db: Database, viewer: AuthUser, id: number): Promise<StatementRow> {
  const [row] = await db.select().from(investorStatements).where(eq(investorStatements.id, id));
  if (!row || (row.userId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError();
  return row;
}

/** A statement with its figures, recomputed from the ledger (whose past never changes). */
async function loadStatement(db: Database, viewer: AuthUser, id: number) {
  const row = await readable(db, viewer, id);
  const site = await siteContext(db);
  const bounds = boundsOf(row.period, site.timezone);
  const figures = await statementFigures(db, [row.userId], bounds);
  return { row, site, bounds, statement: { ...itemOf(row, site.timezone), currencies: figures.get(row.userId) ?? [] } };
}

/** GET /statements/{id}: the figures as data. */
export async function statementOf(db: Database, viewer: AuthUser, id: number): Promise<Statement> {
  return (await loadStatement(db, viewer, id)).statement;
}

/** GET /statements/{id}/pdf: the statement as a PDF in the request's language; staff reading one is audited. */
export async function sendStatementPdf(db: Database, request: FastifyRequest, reply: FastifyReply, id: number) {
  const viewer = request.user!;
  const { row, site, bounds, statement } = await loadStatement(db, viewer, id);
  const [[investor], activity] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.userId)),
    walletLines(db, row.userId, bounds),
  ]);
  const codes = [...new Set([...statement.currencies.map((c) => c.currencyCode), ...activity.map((a) => a.currency)])];
  const pdf = await renderStatement({
    lang: uiLanguage(request.uiLang),
    siteName: site.siteName,
    timezone: site.timezone,
    investorName: `${investor?.firstName ?? ''} ${investor?.lastName ?? ''}`.trim(),
    period: row.period,
    firstDay: bounds.firstDay,
    lastDay: bounds.lastDay,
    issuedAt: row.createdAt,
    currencies: statement.currencies,
    displays: await currencyDisplays(db, codes),
    activity,
  });
  if (viewer.isAdmin && viewer.id !== row.userId)
    await recordAudit(db, request, { action: 'view-statement', resource: 'investor_statements', recordId: row.id });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.length)
    .header('content-disposition', `inline; filename="statement-${row.period}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
