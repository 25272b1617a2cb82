import {
  achAccountOut,
  achConnectionUrlOut,
  achLinkTokenOut,
  achProcessPaymentInput,
  achTransferOut,
  achWalletPaymentInput,
  connectAchAccountInput,
  connectAchAccountOut,
  twinTransferEventInput,
} from '@cf/domain/schemas/ach';
import { investmentOut } from '@cf/domain/schemas/investments';
import { walletTopUpOut } from '@cf/domain/schemas/wallet';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { investHandler } from '../investments/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { topUpHandler } from '../wallet/index';
import { accountView, activeAccountsOf } from './accounts';
import { connectAccount } from './connect';
import { disconnectAccount } from './disconnect';
import { openLink } from './link';
import { transferFor } from './transfers';
import { answerTwinTransfer } from './twin';

const tags = ['payments'];
const base = '/campaigns/equity/ach-payment';
const idParams = z.object({ id: z.uuid('validation.invalidFormat') });
const sessionParams = z.object({ sessionId: z.uuid('validation.invalidFormat') });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });

/**
 * Spec §7 ACH calls: linking bank accounts through Plaid (Link in the browser, or Hosted Link by
 * redirect; the sandbox twin's own page without keys), listing and disconnecting them, and paying
 * by ACH from one (an investment, a top-up), which stays pending until the bank settles it.
 */
export default async function achRoutes(app: App, options: { payments: PaymentRoutes }) {
  const { payments } = options;
  const auth = { onRequest: app.requireUser };
  const deps = () => ({ db: app.db, config: app.config, payments });

  app.post(
    `${base}/create-payment-link-token`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'A Plaid Link token for the caller (the sandbox twin answers its own)',
        response: { 200: envelope(achLinkTokenOut), ...errorResponses },
      },
    },
    async (request) => {
      const link = await openLink(deps(), request.user!, request.uiLang, false);
      return ok({ linkToken: link.linkToken, expiration: link.expiration, twin: link.twin });
    },
  );

  app.post(
    `${base}/get-connection-url`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Where to link a bank account: Plaid’s Hosted Link, which returns to the site; the twin’s own page without keys',
        response: { 200: envelope(achConnectionUrlOut), ...errorResponses },
      },
    },
    async (request) => {
      const link = await openLink(deps(), request.user!, request.uiLang, true);
      return ok({ url: link.url!, linkSessionId: link.id, twin: link.twin });
    },
  );

  app.post(
    `${base}/connect-ach-account`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Links the accounts of a Plaid public token or a finished Hosted Link session (the token is sealed, never answered); the twin takes a test bank account',
        body: connectAchAccountInput,
        response: { 200: envelope(connectAchAccountOut), ...errorResponses },
      },
    },
    async (request) => ok({ accounts: (await connectAccount(deps(), request.user!.id, request.body)).map(accountView) }),
  );

  app.get(
    `${base}/get-all-accounts-by-user`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The caller’s linked bank accounts still active, newest first (bank, name, last four digits)',
        response: { 200: envelope(z.array(achAccountOut)), ...errorResponses },
      },
    },
    async (request) => ok((await activeAccountsOf(app.db, request.user!.id)).map(accountView)),
  );

  app.delete(
    `${base}/disconnect-ach-account/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Disconnects one of the caller’s accounts (the Plaid Item is removed with its last account); another user’s is a 404',
        params: idParams,
        response: { 200: envelope(achAccountOut), ...errorResponses },
      },
    },
    async (request) => ok(accountView(await disconnectAccount(deps(), request.user!.id, request.params.id))),
  );

  app.post(
    `${base}/process-payment`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Invest by ACH from a linked account: process-investment with paymentType "ach"; pending until the bank settles it',
        headers: idempotencyHeaders,
        body: achProcessPaymentInput,
        response: { 201: envelope(investmentOut), ...errorResponses },
      },
    },
    investHandler(app, payments),
  );

  app.post(
    `${base}/wallet-process-payment`,
    {
      ...auth,
      schema: {
        tags: ['wallet'],
        summary:
          'Top up the wallet by ACH from a linked account: add-wallet-topup with paymentType "ach"; credited when the bank settles it',
        headers: idempotencyHeaders,
        body: achWalletPaymentInput,
        response: { 201: envelope(walletTopUpOut), ...errorResponses },
      },
    },
    topUpHandler(app, payments),
  );

  app.get(
    `${base}/transfers/:sessionId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One of the caller’s ACH debits: its status at the bank, its payment session, the account',
        params: sessionParams,
        response: { 200: envelope(achTransferOut), ...errorResponses },
      },
    },
    async (request) => ok(await transferFor(app.db, request.user!.id, { sessionId: request.params.sessionId })),
  );

  app.get(
    `${base}/transfers/by-subject/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The caller’s newest ACH debit paying an investment or a top-up',
        params: idParams,
        response: { 200: envelope(achTransferOut), ...errorResponses },
      },
    },
    async (request) => ok(await transferFor(app.db, request.user!.id, { subjectId: request.params.id })),
  );

  app.post(
    `${base}/sandbox/transfers/:sessionId/events`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The sandbox twin’s bank answers one of the caller’s twin debits (settled, failed, returned): the same handling as Plaid’s webhook, once per answer',
        params: sessionParams,
        body: twinTransferEventInput,
        response: { 200: envelope(achTransferOut), ...errorResponses },
      },
    },
    async (request) => {
      const twinDeps = { db: app.db, mailer: app.mailer, realtime: app.realtime, log: request.log };
      return ok(await answerTwinTransfer(twinDeps, request.user!.id, request.params.sessionId, request.body.event));
    },
  );
}
