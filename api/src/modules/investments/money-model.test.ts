import { campaignOffers } from '@cf/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, nextIp, useTestApp } from '../../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

/**
 * A property test of the money paths: random sequences of top-ups, investments by wallet and by
 * sandbox checkout, failures and retries run against the real API, and after every step the
 * database agrees with a plain model of what each wallet and the campaign's offer must hold.
 */
const ctx = useTestApp();
const PRICE = 10_00;
const SHARES = 30;

type Investor = { id: string; token: string };
type Model = { wallets: number[]; sold: number; lastKey: { investor: number; key: string; shares: number } | null };
type Real = { investors: Investor[]; campaignId: number };

const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers }, remoteAddress: nextIp(), payload });

async function agree(model: Model, real: Real) {
  for (const [i, investor] of real.investors.entries())
    expect(await balanceOf(ctx.handle.db, { kind: 'investor_wallet', currency: 'USD', userId: investor.id }), `wallet ${i}`).toBe(
      model.wallets[i],
    );
  const [offer] = await ctx.handle.db.select().from(campaignOffers).where(eq(campaignOffers.campaignId, real.campaignId));
  expect(offer?.sharesSold ?? 0).toBe(model.sold);
  expect(offer?.sharesHeld ?? 0).toBe(0);
  expect((await checkLedger(ctx.handle.db)).balanced).toBe(true);
}

class TopUp implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly investor: number,
    readonly amount: number,
    readonly paid: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { token } = real.investors[this.investor]!;
    const started = await post(token, '/wallet/add-wallet-topup', { amount: this.amount, currencyCode: 'USD', paymentType: 'sandbox' });
    expect(started.statusCode).toBe(201);
    const { sessionId } = started.json().data.data as { sessionId: string };
    const outcome = this.paid ? 'paid' : 'failed';
    expect((await post(token, `/payments/sandbox/sessions/${sessionId}/complete`, { outcome })).json().data.data.changed).toBe(true);
    // The checkout's button pressed again changes nothing.
    expect((await post(token, `/payments/sandbox/sessions/${sessionId}/complete`, { outcome: 'paid' })).json().data.data.changed).toBe(
      false,
    );
    if (this.paid) model.wallets[this.investor]! += this.amount;
    await agree(model, real);
  }
  toString = () => `TopUp(${this.investor}, ${this.amount}, ${this.paid ? 'paid' : 'failed'})`;
}

class InvestFromWallet implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly investor: number,
    readonly shares: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = randomUUID();
    const res = await invest(
      ctx,
      real.investors[this.investor]!.token,
      { campaignId: real.campaignId, shares: this.shares },
      { 'idempotency-key': key },
    );
    const cost = this.shares * PRICE;
    if (SHARES - model.sold < this.shares) expect(res.statusCode).toBe(409);
    else if (model.wallets[this.investor]! < cost)
      expect([res.statusCode, res.json().message]).toEqual([409, 'Insufficient wallet balance.']);
    else {
      expect(res.statusCode).toBe(201);
      model.wallets[this.investor]! -= cost;
      model.sold += this.shares;
      model.lastKey = { investor: this.investor, key, shares: this.shares };
    }
    await agree(model, real);
  }
  toString = () => `InvestFromWallet(${this.investor}, ${this.shares})`;
}

class InvestByCheckout implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly investor: number,
    readonly shares: number,
    readonly paid: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { token } = real.investors[this.investor]!;
    const res = await invest(ctx, token, { campaignId: real.campaignId, shares: this.shares, paymentType: 'sandbox' });
    if (SHARES - model.sold < this.shares) {
      expect(res.statusCode).toBe(409);
    } else {
      expect(res.statusCode).toBe(201);
      const sessionId = (res.json().data.data.checkoutUrl as string).split('/').pop()!;
      await post(token, `/payments/sandbox/sessions/${sessionId}/complete`, { outcome: this.paid ? 'paid' : 'failed' });
      if (this.paid) model.sold += this.shares;
    }
    await agree(model, real);
  }
  toString = () => `InvestByCheckout(${this.investor}, ${this.shares}, ${this.paid ? 'paid' : 'failed'})`;
}

/** The client retries its last wallet investment with the same Idempotency-Key: nothing moves. */
class RetryLastInvestment implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.lastKey !== null;
  async run(model: Model, real: Real) {
    const last = model.lastKey!;
    const res = await invest(
      ctx,
      real.investors[last.investor]!.token,
      { campaignId: real.campaignId, shares: last.shares },
      { 'idempotency-key': last.key },
    );
    expect(res.statusCode).toBe(201);
    await agree(model, real);
  }
  toString = () => 'RetryLastInvestment';
}

describe('money paths against a model', () => {
  it('agree with the model after every step of random sequences', { timeout: 240_000 }, async () => {
    const investor = fc.integer({ min: 0, max: 2 });
    const commands = [
      fc.tuple(investor, fc.integer({ min: 1_00, max: 200_00 }), fc.boolean()).map(([i, a, p]) => new TopUp(i, a, p)),
      fc.tuple(investor, fc.integer({ min: 1, max: 12 })).map(([i, s]) => new InvestFromWallet(i, s)),
      fc.tuple(investor, fc.integer({ min: 1, max: 12 }), fc.boolean()).map(([i, s, p]) => new InvestByCheckout(i, s, p)),
      fc.constant(new RetryLastInvestment()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        const { campaign } = await equityCampaign(ctx, {
          availableShares: SHARES,
          pricePerShare: PRICE,
          minimumInvestment: PRICE,
          maximumInvestment: null,
          maximumRaise: null,
        });
        const investors = await Promise.all([0, 1, 2].map(() => readyInvestor(ctx)));
        const setup = () => ({
          model: { wallets: [0, 0, 0], sold: 0, lastKey: null } satisfies Model,
          real: { investors, campaignId: campaign.id },
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 25 },
    );
  });
});
