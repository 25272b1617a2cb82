import { campaignStatusHistory, campaigns, currencies, type Database, users } from '@cf/db';
import {
  allowedMoves,
  CAMPAIGN_STATUS_NAMES,
  type CampaignStatus,
  campaignFeatureInput,
  campaignNoteInput,
  campaignReasonInput,
  NotFoundError,
  PAGE_SIZE,
} from '@cf/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { sendDocument } from '../../modules/campaign-documents/index';
import { campaignView } from '../../modules/campaigns/index';
import { campaignPage } from '../../modules/campaigns-public/index';
import type { App } from '../../types';
import { decideCampaign, featureCampaign, type StatusAction } from '../campaign-decisions';
import { columnsOf, containsPattern, listRecords, parseId, type ResourceDef } from '../crud';
import { contentRange, listQuery, parseListQuery } from '../protocol';

/** What the console lists of a campaign: the card, its owner and the review dates. */
async function loadSummaries(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      status: campaigns.status,
      investingType: campaigns.investingType,
      campaignType: campaigns.campaignType,
      campaignAccreditation: campaigns.campaignAccreditation,
      companyName: campaigns.companyName,
      campaignName: campaigns.campaignName,
      companyLogo: campaigns.companyLogo,
      categoryId: campaigns.categoryId,
      currencyCode: campaigns.currencyCode,
      currencySymbol: currencies.symbol,
      currencyFormat: currencies.displayFormat,
      currencyDecimals: currencies.decimals,
      goal: campaigns.goal,
      minimumRaise: campaigns.minimumRaise,
      raisedAmount: campaigns.raisedAmount,
      investorCount: campaigns.investorCount,
      percentRaisedBps: campaigns.percentRaisedBps,
      openDate: campaigns.openDate,
      closingDate: campaigns.closingDate,
      featured: campaigns.featured,
      submittedAt: campaigns.submittedAt,
      approvedAt: campaigns.approvedAt,
      decisionReason: campaigns.decisionReason,
      createdAt: campaigns.createdAt,
      updatedAt: campaigns.updatedAt,
      ownerId: campaigns.ownerId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.ownerId))
    .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
    .where(inArray(campaigns.id, ids as number[]));
  return rows.map(({ currencySymbol, currencyFormat, currencyDecimals, percentRaisedBps, ...row }) => ({
    ...row,
    statusName: CAMPAIGN_STATUS_NAMES[row.status as CampaignStatus],
    currency: row.currencyCode
      ? { code: row.currencyCode, symbol: currencySymbol, displayFormat: currencyFormat, decimals: currencyDecimals }
      : null,
    percentRaised: (percentRaisedBps ?? 0) / 100,
    allowedMoves: allowedMoves(row.status as CampaignStatus, 'staff'),
  }));
}

/** Every campaign; the review queue is the list filtered on status 1 (pending). */
export const campaignsResource: ResourceDef = {
  name: 'campaigns',
  table: campaigns,
  id: campaigns.id,
  loadByIds: loadSummaries,
  filters: {
    status: campaigns.status,
    investingType: campaigns.investingType,
    campaignType: campaigns.campaignType,
    ownerId: campaigns.ownerId,
    featured: campaigns.featured,
    categoryId: campaigns.categoryId,
    currencyCode: campaigns.currencyCode,
    q: (value) => {
      const term = containsPattern(value);
      return sql`(${campaigns.companyName} ilike ${term} or ${campaigns.campaignName} ilike ${term} or ${campaigns.slug} ilike ${term} or ${campaigns.ownerId} in (select ${users.id} from ${users} where ${users.email} ilike ${term}))`;
    },
  },
  sortColumns: columnsOf(
    campaigns,
    'id',
    'createdAt',
    'updatedAt',
    'submittedAt',
    'approvedAt',
    'closingDate',
    'status',
    'companyName',
    'raisedAmount',
    'goal',
  ),
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());

/** The whole submission as investors will see it (private documents unlocked), plus what staff decide on. */
async function loadSubmission(app: App, id: number, lang: string) {
  const [summary] = await loadSummaries(app.db, [id]);
  if (!summary) throw new NotFoundError();
  const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
  const [page, history, view] = await Promise.all([
    campaignPage(app, { id }, null, { preview: true, staff: true, lang }),
    app.db
      .select({
        id: campaignStatusHistory.id,
        fromStatus: campaignStatusHistory.fromStatus,
        toStatus: campaignStatusHistory.toStatus,
        reason: campaignStatusHistory.reason,
        actorId: campaignStatusHistory.actorId,
        actorEmail: users.email,
        createdAt: campaignStatusHistory.createdAt,
      })
      .from(campaignStatusHistory)
      .leftJoin(users, eq(users.id, campaignStatusHistory.actorId))
      .where(eq(campaignStatusHistory.campaignId, id))
      .orderBy(desc(campaignStatusHistory.createdAt), desc(campaignStatusHistory.id)),
    // The payout account (last four digits only) and the go-live checklist, as the owner sees them.
    campaignView(app.db, row!, { id: '', isAdmin: true }),
  ]);
  return { ...summary, submission: page, history, payout: view.payout, checklist: view.checklist };
}

/**
 * /console/campaigns: list (ra-data-simple-rest), show (the whole submission), and the staff
 * decisions, each through the status machine, audited, with the owner notified and e-mailed.
 */
export default async function campaignConsoleRoutes(app: App) {
  app.get(
    '/campaigns',
    {
      schema: {
        tags,
        summary: 'List campaigns (filters: status, investingType, ownerId, featured, categoryId, q)',
        querystring: listQuery,
        response: { 200: z.array(recordOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const { records, total } = await listRecords(app.db, campaignsResource, params);
      reply.header('Content-Range', contentRange(campaignsResource.name, params.start, records.length, total));
      return records;
    },
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'One campaign: the whole submission as investors will see it, and its status history',
        params: idParam,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) => loadSubmission(app, parseId(campaignsResource, request.params.id) as number, request.lang),
  );

  app.get(
    '/campaigns/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'A document of a campaign in any status (private ones included), for review',
        params: z.object({ id: z.string().max(40), documentId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) =>
      sendDocument(app, reply, request.user, parseId(campaignsResource, request.params.id) as number, request.params.documentId),
  );

  const decision = (action: StatusAction, summary: string, body: z.ZodObject) =>
    app.post(
      `/campaigns/:id/${action}`,
      { schema: { tags, summary, params: idParam, body, response: { 200: recordOut, ...errorResponses } } },
      async (request) => {
        const id = parseId(campaignsResource, request.params.id) as number;
        const reason = (request.body as { reason?: string | null }).reason ?? null;
        await decideCampaign(app, request, id, action, reason);
        return (await loadSummaries(app.db, [id]))[0]!;
      },
    );
  decision('approve', 'Approve a pending campaign: it goes live (active)', campaignNoteInput);
  decision('decline', 'Decline a pending campaign; the reason reaches the owner', campaignReasonInput);
  decision('hide', 'Hide a campaign from the site; the reason reaches the owner', campaignReasonInput);
  decision('inactivate', 'Make an active campaign inactive; the reason reaches the owner', campaignReasonInput);
  decision('reactivate', 'Bring a hidden or inactive campaign back', campaignNoteInput);

  app.post(
    '/campaigns/:id/feature',
    {
      schema: {
        tags,
        summary: 'Show an active campaign among the featured ones on the home page, or take it off',
        params: idParam,
        body: campaignFeatureInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(campaignsResource, request.params.id) as number;
      await featureCampaign(app, request, id, request.body.featured);
      return (await loadSummaries(app.db, [id]))[0]!;
    },
  );
}
