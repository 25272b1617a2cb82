import { campaignPartsQuery, deletedOut, teamInviteAcceptInput, teamMemberInput, teamMemberOut, teamMemberPatch } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import { actorOf, idParams, tags } from './route-helpers';
import * as team from './team';

const one = { 200: envelope(teamMemberOut), ...errorResponses };

/** Team members: invited by e-mail, resend, roles and photos; accepting links the invited account. */
export default async function teamRoutes(app: App) {
  const base = '/campaigns/equity/team-members';

  app.get(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The team of a campaign (owner or staff)',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(teamMemberOut)), ...errorResponses },
      },
    },
    async (request) => ok(await team.listMembers(app.db, actorOf(request), request.query.campaignId)),
  );

  app.get(
    `${base}/:id`,
    { preHandler: app.requireUser, schema: { tags, summary: 'One team member', params: idParams, response: one } },
    async (request) => ok(await team.getMember(app.db, actorOf(request), request.params.id)),
  );

  app.post(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a team member and e-mail them an invitation link (`/team-invite?token=`)',
        body: teamMemberInput,
        response: { 201: envelope(teamMemberOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await team.addMember(app, actorOf(request), request.body))),
  );

  app.patch(
    `${base}/:id`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change a team member (a new e-mail address is invited again)',
        params: idParams,
        body: teamMemberPatch,
        response: one,
      },
    },
    async (request) => ok(await team.updateMember(app, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${base}/:id`,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Remove a team member', params: idParams, response: { 200: envelope(deletedOut), ...errorResponses } },
    },
    async (request) => ok(await team.deleteMember(app, actorOf(request), request.params.id)),
  );

  app.post(
    `${base}/resend-email/:id`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Send the invitation again with a new link (409 once the member has joined)',
        params: idParams,
        response: one,
      },
    },
    async (request) => ok(await team.resendInvite(app, actorOf(request), request.params.id)),
  );

  app.post(
    `${base}/:id/photo`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload the member’s photo (multipart `file`): square, at least 200×200, under 2 MB',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: one,
      },
    },
    async (request) => ok(await team.setMemberPhoto(app, actorOf(request), request.params.id, (await readMultipart(request, 'file')).file)),
  );

  app.post(
    '/campaigns/team-invites/accept',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Accept a team invitation: the signed-in user must have the invited e-mail address',
        body: teamInviteAcceptInput,
        response: {
          200: envelope(z.object({ memberId: z.number(), campaignId: z.number(), slug: z.string(), campaign: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(await team.acceptInvite(app.db, request.user!, request.body.token)),
  );
}
