import { campaignPartsQuery, campaignUpdateInput, campaignUpdatePatch, deletedOut, updateOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { actorOf, idParams, tags } from './route-helpers';
import * as updates from './updates';

/** The owner's updates; posting one notifies (and e-mails) everyone who saved the campaign. */
export default async function updateRoutes(app: App) {
  const base = '/campaigns/equity/updates';
  const one = { 200: envelope(updateOut), ...errorResponses };
  const auth = { preHandler: app.requireUser };

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Updates of a campaign, newest first (owner or staff)',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(updateOut)), ...errorResponses },
      },
    },
    async (request) => ok(await updates.listUpdates(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(`${base}/:id`, { ...auth, schema: { tags, summary: 'One update', params: idParams, response: one } }, async (request) =>
    ok(await updates.getUpdate(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Post an update: followers (who saved the campaign) are notified, and e-mailed when their preference is on',
        body: campaignUpdateInput,
        response: { 201: envelope(updateOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await updates.addUpdate(app, actorOf(request), request.body))),
  );
  app.patch(
    `${base}/:id`,
    { ...auth, schema: { tags, summary: 'Edit an update', params: idParams, body: campaignUpdatePatch, response: one } },
    async (request) => ok(await updates.updateUpdate(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}/:id`,
    {
      ...auth,
      schema: { tags, summary: 'Delete an update', params: idParams, response: { 200: envelope(deletedOut), ...errorResponses } },
    },
    async (request) => ok(await updates.deleteUpdate(app, actorOf(request), request.params.id)),
  );
}
