import { emailPreferencesInput, emailPreferencesOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['profile'];

/** E-mail preferences, notification frequency and language (issue 3 §6). */
export default async function emailPreferencesRoutes(app: App) {
  app.get(
    '/email-preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s e-mail preferences (id = user id)',
        response: { 200: envelope(emailPreferencesOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.getPreferences(app.db, request.user!.id)),
  );

  app.patch(
    '/email-preferences/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the caller’s e-mail preferences (frequency daily|weekly|monthly|never, an active language, flags)',
        params: z.object({ id: z.string().max(64) }),
        body: emailPreferencesInput,
        response: { 200: envelope(emailPreferencesOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.updatePreferences(app.db, request.user!.id, request.params.id, request.body, request.clientIp)),
  );
}
