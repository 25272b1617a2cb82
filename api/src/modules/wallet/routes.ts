import { pageQuery } from '@cf/domain';
import {
  addWalletTopUpInput,
  currencyCodeInput,
  walletDetailOut,
  walletTopUpDetailOut,
  walletTopUpOut,
  walletTransactionOut,
} from '@cf/domain/schemas/wallet';
import { walletLimitsOut, walletWithdrawInput, withdrawalOut } from '@cf/domain/schemas/wallet-withdraw';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { fingerprint, sendIdempotent } from '../idempotency/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { topUpFor, topUpHandler, walletDetail, walletTransactions } from './index';
import { requestWithdrawal, withdrawalsOf } from './withdraw';
import { walletLimitsFor } from './withdraw-limits';

const tags = ['wallet'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });
const currencyQuery = z.object({
  currencyCode: currencyCodeInput.optional(),
  currencyId: z.union([z.coerce.number().int().positive(), currencyCodeInput]).optional(),
});

/** The platform wallet (spec §2 /settings/wallet, §7 wallet/...). Signed-in users only. */
export default async function walletRoutes(app: App, options: { payments: PaymentRoutes }) {
  // The spec names starting a top-up both ways: add-wallet-topup and POST wallet-preapproval.
  for (const url of ['/wallet/add-wallet-topup', '/wallet/wallet-preapproval'])
    app.post(
      url,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Start a wallet top-up: fees on top, a hosted checkout for the total; credited when paid',
          headers: idempotencyHeaders,
          body: addWalletTopUpInput,
          response: { 201: envelope(walletTopUpOut), ...errorResponses },
        },
      },
      topUpHandler(app, options.payments),
    );

  app.get(
    '/wallet/get-user-wallet-detail',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s wallet balance in one currency (currencyCode, or currencyId as the spec names it)',
        querystring: currencyQuery,
        response: { 200: envelope(walletDetailOut), ...errorResponses },
      },
    },
    async (request) => ok(await walletDetail(app.db, request.user!.id, request.query.currencyCode ?? request.query.currencyId)),
  );

  app.get(
    '/wallet/get-user-wallet-list',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s wallet transactions in one currency, newest first (10 a page)',
        querystring: currencyQuery.extend(pageQuery.shape),
        response: { 200: listEnvelope(walletTransactionOut), ...errorResponses },
      },
    },
    async (request) => {
      const { currencyCode, currencyId, page, limit } = request.query;
      const { items, ...meta } = await walletTransactions(app.db, request.user!.id, currencyCode ?? currencyId, page, limit);
      return okList(items, meta);
    },
  );

  app.get(
    '/wallet/wallet-preapproval/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s top-ups (the spec’s preapproval), for its receipt',
        params: z.object({ id: z.uuid('validation.invalidFormat') }),
        response: { 200: envelope(walletTopUpDetailOut), ...errorResponses },
      },
    },
    async (request) => ok(await topUpFor(app.db, request.user!.id, request.params.id)),
  );
  // Money leaves the platform: a retry must never hold twice, so the key is required here.
  const withdrawHeaders = z.object({ 'idempotency-key': z.string('validation.required').trim().min(1, 'validation.required').max(255) });
  for (const url of ['/wallet/withdraw', '/wallet/wallet-withdraw']) {
    app.post(
      url,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Request a withdrawal to a bank account: the amount and the flat fee are held from the wallet until paid out',
          headers: withdrawHeaders,
          body: walletWithdrawInput,
          response: { 201: envelope(withdrawalOut), ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const claim = {
          userId: user.id,
          key: request.headers['idempotency-key'],
          fingerprint: fingerprint('wallet-withdraw', request.body),
        };
        return sendIdempotent(app.db, reply, claim, async (tx) => ({
          statusCode: 201,
          body: ok(
            await requestWithdrawal(
              { db: tx, config: app.config, mailer: app.mailer, realtime: app.realtime },
              user,
              request.body,
              request.uiLang,
            ),
          ),
        }));
      },
    );
  }

  app.get(
    '/wallet/withdrawals',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s latest withdrawals in one currency (pending ones hold wallet money)',
        querystring: currencyQuery,
        response: { 200: envelope(z.array(withdrawalOut)), ...errorResponses },
      },
    },
    async (request) => ok(await withdrawalsOf(app.db, request.user!.id, request.query.currencyCode ?? request.query.currencyId)),
  );

  app.get(
    '/wallet/get-wallet-limits',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Top-up and withdrawal bounds and fees in one currency, for the forms to show before submitting',
        querystring: currencyQuery,
        response: { 200: envelope(walletLimitsOut), ...errorResponses },
      },
    },
    async (request) => ok(await walletLimitsFor(app.db, request.query.currencyCode ?? request.query.currencyId)),
  );
}
