import {
  investmentCheckInput,
  investmentOut,
  investmentQuoteOut,
  investmentReceiptOut,
  investmentTransactionOut,
  offerFrontOut,
  processInvestmentInput,
} from '@cf/domain/schemas/investments';
import { walletInvestmentInput } from '@cf/domain/schemas/wallet-withdraw';
import { NotFoundError } from '@cf/domain';
import { z } from 'zod';
import { currencyCodeInput } from '@cf/domain/schemas/wallet';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { PaymentRoutes } from '../payment-gateways/index';
import type { App } from '../../types';
import { checkInvestment, investHandler, investmentAnswer, investmentFor, investOnce, offerFront, receiptFor } from './index';
import { cancelInvestment } from './cancel';
import { investmentTransactions } from './transactions';
import { walletInvestmentCompleted } from './wallet-payment';
import { withdrawInvestment } from './withdraw';
import { fingerprint, sendIdempotent } from '../idempotency/index';

const tags = ['investing'];
const idParams = z.object({ id: z.uuid('validation.invalidFormat') });
const withdrawalOut = z.object({
  id: z.uuid(),
  status: z.literal('refunded'),
  refundedAmount: z.number().int(),
  currencyCode: z.string(),
});
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });

/** The spec's investing calls (§7 process-investment/...). Signed-in users only. */
export default async function investmentRoutes(app: App, options: { payments: PaymentRoutes }) {
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
    investHandler(app, options.payments),
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
  // The spec's wallet payment step (§7): checks and pays from the wallet in one call, through the
  // same processInvestment as every route. The key is required: a retry must not pay twice.
  app.patch(
    '/process-investment/check-and-process-wallet-investment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Check and pay an investment from the wallet in one call (Idempotency-Key required)',
        headers: z.object({ 'idempotency-key': z.string('validation.required').trim().min(1, 'validation.required').max(255) }),
        body: walletInvestmentInput,
        response: { 201: envelope(investmentOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      investOnce(app, options.payments, reply, {
        investor: request.user!,
        key: request.headers['idempotency-key'],
        call: 'check-and-process-wallet-investment',
        body: request.body,
        ip: request.clientIp,
        lang: request.uiLang,
      }),
  );

  app.get(
    '/process-investment/:transactionId/wallet-investment-completed',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The receipt of a paid wallet investment, for its investor only',
        params: z.object({ transactionId: z.uuid('validation.invalidFormat') }),
        response: { 200: envelope(investmentReceiptOut), ...errorResponses },
      },
    },
    async (request) => ok(await walletInvestmentCompleted(app.db, request.user!, request.params.transactionId)),
  );

  app.patch(
    '/process-investment/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel one of the caller’s investments not paid yet: its held shares go back on offer',
        params: idParams,
        body: z.object({ status: z.literal('cancelled', 'validation.invalidFormat') }),
        response: { 200: envelope(investmentOut), ...errorResponses },
      },
    },
    async (request) => ok(investmentAnswer(await app.db.transaction((tx) => cancelInvestment(tx, request.user!.id, request.params.id)))),
  );

  app.get(
    '/process-investment/:id/:campaignId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One investment of a campaign, for its investor, the campaign owner or staff',
        params: z.object({ id: z.uuid('validation.invalidFormat'), campaignId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelope(investmentOut), ...errorResponses },
      },
    },
    async (request) => {
      const investment = await investmentFor(app.db, request.user!, request.params.id);
      if (investment.campaignId !== request.params.campaignId) throw new NotFoundError();
      return ok(investmentAnswer(investment));
    },
  );

  // The investor takes back a paid investment before the close (issue 16); a retry with the same
  // Idempotency-Key gets the first answer, and the ledger key stops a second refund without one.
  app.post(
    '/my-investment/:id/withdraw',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Withdraw one of the caller’s paid investments until N hours before the campaign closes: the money goes back the way it came (wallet, provider refund or bank transfer)',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: envelope(withdrawalOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const investor = request.user!;
      const claim = {
        userId: investor.id,
        key: request.headers['idempotency-key'],
        fingerprint: fingerprint('my-investment-withdraw', request.params),
      };
      return sendIdempotent(app.db, reply, claim, async (tx) => ({
        statusCode: 200,
        body: ok(
          await withdrawInvestment(
            tx,
            { notices: app, payments: options.payments },
            { id: investor.id, lang: request.uiLang },
            request.params.id,
          ),
        ),
      }));
    },
  );

  app.get(
    '/transactions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s investment payments, newest first, 10 a page, in one currency when asked',
        querystring: z.object({ currencyCode: currencyCodeInput.optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: listEnvelope(investmentTransactionOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await investmentTransactions(app.db, request.user!.id, request.query);
      return okList(items, meta);
    },
  );
}
