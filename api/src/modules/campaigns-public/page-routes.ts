import { campaigns, campaignUpdates, users } from '@cf/db';
import { campaignPageOut, NotFoundError, PAGE_SIZE, publicInvestorOut, publicUpdateOut, UnauthorizedError } from '@cf/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { isManager, isPublicStatus } from '../campaigns/index';
import { campaignInvestors, MASKED_NAME_KEY } from '../campaign-investors/index';
import { campaignPage } from './page';

const tags = ['campaigns'];
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
/** Updates and investors of a campaign visitors may see (the owner and staff: any of theirs). */
async function readableCampaign(app: App, request: FastifyRequest, slug: string) {
  const [row] = await app.db
    .select({ id: campaigns.id, ownerId: campaigns.ownerId, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  if (!row || !(isPublicStatus(row.status) || isManager(request.user, row))) throw new NotFoundError();
  return row;
}

const UPDATES_PAGE_SIZE = 10;

/** An update's headline for visitors: the body stays behind login (spec §1). */
const updateTitleOut = z.object({ id: z.number(), title: z.string(), createdAt: z.date() });

/** One page of a campaign's updates, newest first, with their authors. */
async function updatesPage(app: App, campaignId: number, page: number, limit: number) {
  const where = eq(campaignUpdates.campaignId, campaignId);
  const [rows, [total]] = await Promise.all([
    app.db
      .select({
        id: campaignUpdates.id,
        title: campaignUpdates.title,
        description: campaignUpdates.description,
        createdAt: campaignUpdates.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(campaignUpdates)
      .leftJoin(users, eq(users.id, campaignUpdates.authorId))
      .where(where)
      .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
      .limit(limit)
      .offset((page - 1) * limit),
    app.db.select({ n: count() }).from(campaignUpdates).where(where),
  ]);
  return { rows, meta: { total: Number(total?.n ?? 0), page, limit } };
}

export default async function pageRoutes(app: App) {
  app.get(
    '/campaigns/equities/front/:slug',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary:
          'The public campaign page: company, terms, story, extras, team, lead investors, FAQs, gallery, documents (private ones locked), counts, Open Graph meta, closed flag',
        params: slugParam,
        querystring: z.object({ preview: z.enum(['0', '1', 'true', 'false']).optional(), language: z.string().max(10).optional() }),
        response: { 200: envelope(campaignPageOut), ...errorResponses },
      },
    },
    async (request) => {
      const preview = request.query.preview === '1' || request.query.preview === 'true';
      return ok(await campaignPage(app, { slug: request.params.slug }, request.user, { preview, lang: request.lang }));
    },
  );

  app.get(
    '/campaigns/equities/front/:slug/updates',
    {
      preHandler: async (request) => {
        await app.optionalUser(request);
        // Spec §1: "Logged-out visitors are told to log in to see updates."
        if (!request.user) throw new UnauthorizedError('campaigns.public.loginToSeeUpdates');
      },
      schema: {
        tags,
        summary: 'A campaign’s updates, newest first (signed-in users; visitors are asked to log in)',
        params: slugParam,
        querystring: listQuery,
        response: { 200: listEnvelope(publicUpdateOut), ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await readableCampaign(app, request, request.params.slug);
      const { rows, meta } = await updatesPage(app, campaign.id, request.query.page, request.query.limit ?? UPDATES_PAGE_SIZE);
      const items = rows.map(({ firstName, lastName, ...u }) => ({
        ...u,
        author: firstName !== null && lastName !== null ? { firstName, lastName } : null,
      }));
      return okList(items, meta);
    },
  );

  app.get(
    '/campaigns/equities/front/:slug/update-titles',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A campaign’s update titles and dates, newest first, for anyone (the bodies need login: /updates)',
        params: slugParam,
        querystring: listQuery,
        response: { 200: listEnvelope(updateTitleOut), ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await readableCampaign(app, request, request.params.slug);
      const { rows, meta } = await updatesPage(app, campaign.id, request.query.page, request.query.limit ?? UPDATES_PAGE_SIZE);
      // Only the headline: the body and author never leave through this route.
      return okList(
        rows.map(({ id, title, createdAt }) => ({ id, title, createdAt })),
        meta,
      );
    },
  );

  app.get(
    '/campaigns/equities/front/:slug/investors',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A campaign’s investors, 10 a page: process-investment/campaign-investors by slug',
        params: slugParam,
        querystring: listQuery,
        response: { 200: listEnvelope(publicInvestorOut), ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await readableCampaign(app, request, request.params.slug);
      const paging = { page: request.query.page, limit: request.query.limit ?? PAGE_SIZE.investments };
      const { items, ...meta } = await campaignInvestors(app.db, campaign.id, paging, request.t(MASKED_NAME_KEY));
      return okList(items, meta);
    },
  );
}
