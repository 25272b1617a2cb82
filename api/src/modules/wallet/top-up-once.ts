import type { AddWalletTopUpInput } from '@cf/domain/schemas/wallet';
import type { FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { fingerprint, providerKeyOf, sendIdempotent } from '../idempotency/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { startTopUp } from './top-ups';

/**
 * Every call that starts a top-up (add-wallet-topup, wallet-preapproval, Stripe's
 * wallet-checkout-session) under the caller's Idempotency-Key: a retry opens no second checkout.
 */
export function topUpOnce(
  app: App,
  payments: PaymentRoutes,
  reply: FastifyReply,
  c: { user: { id: string; email: string }; key: string | undefined; body: AddWalletTopUpInput; lang: string },
): Promise<FastifyReply> {
  const claim = { userId: c.user.id, key: c.key, fingerprint: fingerprint('add-wallet-topup', c.body) };
  return sendIdempotent(app.db, reply, claim, async (tx) => ({
    statusCode: 201,
    body: ok(
      await startTopUp({ db: tx, config: app.config, payments, notices: app, attemptKey: providerKeyOf(claim) }, c.user, c.body, c.lang),
    ),
  }));
}

/** The handler of every call that starts a top-up (add-wallet-topup and each route's alias). */
export const topUpHandler =
  (app: App, payments: PaymentRoutes) =>
  async (
    request: {
      user: { id: string; email: string } | null;
      headers: { 'idempotency-key'?: string | undefined };
      body: AddWalletTopUpInput;
      uiLang: string;
    },
    reply: FastifyReply,
  ): Promise<void> => {
    await topUpOnce(app, payments, reply, {
      user: request.user!,
      key: request.headers['idempotency-key'],
      body: request.body,
      lang: request.uiLang,
    });
  };
