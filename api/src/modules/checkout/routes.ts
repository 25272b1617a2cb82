import { completeSandboxSessionInput, paymentCompletionOut, sandboxSessionOut } from '@cf/domain/schemas/wallet';
import { NotFoundError } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { findSession } from '../payments/index';
import { completeSandboxSession } from './index';

const tags = ['payments'];
const sessionParams = z.object({ sessionId: z.uuid('validation.invalidFormat') });
/** The sandbox gateway's hosted checkout: what its page shows, and its Pay and Fail buttons. */
export default async function checkoutRoutes(app: App) {
  app.get(
    '/payments/sandbox/sessions/:sessionId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A sandbox checkout session, for its payer',
        params: sessionParams,
        response: { 200: envelope(sandboxSessionOut), ...errorResponses },
      },
    },
    async (request) => {
      const session = await findSession(app.db, request.params.sessionId);
      if (!session || session.userId !== request.user!.id || session.provider !== 'sandbox') throw new NotFoundError();
      const { id, purpose, subjectId, amount, currency, status, expiresAt } = session;
      return ok({ sessionId: id, purpose, subjectId, amount, currencyCode: currency, status, expiresAt });
    },
  );

  app.post(
    '/payments/sandbox/sessions/:sessionId/complete',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Pay or fail a sandbox checkout; runs the same fulfilment as a provider webhook, once',
        params: sessionParams,
        body: completeSandboxSessionInput,
        response: { 200: envelope(paymentCompletionOut), ...errorResponses },
      },
    },
    async (request) => ok(await completeSandboxSession(app.db, request.user!.id, request.params.sessionId, request.body.outcome)),
  );
}
