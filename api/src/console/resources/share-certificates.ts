import { campaigns, shareCertificates, users } from '@cf/db';
import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import {
  type CertificateFilter,
  certificateFilter,
  certificateIdParams,
  certificateRecordOut,
  reissueInput,
} from '@cf/domain/schemas/certificates';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { certificateOf, reissueAs, selectCertificates, sendCertificatePdf } from '../../modules/certificates/index';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';
import { orderOf, parseFilter } from './ledger-list';

const s = shareCertificates;

function where(f: CertificateFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(s.id, f.id));
  if (f.campaignId) c.push(eq(s.campaignId, f.campaignId));
  if (f.holderId) c.push(eq(s.holderId, f.holderId));
  if (f.type) c.push(eq(s.type, f.type));
  if (f.live !== undefined) c.push(f.live ? isNull(s.voidedAt) : isNotNull(s.voidedAt));
  if (f.q) {
    const term = containsPattern(f.q);
    c.push(or(ilike(users.email, term), ilike(campaigns.campaignName, term), ilike(campaigns.companyName, term)));
  }
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

const record = (row: Parameters<typeof certificateOf>[0]) => ({ ...certificateOf(row), holderEmail: row.holderEmail });
const sortColumns = { number: s.number, issuedAt: s.issuedAt, shares: s.shares, campaignId: s.campaignId, voidedAt: s.voidedAt };

/**
 * Share certificates for staff (issue 10 §8): every campaign's, live and void, filtered by
 * campaign, holder, type or state, searchable by e-mail or campaign; staff reissue one (the old
 * number is void, never reused; audited, the holder told).
 */
export default async function shareCertificateConsoleRoutes(app: App) {
  const tags = ['console'];

  app.get(
    '/share-certificates',
    {
      schema: {
        tags,
        summary: 'Share certificates',
        querystring: listQuery,
        response: { 200: z.array(certificateRecordOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const filter = where(parseFilter(certificateFilter, params.filter));
      const [rows, [total]] = await Promise.all([
        selectCertificates(app.db)
          .where(filter)
          .orderBy(...orderOf(sortColumns, params, ['issuedAt', 'DESC'], s.id))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db
          .select({ n: count() })
          .from(s)
          .innerJoin(campaigns, eq(campaigns.id, s.campaignId))
          .innerJoin(users, eq(users.id, s.holderId))
          .where(filter),
      ]);
      reply.header('Content-Range', contentRange('share-certificates', params.start, rows.length, total?.n ?? 0));
      return rows.map(record);
    },
  );

  app.get(
    '/share-certificates/:id',
    {
      schema: {
        tags,
        summary: 'One share certificate',
        params: certificateIdParams,
        response: { 200: certificateRecordOut, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await selectCertificates(app.db).where(eq(s.id, request.params.id));
      if (!row) throw new NotFoundError();
      return record(row);
    },
  );

  app.get(
    '/share-certificates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A certificate as a PDF, in its holder’s language (audited)',
        params: certificateIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => sendCertificatePdf(app.db, request, reply, request.params.id),
  );

  app.post(
    '/share-certificates/:id/reissue',
    {
      schema: {
        tags,
        summary: 'Reissue a live certificate: its number is void, the holding gets the next one (audited; the holder is told)',
        params: certificateIdParams,
        body: reissueInput,
        response: { 200: certificateRecordOut, ...errorResponses },
      },
    },
    async (request) => {
      const made = await reissueAs(app, request, request.params.id, request.body.reason);
      const [row] = await selectCertificates(app.db).where(eq(s.id, made.id));
      return record(row!);
    },
  );
}
