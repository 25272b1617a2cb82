import { changeEmailInput, confirmEmailChangeInput, outsideLinksInput, updateMeInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readUploadedFile } from './images';
import { linksOut, ownProfileOut } from './schemas';
import * as service from './service';

const tags = ['profile'];
/** Password guesses through the e-mail change are limited like logins. */
const passwordLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Own profile and settings: updateMe, photo and cover, outside links, e-mail change (issue 3 §6). */
export default async function profileRoutes(app: App) {
  app.get(
    '/users/me/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s own profile, as the settings pages edit it',
        response: { 200: envelope(ownProfileOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.ownProfile(app.db, request.user!.id)),
  );

  app.patch(
    '/users/updateMe',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update names, description, zip code, phone and profile slug (409 when the slug is taken)',
        body: updateMeInput,
        response: { 200: envelope(ownProfileOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.updateMe(app.db, request.user!.id, request.body, request.clientIp)),
  );

  for (const kind of ['photo', 'cover'] as const) {
    const key = kind === 'photo' ? 'photo' : 'coverPhoto';
    app.post(
      `/users/me/${kind}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary:
            kind === 'photo'
              ? 'Upload the profile photo (multipart `file`): PNG, JPEG, GIF or WebP under 2 MB, square, at least 200×200'
              : 'Upload the cover image (multipart `file`): PNG, JPEG, GIF or WebP under 2 MB, at least 1350×400',
          consumes: ['multipart/form-data'],
          response: { 200: envelope(z.object({ [key]: z.string() })), ...errorResponses },
        },
      },
      async (request) => {
        const bytes = await readUploadedFile(request);
        const url = await service.setProfileImage(app, request.user!.id, kind, bytes, request.clientIp);
        return ok({ [key]: url });
      },
    );
  }

  app.patch(
    '/users/outside-links',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update the outside links; each social link must be an https URL of its network, an empty value clears it',
        body: outsideLinksInput,
        response: { 200: envelope(linksOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.updateOutsideLinks(app.db, request.user!.id, request.body, request.clientIp)),
  );

  app.post(
    '/users/change-email',
    {
      preHandler: app.requireUser,
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Ask to change the e-mail address (password required); a confirmation link goes to the new address',
        body: changeEmailInput,
        response: { 200: envelope(z.object({ newEmail: z.string() })), ...errorResponses },
      },
    },
    async (request) => ok(await service.requestEmailChange(app, request.user!.id, request.body, request.clientIp)),
  );

  app.post(
    '/users/confirm-email-change',
    {
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Follow the e-mailed link: the account switches to the new address and the old one is told',
        body: confirmEmailChangeInput,
        response: { 200: envelope(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (request) => ok(await service.confirmEmailChange(app, request.body.token, request.clientIp)),
  );
}
