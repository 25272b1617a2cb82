import { investorProfileInput, investorProfilePatch } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { investorProfileOut } from './schemas';
import * as service from './service';

const tags = ['identity'];

/** Investor profile (spec §3): the caller's own, amounts in minor units, SSN write-only. */
export default async function investorProfileRoutes(app: App) {
  app.get(
    '/investor-profiles',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The caller's investor profile, or null (the SSN only as its last four digits)",
        response: { 200: envelope(investorProfileOut.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await service.getOwnProfile(app, request.user!.id)),
  );

  app.post(
    '/investor-profiles',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create the caller’s investor profile (once; then PATCH it)',
        body: investorProfileInput,
        response: { 201: envelope(investorProfileOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const profile = await service.createProfile(app, { id: request.user!.id, ip: request.clientIp }, request.body);
      return reply.status(201).send(ok(profile));
    },
  );

  app.patch(
    '/investor-profiles/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update the caller’s investor profile (id = the caller’s user id; anyone else’s is 404)',
        params: z.object({ id: z.string().max(64) }),
        body: investorProfilePatch,
        response: { 200: envelope(investorProfileOut), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.updateProfile(app, { id: request.user!.id, ip: request.clientIp }, request.params.id, request.body)),
  );
}
