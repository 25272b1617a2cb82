import { campaignIdParam } from '@cf/domain';
import {
  ownerPayoutOut,
  payoutSummaryOut,
  requestPayoutInput,
  stripeAccountOut,
  stripeConnectCompleteInput,
  stripeConnectInput,
  stripeConnectOut,
} from '@cf/domain/schemas/payouts';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { completeStripeConnect, disconnectStripe, startStripeConnect } from './connect';
import { payoutTab, requestPayout } from './request';
import { settlementStatement } from './statement/service';

const tags = ['payouts'];
const params = z.object({ id: campaignIdParam });
const caller = (request: { user: { id: string; isAdmin: boolean } | null }) => request.user!;

/** The owner's side of payouts (spec §2 payout tab and /stripe-account-connect, §7 request-payout). */
export default async function payoutRoutes(app: App) {
  app.get(
    '/campaigns/equities/:id/payout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The payout tab: raised, fee, net, what is owed and may be requested, the account and each payout (owner or staff)',
        params,
        response: { 200: envelope(payoutSummaryOut), ...errorResponses },
      },
    },
    async (request) => ok(await payoutTab(app.db, caller(request), request.params.id)),
  );

  app.post(
    '/campaigns/equities/:id/request-payout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Request the payout of what the platform owes the owner of a settled campaign: KYC approved, a bank account in the owner’s or company’s name (or a connected Stripe account for a flexible campaign), no change of details in 48 hours',
        params,
        body: requestPayoutInput,
        response: { 201: envelope(ownerPayoutOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await requestPayout(app, caller(request), request.params.id, request.body, request.uiLang))),
  );

  app.post(
    '/campaigns/equities/:id/stripe-connect',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Start connecting a Stripe account (flexible campaigns; password and two-factor code): answers the onboarding address',
        params,
        body: stripeConnectInput,
        response: { 200: envelope(stripeConnectOut), ...errorResponses },
      },
    },
    async (request) => ok(await startStripeConnect(app, caller(request), request.params.id, request.body)),
  );

  app.post(
    '/campaigns/equities/:id/stripe-connect/complete',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Back from Stripe onboarding (/stripe-account-connect): store the account opened for this campaign; payouts wait 48 hours',
        params,
        body: stripeConnectCompleteInput,
        response: { 200: envelope(stripeAccountOut), ...errorResponses },
      },
    },
    async (request) => ok(await completeStripeConnect(app, caller(request), request.params.id, request.body.accountId)),
  );

  app.delete(
    '/campaigns/equities/:id/stripe-connect',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Disconnect the Stripe account', params, response: { 200: envelope(stripeAccountOut), ...errorResponses } },
    },
    async (request) => ok(await disconnectStripe(app, caller(request), request.params.id)),
  );

  app.get(
    '/campaigns/equities/:id/settlement-statement',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The settlement statement with the fee invoice (application/pdf), for the owner and staff',
        params,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await settlementStatement(app.db, caller(request), request.params.id, request.uiLang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
