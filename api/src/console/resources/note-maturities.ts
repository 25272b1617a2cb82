import { campaigns, noteMaturities } from '@cf/db';
import { campaignIdParam, NotFoundError, PAGE_SIZE } from '@cf/domain';
import { type NoteFilter, noteFilter, noteMaturityInput, noteMaturityOut } from '@cf/domain/schemas/certificates';
import { count, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { decideNote, notesWhere, selectNotes } from '../../modules/notes/index';
import { siteDay } from '../../modules/repayments/index';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { orderOf, parseFilter } from './ledger-list';

function where(f: NoteFilter, today: string): SQL | undefined {
  const c: SQL[] = [];
  if (f.id) c.push(inArray(campaigns.id, f.id));
  if (f.matured !== undefined) c.push(f.matured ? lte(campaigns.maturityDate, today) : gt(campaigns.maturityDate, today));
  if (f.decided !== undefined) c.push(f.decided ? isNotNull(noteMaturities.campaignId) : isNull(noteMaturities.campaignId));
  return notesWhere(...c);
}

const sortColumns = { maturityDate: campaigns.maturityDate, id: campaigns.id, decidedAt: noteMaturities.decidedAt };
const params = z.object({ id: campaignIdParam });

/**
 * Convertible notes for staff (issue 9 §5): every campaign with a maturity date, its paid notes
 * and its decision; at or after maturity staff convert (price per share and class) or repay per
 * the redemption terms, once (POST /note-maturities/{campaignId}/decide, audited).
 */
export default async function noteMaturityConsoleRoutes(app: App) {
  const tags = ['console'];

  app.get(
    '/note-maturities',
    {
      schema: {
        tags,
        summary: 'Convertible notes and their maturity',
        querystring: listQuery,
        response: { 200: z.array(noteMaturityOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const today = await siteDay(app.db);
      const filter = where(parseFilter(noteFilter, list.filter), today);
      const [rows, [total]] = await Promise.all([
        selectNotes(app.db, today)
          .where(filter)
          .orderBy(...orderOf(sortColumns, list, ['maturityDate', 'ASC'], campaigns.id))
          .limit(list.end - list.start + 1)
          .offset(list.start),
        app.db.select({ n: count() }).from(campaigns).leftJoin(noteMaturities, eq(noteMaturities.campaignId, campaigns.id)).where(filter),
      ]);
      reply.header('Content-Range', contentRange('note-maturities', list.start, rows.length, total?.n ?? 0));
      return rows;
    },
  );

  const one = async (id: number) => {
    const [row] = await selectNotes(app.db, await siteDay(app.db)).where(notesWhere(eq(campaigns.id, id)));
    if (!row) throw new NotFoundError();
    return row;
  };

  app.get(
    '/note-maturities/:id',
    {
      schema: {
        tags,
        summary: 'One convertible-note campaign (by campaign id)',
        params,
        response: { 200: noteMaturityOut, ...errorResponses },
      },
    },
    async (request) => one(request.params.id),
  );

  app.post(
    '/note-maturities/:id/decide',
    {
      schema: {
        tags,
        summary:
          'At or after maturity: convert every paid note into whole shares (floor; fractions not paid) with certificates, or repay per the redemption terms (once)',
        params,
        body: noteMaturityInput,
        response: { 200: noteMaturityOut, ...errorResponses },
      },
    },
    async (request) => {
      await decideNote({ db: app.db, notices: app }, request, request.params.id, request.body);
      return one(request.params.id);
    },
  );
}
