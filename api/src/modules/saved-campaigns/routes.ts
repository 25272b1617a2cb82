import { cardOut, followerOut, pageQuery, savedOut, saveCampaignInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['campaigns'];
const campaignIdParam = z.object({ campaignId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Saving (following) campaigns (issue 4 §6). Visitors get 401. */
export default async function savedCampaignsRoutes(app: App) {
  app.get(
    '/saved-campaigns',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s saved campaigns as cards, last saved first',
        querystring: pageQuery,
        response: { 200: listEnvelope(cardOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listSaved(app, request.user!.id, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/saved-campaigns',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save (follow) a public campaign; saving twice changes nothing',
        body: saveCampaignInput,
        response: { 200: envelope(savedOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.save(app, request.user!.id, request.body.campaignId)),
  );

  app.delete(
    '/saved-campaigns/:campaignId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Stop saving a campaign; idempotent',
        params: campaignIdParam,
        response: { 200: envelope(savedOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.unsave(app, request.user!.id, request.params.campaignId)),
  );

  app.get(
    '/saved-campaigns/get-users/:campaignId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The users who saved a campaign (its owner and staff only)',
        params: campaignIdParam,
        querystring: pageQuery,
        response: { 200: listEnvelope(followerOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.followers(app, request.user!, request.params.campaignId, request.query);
      return okList(items, meta);
    },
  );
}
