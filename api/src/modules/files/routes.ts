import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { privateFileFor, sendPrivateFile } from './service';

/** Private files served only to their owner and staff. */
export default async function filesRoutes(app: App) {
  app.get(
    '/files/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'A private file (KYC document, accreditation letter or contract), to its owner or staff only',
        params: z.object({ id: z.string().max(64) }),
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => sendPrivateFile(app, reply, await privateFileFor(app, request, request.params.id)),
  );
}
