import { campaignIdParam } from '@cf/domain';
import { achRepaymentStatusOut, autoRepaymentAchInput, autoRepaymentAchOut } from '@cf/domain/schemas/ach';
import {
  createRepaymentInput,
  onlineRepaymentInput,
  processRepaymentInput,
  repaymentCheckoutOut,
  repaymentScheduleOut,
  singleRepaymentOut,
} from '@cf/domain/repayments-schemas';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { checkPaymentSession } from '../checkout/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { achRepaymentStatus } from '../ach/mandates';
import { setAutoRepayment } from './auto';
import { managerRole, repaymentCampaign } from './campaign';
import { createRepayment } from './create';
import { approveRepayment, declineRepayment } from './decide';
import { startRepaymentCheckout } from './online';
import { payFromWallet, payOffline } from './pay';
import { scheduleFor, singleFor } from './read';
import { openCheckoutOf } from './session';

const tags = ['repayments'];
const base = '/campaigns/equities/:id';
const campaignParams = z.object({ id: campaignIdParam });
const repaymentParams = z.object({ id: z.uuid('validation.invalidFormat') });

/**
 * Spec §7 repayment calls, under the campaigns' path: {id} is the campaign for create-repayment,
 * get-repayment, create-auto-repayment and get-ach-status, the repayment for the others.
 */
export default async function repaymentRoutes(app: App, options: { payments: PaymentRoutes }) {
  const { payments } = options;
  const auth = { preHandler: app.requireUser };
  const caller = (request: { user: { id: string; isAdmin: boolean } | null }) => request.user!;
  // Fastify's decorations live on its prototype: spread, they would be lost.
  const deps = { db: app.db, mailer: app.mailer, realtime: app.realtime, config: app.config, payments };

  app.post(
    `${base}/create-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Owner or staff: the debt schedule from the terms (type "schedule"), or an ad hoc dividend, interest or return of investment',
        params: campaignParams,
        body: createRepaymentInput,
        response: { 201: envelope(repaymentScheduleOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createRepayment(app.db, caller(request), request.params.id, request.body))),
  );

  app.get(
    `${base}/get-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The campaign’s repayments (schedule and history) for its owner, its investors (with their shares) and staff',
        params: campaignParams,
        response: { 200: envelope(repaymentScheduleOut), ...errorResponses },
      },
    },
    async (request) => ok(await scheduleFor(app.db, caller(request), request.params.id)),
  );

  app.get(
    `${base}/get-single-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One repayment and its allocations (the receipt); a card checkout still open is asked about first',
        params: repaymentParams,
        response: { 200: envelope(singleRepaymentOut), ...errorResponses },
      },
    },
    async (request) => {
      // The return redirect proves nothing: the provider is asked, and a paid checkout fulfilled once.
      const open = await openCheckoutOf(app.db, request.params.id, request.user!.id);
      if (open) await checkPaymentSession(app, payments, request.user!.id, open);
      return ok(await singleFor(app.db, caller(request), request.params.id));
    },
  );

  app.patch(
    `${base}/process-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Owner pays (action "pay": wallet, sandbox or stripe checkout, offline for staff to confirm); staff "approve" an offline payment or "decline" a repayment',
        params: repaymentParams,
        body: processRepaymentInput,
        response: { 200: envelope(singleRepaymentOut), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      const body = request.body;
      if (body.action === 'approve') await app.db.transaction((tx) => approveRepayment(tx, user, id, app));
      else if (body.action === 'decline') await app.db.transaction((tx) => declineRepayment(tx, user, id, body.reason, app));
      else if (body.paymentType === 'wallet') await payFromWallet(deps, user, id);
      else if (body.paymentType === 'offline') await payOffline(deps, user, id);
      else await startRepaymentCheckout(deps, user, id, body.paymentType);
      return ok(await singleFor(app.db, user, id));
    },
  );

  app.post(
    `${base}/online-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The owner pays a repayment by card: a hosted checkout (sandbox or Stripe); pay at checkoutUrl',
        params: repaymentParams,
        body: onlineRepaymentInput,
        response: { 201: envelope(repaymentCheckoutOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await startRepaymentCheckout(deps, request.user!, request.params.id, request.body.paymentType))),
  );

  app.post(
    `${base}/create-auto-repayment`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Automatic repayment on or off: instalments after the first are debited on their due date (wallet, sandbox bank route, or the owner’s linked bank account by ACH)',
        params: campaignParams,
        body: autoRepaymentAchInput,
        response: { 200: envelope(autoRepaymentAchOut), ...errorResponses },
      },
    },
    async (request) => ok(await setAutoRepayment({ db: app.db, payments }, caller(request), request.params.id, request.body)),
  );

  app.get(
    `${base}/get-ach-status`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Whether the campaign’s owner has an active linked bank account for automatic ACH debits, and which',
        params: campaignParams,
        response: { 200: envelope(achRepaymentStatusOut), ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await repaymentCampaign(app.db, request.params.id);
      await managerRole(app.db, campaign, caller(request));
      return ok(await achRepaymentStatus(app.db, payments, campaign, request.t));
    },
  );
}
