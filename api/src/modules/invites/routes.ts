import { sendInvitesInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['profile'];

const invitesOut = z.object({
  sent: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.enum(['registered', 'alreadyInvited', 'duplicate']), message: z.string() })),
});

/** Invitations to friends by e-mail (issue 3 §6). */
export default async function invitesRoutes(app: App) {
  app.post(
    '/users/send-invites',
    {
      preHandler: app.requireUser,
      // Each call sends e-mails to addresses the caller chooses: limited so it cannot be used to spam.
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Invite friends: comma-separated addresses (at most 20); registered or already-invited ones are skipped',
        body: sendInvitesInput,
        response: { 200: envelope(invitesOut), ...errorResponses },
      },
    },
    async (request) => {
      const result = await service.sendInvites(app, request.user!.id, request.body.emails, request.clientIp);
      return ok({
        sent: result.sent,
        skipped: result.skipped.map((s) => ({ ...s, message: request.t(`identity.invites.skipped.${s.reason}`) })),
      });
    },
  );
}
