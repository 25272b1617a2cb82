import { pageQuery } from '@cf/domain';
import {
  mangopayBankAccountInput,
  mangopayBankAccountOut,
  mangopayCountryOut,
  mangopayDeactivateInput,
  mangopayErrorObject,
  mangopayId,
  mangopayPayoutInput,
  mangopayPayoutOut,
  mangopayTopUpInput,
  mangopayTopUpOut,
  mangopayTransactionOut,
  mangopayTwinCompleteInput,
  mangopayTwinPayInOut,
  mangopayWalletOut,
} from '@cf/domain/schemas/mangopay';
import { z } from 'zod';
import { envelope, errorBody, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { fingerprint, providerKeyOf, sendIdempotent } from '../idempotency/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { createBankAccount, deactivateBankAccount, listBankAccounts } from './bank-accounts';
import { startPayout } from './payouts';
import { checkTopUp, startTopUp } from './top-ups';
import { completeTwinTopUp, twinPayIn } from './twin-page';
import { authorizedCountries, walletDetail, walletTransactions } from './wallet';

const tags = ['regional wallet'];
const base = '/campaigns/equity/mangopay-payment';
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });
/** Bank and payout calls: MangoPay's refusal comes back as a 400 carrying its error object (spec §7). */
const refusals = { ...errorResponses, 400: errorBody.extend({ providerError: mangopayErrorObject.optional() }) };

/**
 * The regional provider's calls (spec §7 equity/mangopay-payment/...): the caller's MangoPay wallet,
 * top-up by card, bank accounts and payouts. Each needs the site setting mangoPayModule and the
 * console's mangopay route on (see regional.ts); reads and changes are the caller's own only.
 */
export default async function mangopayRoutes(app: App, options: { payments: PaymentRoutes }) {
  const { payments } = options;
  const deps = (db = app.db) => ({ db, payments, config: app.config });
  const read = { preHandler: app.requireUser };

  app.get(
    `${base}/wallet-detail`,
    {
      ...read,
      schema: {
        tags,
        summary: 'The caller’s MangoPay wallet (made on first use): id, owner, balance and its ledger mirror',
        response: { 200: envelope(mangopayWalletOut), ...errorResponses },
      },
    },
    // A transaction: the first call makes the MangoPay user and wallet, once.
    async (request) => ok(await app.db.transaction((tx) => walletDetail(deps(tx), request.user!.id))),
  );

  app.get(
    `${base}/wallet-transaction-list`,
    {
      ...read,
      schema: {
        tags,
        summary: 'The MangoPay wallet’s transactions as MangoPay lists them, newest first (10 a page)',
        querystring: pageQuery,
        response: { 200: listEnvelope(mangopayTransactionOut), ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit = 10 } = request.query;
      const { items, ...meta } = await app.db.transaction((tx) => walletTransactions(deps(tx), request.user!.id, page, limit));
      return okList(items, meta);
    },
  );

  app.post(
    `${base}/checkout-session`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Top up the MangoPay wallet by card: a web card PayIn, the fee on top; pay at redirectUrl, credited when MangoPay says it succeeded',
        headers: idempotencyHeaders,
        body: mangopayTopUpInput,
        response: { 201: envelope(mangopayTopUpOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const claim = {
        userId,
        key: request.headers['idempotency-key'],
        fingerprint: fingerprint('mangopay-checkout-session', request.body),
      };
      return sendIdempotent(app.db, reply, claim, async (tx) => ({
        statusCode: 201,
        body: ok(await startTopUp(deps(tx), userId, request.body.amount, request.uiLang)),
      }));
    },
  );

  app.get(
    `${base}/check-payment-session/:id`,
    {
      ...read,
      schema: {
        tags,
        summary: 'The return’s check of a top-up (our id or MangoPay’s PayIn id): MangoPay is asked, a succeeded PayIn is credited once',
        params: z.object({ id: mangopayId }),
        response: { 200: envelope(mangopayTopUpOut), ...errorResponses },
      },
    },
    async (request) => ok(await app.db.transaction((tx) => checkTopUp(deps(tx), request.user!.id, request.params.id))),
  );

  app.get(
    `${base}/get-authorized-countries`,
    {
      ...read,
      schema: {
        tags,
        summary: 'Countries and what MangoPay allows there (users, bank accounts, payouts)',
        response: { 200: envelope(z.array(mangopayCountryOut)), ...errorResponses },
      },
    },
    async () => ok(await authorizedCountries(deps())),
  );

  app.get(
    `${base}/linked-bank-accounts`,
    {
      ...read,
      schema: {
        tags,
        summary: 'The caller’s bank accounts at MangoPay, newest first; numbers by their last four characters',
        response: { 200: envelope(z.array(mangopayBankAccountOut)), ...errorResponses },
      },
    },
    async (request) => ok(await app.db.transaction((tx) => listBankAccounts(deps(tx), request.user!.id))),
  );

  app.post(
    `${base}/linked-bank-account`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Add a bank account (IBAN, GB, US, CA or OTHER; the type’s fields are required, spec §5); MangoPay’s refusal is a 400 with its error object',
        body: mangopayBankAccountInput,
        response: { 201: envelope(mangopayBankAccountOut), ...refusals },
      },
    },
    async (request, reply) => {
      const made = await app.db.transaction((tx) => createBankAccount(deps(tx), request.user!.id, request.body));
      return reply.code(201).send(ok(made));
    },
  );

  app.post(
    `${base}/deactivate-bank-account`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Deactivate one of the caller’s bank accounts (MangoPay cannot reactivate it); another user’s is a 404',
        body: mangopayDeactivateInput,
        response: { 200: envelope(mangopayBankAccountOut), ...refusals },
      },
    },
    async (request) => ok(await app.db.transaction((tx) => deactivateBankAccount(deps(tx), request.user!.id, request.body.bankAccountId))),
  );

  app.post(
    `${base}/process-payout`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Pay out from the MangoPay wallet to one of the caller’s active bank accounts (bank wire); MangoPay’s refusal is a 400 with its error object',
        headers: idempotencyHeaders,
        body: mangopayPayoutInput,
        response: { 201: envelope(mangopayPayoutOut), ...refusals },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const claim = { userId, key: request.headers['idempotency-key'], fingerprint: fingerprint('mangopay-process-payout', request.body) };
      return sendIdempotent(app.db, reply, claim, async (tx) => ({
        statusCode: 201,
        body: ok(await startPayout(deps(tx), userId, request.body, request.uiLang, providerKeyOf(claim))),
      }));
    },
  );

  // The sandbox twin's card page (test mode without keys): the PayIn, and its Pay and Fail buttons.
  const twinParams = z.object({ payInId: mangopayId });
  app.get(
    `${base}/twin/pay-ins/:payInId`,
    {
      ...read,
      schema: {
        tags,
        summary: 'A sandbox twin’s top-up PayIn, for its payer (the twin’s card page)',
        params: twinParams,
        response: { 200: envelope(mangopayTwinPayInOut), ...errorResponses },
      },
    },
    async (request) => ok(await twinPayIn(app.db, app.config.publicUrl, request.user!.id, request.params.payInId)),
  );

  app.post(
    `${base}/twin/pay-ins/:payInId/complete`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Pay or fail a sandbox twin’s top-up PayIn; the wallet is credited once, as MangoPay’s hook would',
        params: twinParams,
        body: mangopayTwinCompleteInput,
        response: {
          200: envelope(z.object({ topUpId: z.string(), status: z.enum(['created', 'succeeded', 'failed']), returnUrl: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await completeTwinTopUp(app.db, app.config.publicUrl, request.user!.id, request.params.payInId, request.body.outcome)),
  );
}
