import { commentInput, commentModerationInput, commentOut, commentsQuery, commentThreadOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['campaigns'];

const pagedCommentsQuery = commentsQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Discussion: comments, replies and their moderation (issue 4 §7). */
export default async function commentsRoutes(app: App) {
  app.get(
    '/campaigns/equity/comments',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary:
          'A campaign’s discussion: approved comments and replies, the caller’s own pending ones (all pending ones for the owner and staff)',
        querystring: pagedCommentsQuery,
        response: { 200: listEnvelope(commentThreadOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listComments(app, request.user, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/campaigns/equity/comments/parent-comments',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A campaign’s top-level comments without their replies, newest first, paged (same visibility as the discussion)',
        querystring: pagedCommentsQuery,
        response: { 200: listEnvelope(commentOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listParentComments(app, request.user, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/campaigns/equity/comments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Post a comment or a reply (at most 200 characters; captcha when switched on); it shows once approved',
        body: commentInput,
        response: { 201: envelope(commentOut).extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { comment, messageKey } = await service.postComment(app, request.user!, request.body);
      return reply.status(201).send({ ...ok(comment), message: request.t(messageKey) });
    },
  );

  app.patch(
    '/campaigns/equity/comments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Approve, decline or mark as spam (the campaign’s owner or staff)',
        params: idParam,
        body: commentModerationInput,
        response: { 200: envelope(commentOut), ...errorResponses },
      },
    },
    async (request) => ok((await service.moderateComment(app, request.user!, request.params.id, request.body.status)).after),
  );

  app.delete(
    '/campaigns/equity/comments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a comment and its replies (its author or staff)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number(), deleted: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => ok(await service.deleteComment(app, request.user!, request.params.id)),
  );
}
