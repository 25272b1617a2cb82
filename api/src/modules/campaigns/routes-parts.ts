import {
  campaignPartsQuery,
  deletedOut,
  extrasLinkInput,
  extrasLinkPatch,
  extrasVideoInput,
  extrasVideoPatch,
  leadInvestorInput,
  leadInvestorOut,
  leadInvestorPatch,
  linkOut,
  videoOut,
} from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import * as extras from './extras';
import * as leads from './lead-investors';
import { actorOf, idParams, tags } from './route-helpers';

const deleted = { 200: envelope(deletedOut), ...errorResponses };

/** Lead investors, extra videos and custom links: list, read, add, change, remove (owner or staff). */
export default async function partRoutes(app: App) {
  const auth = { preHandler: app.requireUser };

  // Lead investors.
  const leadBase = '/campaigns/equity/lead-investors';
  const lead = { 200: envelope(leadInvestorOut), ...errorResponses };
  app.get(
    leadBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Lead investors of a campaign',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(leadInvestorOut)), ...errorResponses },
      },
    },
    async (request) => ok(await leads.listLeadInvestors(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(
    `${leadBase}/:id`,
    { ...auth, schema: { tags, summary: 'One lead investor', params: idParams, response: lead } },
    async (request) => ok(await leads.getLeadInvestor(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    leadBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a lead investor (type, name, bio)',
        body: leadInvestorInput,
        response: { 201: envelope(leadInvestorOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await leads.addLeadInvestor(app, actorOf(request), request.body))),
  );
  app.patch(
    `${leadBase}/:id`,
    { ...auth, schema: { tags, summary: 'Change a lead investor', params: idParams, body: leadInvestorPatch, response: lead } },
    async (request) => ok(await leads.updateLeadInvestor(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${leadBase}/:id`,
    { ...auth, schema: { tags, summary: 'Remove a lead investor', params: idParams, response: deleted } },
    async (request) => ok(await leads.deleteLeadInvestor(app, actorOf(request), request.params.id)),
  );
  app.post(
    `${leadBase}/:id/photo`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Upload the lead investor’s photo (multipart `file`): square, at least 200×200',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: lead,
      },
    },
    async (request) =>
      ok(await leads.setLeadInvestorPhoto(app, actorOf(request), request.params.id, (await readMultipart(request, 'file')).file)),
  );

  // Extra videos (YouTube or Vimeo).
  const videoBase = '/campaigns/equity/extras-videos';
  const video = { 200: envelope(videoOut), ...errorResponses };
  app.get(
    videoBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Extra videos of a campaign',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(videoOut)), ...errorResponses },
      },
    },
    async (request) => ok(await extras.listVideos(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(
    `${videoBase}/:id`,
    { ...auth, schema: { tags, summary: 'One extra video', params: idParams, response: video } },
    async (request) => ok(await extras.getVideo(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    videoBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a YouTube or Vimeo video with a title',
        body: extrasVideoInput,
        response: { 201: envelope(videoOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await extras.addVideo(app, actorOf(request), request.body))),
  );
  app.patch(
    `${videoBase}/:id`,
    { ...auth, schema: { tags, summary: 'Change an extra video', params: idParams, body: extrasVideoPatch, response: video } },
    async (request) => ok(await extras.updateVideo(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${videoBase}/:id`,
    { ...auth, schema: { tags, summary: 'Remove an extra video', params: idParams, response: deleted } },
    async (request) => ok(await extras.deleteVideo(app, actorOf(request), request.params.id)),
  );

  // Custom links.
  const linkBase = '/campaigns/equity/extras-links';
  const link = { 200: envelope(linkOut), ...errorResponses };
  app.get(
    linkBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Custom links of a campaign',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(linkOut)), ...errorResponses },
      },
    },
    async (request) => ok(await extras.listLinks(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(`${linkBase}/:id`, { ...auth, schema: { tags, summary: 'One custom link', params: idParams, response: link } }, async (request) =>
    ok(await extras.getLink(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    linkBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a custom link (title and http(s) URL)',
        body: extrasLinkInput,
        response: { 201: envelope(linkOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await extras.addLink(app, actorOf(request), request.body))),
  );
  app.patch(
    `${linkBase}/:id`,
    { ...auth, schema: { tags, summary: 'Change a custom link', params: idParams, body: extrasLinkPatch, response: link } },
    async (request) => ok(await extras.updateLink(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${linkBase}/:id`,
    { ...auth, schema: { tags, summary: 'Remove a custom link', params: idParams, response: deleted } },
    async (request) => ok(await extras.deleteLink(app, actorOf(request), request.params.id)),
  );
}
