import { deleteAccountRequestInput, DELETION_STATUSES } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['profile'];

const requestOut = z.object({ id: z.number(), status: z.enum(DELETION_STATUSES), createdAt: z.date() });

/** Account deletion requests (issue 3 §6). Staff complete or reject them in the console. */
export default async function deletionRoutes(app: App) {
  app.get(
    '/users/request-delete-account',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s latest deletion request, or null',
        response: { 200: envelope(requestOut.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await service.latestRequest(app.db, request.user!.id)),
  );

  app.post(
    '/users/request-delete-account',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask for the account to be deleted (password required); one pending request at a time',
        body: deleteAccountRequestInput,
        response: { 201: envelope(requestOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.requestDeletion(app, request.user!.id, request.body, request.clientIp))),
  );
}
