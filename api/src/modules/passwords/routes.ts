import { forgotPasswordInput, resetPasswordInput, updatePasswordInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { forgotPassword, resetPassword, updateMyPassword } from './service';

const tags = ['account'];
const forgotLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const changeLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

/** Forgot, reset and change password (issue 3 §5). */
export default async function passwordsRoutes(app: App) {
  app.post(
    '/users/forgotPassword',
    {
      config: forgotLimit,
      schema: {
        tags,
        summary: 'E-mail a password reset link (always 200: never says whether the address exists)',
        body: forgotPasswordInput,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await forgotPassword(app, request.body.email);
      return ok(null);
    },
  );

  app.patch(
    '/users/resetPassword/:token',
    {
      config: changeLimit,
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token (single use, 1 hour); every session ends',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordInput,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await resetPassword(app, request.params.token, request.body.password, request.clientIp);
      return ok(null);
    },
  );

  app.patch(
    '/users/updateMyPassword',
    {
      preHandler: app.requireUser,
      config: changeLimit,
      schema: {
        tags,
        summary: 'Change the password (current one checked); every session of the user ends, this one too',
        body: updatePasswordInput,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await updateMyPassword(app, request.user!.id, request.body, request.clientIp);
      return ok(null);
    },
  );
}
