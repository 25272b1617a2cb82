import type { ProcessInvestmentInput } from '@cf/domain/schemas/investments';
import type { FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { fingerprint, providerKeyOf, sendIdempotent } from '../idempotency/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { noticeInvestmentStarted } from '../payment-notices/index';
import { processInvestment, type Investor } from './invest';
import { investmentAnswer } from './read';
import { faultPoint } from '../../lib/fault-point';

export type InvestCall = {
  investor: Investor;
  /** The client's Idempotency-Key, and the call it is fingerprinted as (calls sharing a name share keys). */
  key: string | undefined;
  call: string;
  body: ProcessInvestmentInput;
  ip: string;
  lang: string;
};

/**
 * Every call that invests (process-investment, Stripe's checkout-session, check-and-process-wallet-
 * investment) answers through this one handler: under the caller's Idempotency-Key, the investment,
 * its notices and the stored answer commit together, and a retry gets the first answer.
 */
export function investOnce(app: App, payments: PaymentRoutes, reply: FastifyReply, c: InvestCall): Promise<FastifyReply> {
  const claim = { userId: c.investor.id, key: c.key, fingerprint: fingerprint(c.call, c.body) };
  return sendIdempotent(app.db, reply, claim, async (tx) => {
    const deps = {
      db: tx,
      storage: app.storage,
      config: app.config,
      mailer: app.mailer,
      realtime: app.realtime,
      payments,
      attemptKey: providerKeyOf(claim),
    };
    const { investment, checkoutUrl, campaign } = await processInvestment(deps, c.investor, c.body, { ip: c.ip, lang: c.lang });
    // What the notices say was read to invest: they read nothing again.
    await noticeInvestmentStarted(app, tx, investment, {
      investment,
      campaign: {
        id: campaign.id,
        ownerId: campaign.ownerId,
        slug: campaign.slug,
        campaignName: campaign.campaignName,
        companyName: campaign.name,
      },
      currency: campaign.currency,
    });
    return { statusCode: 201, body: ok(investmentAnswer(investment, checkoutUrl)) };
  });
}

/** What an investing call's handler reads of its request (its schema fixes the body's route). */
type InvestRequest = {
  user: Investor | null;
  headers: { 'idempotency-key'?: string | undefined };
  body: ProcessInvestmentInput;
  clientIp: string;
  uiLang: string;
};

/**
 * The handler of every call that invests (process-investment, and each route's own alias:
 * Stripe's and PayPal's checkout-session, ACH's process-payment): one fingerprint for all, so one
 * key is one investment whichever call retries.
 */
export const investHandler =
  (app: App, payments: PaymentRoutes) =>
  async (request: InvestRequest, reply: FastifyReply): Promise<void> => {
    // Sent by investOnce (the stored answer of a retry, or the new one).
    await investOnce(app, payments, reply, {
      investor: request.user!,
      key: request.headers['idempotency-key'],
      call: 'process-investment',
      body: request.body,
      ip: request.clientIp,
      lang: request.uiLang,
    });
    faultPoint('invest.answered');
  };
