import { cardOut } from '@cf/domain';
import {
  campaignIdQuery,
  campaignInvestmentsQuery,
  campaignInvestorsQuery,
  campaignMoneyOut,
  investmentActivityOut,
  latestActivityQuery,
  ownerInvestmentOut,
  pendingInvestmentsQuery,
  profileInvestmentOut,
  publicInvestorOut,
  userIdParams,
  userListQuery,
} from '@cf/domain/schemas/campaign-investors';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { managedCampaignRef, visibleCampaign } from '../campaigns/index';
import { MASKED_NAME_KEY } from './columns';
import { campaignInvestments, campaignMoney, pendingOffline } from './owner';
import { profileCampaigns, profileInvestments } from './profile';
import { campaignInvestors, latestActivity } from './public';

const tags = ['investments'];
const list = <T>({ items, ...meta }: { items: T[]; total: number; page: number; limit: number }) => okList(items, meta);

/**
 * Who invested, as others may see it (issue 10 §4-5): a campaign's investors and the latest
 * activity (visitors: public campaigns; the owner and staff: theirs too, else 404), a person's
 * public campaigns and investments, and the owner's own investments, totals and pending transfers.
 */
export default async function campaignInvestorsRoutes(app: App) {
  app.get(
    '/process-investment/campaign-investors',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A campaign’s paid investors, one row per investor, newest first (anonymous ones masked); total = investor count',
        querystring: campaignInvestorsQuery,
        response: { 200: listEnvelope(publicInvestorOut), ...errorResponses },
      },
    },
    async (request) => {
      const { campaignId, ...paging } = request.query;
      await visibleCampaign(app.db, campaignId, request.user);
      return list(await campaignInvestors(app.db, campaignId, paging, request.t(MASKED_NAME_KEY)));
    },
  );

  app.get(
    '/process-investment/get-latest-investment-activity/front',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'The latest paid investments in public campaigns, or in one campaign (anonymous ones masked)',
        querystring: latestActivityQuery,
        response: { 200: envelope(z.array(investmentActivityOut)), ...errorResponses },
      },
    },
    async (request) => {
      if (request.query.campaignId) await visibleCampaign(app.db, request.query.campaignId, request.user);
      return ok(await latestActivity(app.db, request.query, request.t(MASKED_NAME_KEY)));
    },
  );

  app.get(
    '/process-investment/campaign-investments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Every investment in the caller’s campaign (owner or staff), newest first, optionally of one status',
        querystring: campaignInvestmentsQuery,
        response: { 200: listEnvelope(ownerInvestmentOut), ...errorResponses },
      },
    },
    async (request) => {
      const { campaignId, status, ...paging } = request.query;
      await managedCampaignRef(app.db, campaignId, request.user);
      return list(await campaignInvestments(app.db, campaignId, status, paging));
    },
  );

  app.get(
    '/process-investment/campaign-money',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s campaign: paid money per payment route and the bank transfers awaiting confirmation',
        querystring: campaignIdQuery,
        response: { 200: envelope(campaignMoneyOut), ...errorResponses },
      },
    },
    async (request) => {
      await managedCampaignRef(app.db, request.query.campaignId, request.user);
      return ok(await campaignMoney(app.db, request.query.campaignId));
    },
  );

  app.get(
    '/users/get-investment-received-pending-investments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Bank transfers into the caller’s own campaigns awaiting confirmation, newest first',
        querystring: pendingInvestmentsQuery,
        response: { 200: listEnvelope(ownerInvestmentOut), ...errorResponses },
      },
    },
    async (request) => {
      const { campaignId, ...paging } = request.query;
      return list(await pendingOffline(app.db, request.user!.id, campaignId, paging));
    },
  );

  app.get(
    '/users/get-user-campaigns/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'A person’s public campaigns, newest first (404 for a closed or unknown account)',
        params: userIdParams,
        querystring: userListQuery,
        response: { 200: listEnvelope(cardOut), ...errorResponses },
      },
    },
    async (request) => list(await profileCampaigns(app, request.params.id, request.query)),
  );

  app.get(
    '/users/get-user-investments/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'A person’s named investments in public campaigns, per campaign; empty unless they chose to show them',
        params: userIdParams,
        querystring: userListQuery,
        response: { 200: listEnvelope(profileInvestmentOut), ...errorResponses },
      },
    },
    async (request) => list(await profileInvestments(app.db, request.params.id, request.query)),
  );
}
