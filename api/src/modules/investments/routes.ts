import {
  investmentCheckInput,
  investmentOut,
  investmentQuoteOut,
  investmentReceiptOut,
  offerFrontOut,
  processInvestmentInput,
} from '@cf/domain/schemas/investments';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { PaymentProviderAdapter } from '../../providers/payments/index';
import type { App } from '../../types';
import { fingerprint, sendIdempotent } from '../idempotency/index';
import { checkInvestment, investmentAnswer, investmentFor, offerFront, processInvestment, receiptFor } from './index';

const tags = ['investing'];
const idParams = z.object({ id: z.uuid('validation.invalidFormat') });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });

/** The spec's investing calls (§7 process-investment/...). Signed-in users only. */
export default async function investmentRoutes(app: App, options: { payments: Record<'sandbox', PaymentProviderAdapter> }) {
  app.post(
    '/process-investment',
    {
      // Before the body is validated: a visitor is told to log in, not that the form is wrong.
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Invest by amount or shares; a retry with the same Idempotency-Key returns the first answer',
        headers: idempotencyHeaders,
        body: processInvestmentInput,
        response: { 201: envelope(investmentOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const claim = {
        userId: user.id,
        key: request.headers['idempotency-key'],
        fingerprint: fingerprint('process-investment', request.body),
      };
      return sendIdempotent(app.db, reply, claim, async (tx) => {
        const deps = { db: tx, storage: app.storage, config: app.config, payments: options.payments };
        const { investment, checkoutUrl } = await processInvestment(deps, user, request.body, {
          ip: request.clientIp,
          lang: request.uiLang,
        });
        return { statusCode: 201, body: ok(investmentAnswer(investment, checkoutUrl)) };
      });
    },
  );

  app.get(
    '/process-investment/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One investment, for its investor, the campaign owner or staff',
        params: idParams,
        response: { 200: envelope(investmentOut), ...errorResponses },
      },
    },
    async (request) => ok(investmentAnswer(await investmentFor(app.db, request.user!, request.params.id))),
  );

  app.post(
    '/process-investment/process-investment-check',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Would this investment be accepted now (rules, shares left, amount)? Nothing is held',
        body: investmentCheckInput,
        response: { 200: envelope(investmentQuoteOut), ...errorResponses },
      },
    },
    async (request) => ok(await app.db.transaction((tx) => checkInvestment(tx, request.user!, request.body, request.uiLang))),
  );

  app.get(
    '/process-investment/:id/get-investment-process-reciept',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The receipt of an investment (the spec spells it so), for its investor, the owner or staff',
        params: idParams,
        response: { 200: envelope(investmentReceiptOut), ...errorResponses },
      },
    },
    async (request) => ok(await receiptFor(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/process-investment/:campaignId/front',
    {
      schema: {
        tags,
        summary: 'The offer of a public campaign as the invest page shows it: price, bounds, what is left',
        params: z.object({ campaignId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: envelope(offerFrontOut), ...errorResponses },
      },
    },
    async (request) => ok(await offerFront(app.db, request.params.campaignId)),
  );
}
