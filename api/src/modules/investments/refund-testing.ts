import { expect } from 'vitest';
import type { TestContext } from '../../../test/app';
import { invest } from '../../../test/money';
import type { RefundRequest } from '../../providers/payments/types';
import { regionalCaller, startTopUp } from '../mangopay/testing';
import type { PaymentRoutes } from '../payment-gateways/index';
import { completeSandbox } from '../settlement/testing';

/**
 * Test helpers of refunds while a campaign is live (an investor's withdrawal, a Reg CF
 * cancellation): investments paid other ways than the wallet (not shipped: imported by *.test.ts only).
 */

type Investor = { token: string };

/** An investment paid through the sandbox checkout, as a card is: its id. */
export async function paidBySandbox(ctx: TestContext, investor: Investor, campaignId: number, amount: number): Promise<string> {
  const res = await invest(ctx, investor.token, { campaignId, amount, paymentType: 'sandbox' });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json().data.data as { id: string; checkoutUrl: string };
  const paid = await completeSandbox(ctx, investor.token, made.checkoutUrl.split('/').pop()!, 'paid');
  expect(paid.statusCode, paid.body).toBe(200);
  return made.id;
}

/**
 * An investment paid from the investor's regional wallet (MangoPay's sandbox twin: no keys in
 * tests), topped up with `topUp` on the twin's card page first: its id. The route must be on
 * (mangopay/testing's enableRegional).
 */
export async function paidByMangopay(
  ctx: TestContext,
  investor: Investor,
  campaignId: number,
  amount: number,
  topUp = amount,
): Promise<string> {
  const started = await startTopUp(ctx, investor.token, topUp);
  const done = await regionalCaller(ctx)('POST', `/twin/pay-ins/${started.payInId}/complete`, investor.token, { outcome: 'paid' });
  expect(done.statusCode, done.body).toBe(200);
  const res = await invest(ctx, investor.token, { campaignId, amount, paymentType: 'mangopay' });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.data.status).toBe('success');
  return res.json().data.data.id as string;
}

/** The payment routes given, recording every refund asked of a provider (which, and what). */
export function recordingRefunds(routes: PaymentRoutes) {
  const asked: (RefundRequest & { provider: string })[] = [];
  const recording: PaymentRoutes = {
    ...routes,
    refunderOf: async (db, provider) => {
      const refunder = await routes.refunderOf(db, provider);
      return (
        refunder && {
          refund: (request) => {
            asked.push({ provider, ...request });
            return refunder.refund(request);
          },
        }
      );
    },
  };
  return { asked, routes: recording };
}
