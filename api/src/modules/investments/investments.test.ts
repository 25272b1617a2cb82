import { campaignOffers, campaigns, investments, investmentSettings, kycParties } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, listUrl, nextIp, useStaff, useTestApp } from '../../../test/app';
import { png } from '../../../test/campaigns';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const walletOf = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const escrowOf = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const offerRow = async (id: number) => (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, id)))[0];
const investmentCount = async (campaignId: number) =>
  (await db().select({ n: count() }).from(investments).where(eq(investments.campaignId, campaignId)))[0]!.n;
const completeSession = (token: string, sessionId: string, outcome: 'paid' | 'failed') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/sandbox/sessions/${sessionId}/complete`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { outcome },
  });

describe('process-investment', () => {
  afterEach(async () => {
    await db().update(investmentSettings).set({ kycRequired: true, reservationMinutes: 30 });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('invests from the wallet by amount: escrow, shares, raised amount and investor count move together', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data).toMatchObject({
      status: 'success',
      amount: 250_00,
      shares: 10,
      pricePerShare: 25_00,
      siteFee: 12_50,
      actualTakeaway: 237_50,
    });
    expect(await walletOf(investor.id)).toBe(750_00);
    expect(await escrowOf(campaign.id)).toBe(250_00);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 250_00, investorCount: 1 });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 10, sharesHeld: 0 });
    // A second investment by the same investor raises the amount, not the investor count.
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, shares: 4 })).statusCode).toBe(201);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 350_00, investorCount: 1 });
  });

  it('refuses a short wallet with the spec’s message and moves nothing', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 100_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 125_00 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Insufficient wallet balance.');
    expect(await investmentCount(campaign.id)).toBe(0);
    expect(await walletOf(investor.id)).toBe(100_00);
    expect((await campaignRow(campaign.id)).raisedAmount).toBe(0);
  });

  it.each<[string, Record<string, unknown>, number, string, string]>([
    ['below the minimum', { amount: 75_00 }, 400, 'The minimum investment is $100.00.', 'amount'],
    ['above the maximum', { shares: 201 }, 400, 'The maximum investment is $5,000.00.', 'shares'],
    ['not whole shares', { amount: 260_00 }, 400, 'Shares cost $25.00 each: invest $250.00 or $275.00.', 'amount'],
    ['zero shares', { shares: 0 }, 400, 'Enter at least 1 share.', 'shares'],
    ['both amount and shares', { amount: 250_00, shares: 10 }, 400, 'Enter an amount or a number of shares.', 'amount'],
    ['terms not accepted', { amount: 250_00, acceptTerms: false }, 400, 'Please accept terms of use.', 'acceptTerms'],
    ['risk not acknowledged', { amount: 250_00, acceptRisk: false }, 400, 'Please accept acknowledgement.', 'acceptRisk'],
    [
      'a typed signature over 20 characters',
      { amount: 250_00, signature: { type: 'typed', value: 'A'.repeat(21) } },
      400,
      'A typed signature has at most 20 characters.',
      'signature.value',
    ],
    [
      'a drawn signature that is not an image',
      { amount: 250_00, signature: { type: 'drawn', value: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` } },
      400,
      'Invalid file format.',
      'signature.value',
    ],
  ])('refuses %s with its message', async (_, body, status, message, field) => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 10_000_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, ...body });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await investmentCount(campaign.id)).toBe(0);
    expect(await walletOf(investor.id)).toBe(10_000_00);
  });

  it('tells how many shares are left', async () => {
    const { campaign } = await equityCampaign(ctx, { availableShares: 7 });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, shares: 8 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Shares are available only (7).');
  });

  it('keeps visitors, owners, closed campaigns, unverified and unaccredited investors out', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/process-investment/',
      remoteAddress: nextIp(),
      payload: { campaignId: campaign.id, amount: 250_00 },
    });
    expect(visitor.statusCode).toBe(401);
    await fundWallet(ctx, owner.id, 1_000_00);
    await db().insert(kycParties).values({ userId: owner.id, provider: 'sandbox', status: 'approved' });
    const own = await invest(ctx, owner.token, { campaignId: campaign.id, amount: 250_00 });
    expect([own.statusCode, own.json().message]).toEqual([403, 'You cannot invest in your own campaign.']);

    const unverified = await readyInvestor(ctx, { kyc: false });
    const noKyc = await invest(ctx, unverified.token, { campaignId: campaign.id, amount: 250_00 });
    expect([noKyc.statusCode, noKyc.json().message]).toEqual([403, 'Please complete your identity check before investing.']);
    await db().update(investmentSettings).set({ kycRequired: false });
    await fundWallet(ctx, unverified.id, 250_00);
    expect((await invest(ctx, unverified.token, { campaignId: campaign.id, amount: 250_00 })).statusCode).toBe(201);

    const { campaign: closed } = await equityCampaign(ctx, { status: CAMPAIGN_STATUS.successful });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const late = await invest(ctx, investor.token, { campaignId: closed.id, amount: 250_00 });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This campaign no longer accepts investments.']);
    const { campaign: draft } = await equityCampaign(ctx, { status: CAMPAIGN_STATUS.draft });
    expect((await invest(ctx, investor.token, { campaignId: draft.id, amount: 250_00 })).statusCode).toBe(404);
    expect((await invest(ctx, investor.token, { campaignId: 2_000_000_000, amount: 250_00 })).statusCode).toBe(404);

    const { campaign: accredited } = await equityCampaign(ctx, { campaignAccreditation: 'accredited' });
    const unticked = await invest(ctx, investor.token, { campaignId: accredited.id, amount: 250_00 });
    expect(unticked.json().errors).toEqual([
      { field: 'accreditedInvestor', message: 'Please confirm that you are an accredited investor.' },
    ]);
    const notAccredited = await invest(ctx, investor.token, { campaignId: accredited.id, amount: 250_00, accreditedInvestor: true });
    expect([notAccredited.statusCode, notAccredited.json().message]).toEqual([403, 'This campaign is open to accredited investors only.']);
    const accreditedInvestor = await readyInvestor(ctx, { accredited: true });
    await fundWallet(ctx, accreditedInvestor.id, 250_00);
    expect(
      (await invest(ctx, accreditedInvestor.token, { campaignId: accredited.id, amount: 250_00, accreditedInvestor: true })).statusCode,
    ).toBe(201);
    expect(await walletOf(investor.id)).toBe(1_000_00);
  });

  it('sells exactly the last K shares to 50 concurrent investors; the others get 409, never a 500', async () => {
    const K = 7;
    const { campaign } = await equityCampaign(ctx, { availableShares: 100, minimumInvestment: 25_00 });
    const early = await readyInvestor(ctx);
    await fundWallet(ctx, early.id, 5_000_00);
    expect((await invest(ctx, early.token, { campaignId: campaign.id, shares: 100 - K })).statusCode).toBe(201);
    const investors = await Promise.all(Array.from({ length: 50 }, () => readyInvestor(ctx)));
    await Promise.all(investors.map((i) => fundWallet(ctx, i.id, 100_00)));
    const results = await Promise.all(investors.map((i) => invest(ctx, i.token, { campaignId: campaign.id, shares: 1 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(K);
    expect(codes.filter((c) => c === 409)).toHaveLength(50 - K);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'Shares are available only (0).')).toBe(true);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 100, sharesHeld: 0 });
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 100 * 25_00, investorCount: 1 + K });
    expect(await escrowOf(campaign.id)).toBe(100 * 25_00);
  });

  it('answers a retried Idempotency-Key with the first investment and moves money once', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const key = randomUUID();
    const body = { campaignId: campaign.id, amount: 250_00 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => invest(ctx, investor.token, body, { 'idempotency-key': key })));
    expect(new Set(answers.map((a) => a.json().data.data.id)).size).toBe(1);
    expect(await walletOf(investor.id)).toBe(750_00);
    expect((await invest(ctx, investor.token, { ...body, amount: 275_00 }, { 'idempotency-key': key })).statusCode).toBe(409);
  });

  it('holds shares during a sandbox checkout, sells them when paid, releases them when it fails', async () => {
    const { campaign } = await equityCampaign(ctx, { availableShares: 20 });
    const investor = await readyInvestor(ctx);
    const started = await invest(ctx, investor.token, { campaignId: campaign.id, shares: 12, paymentType: 'sandbox' });
    expect(started.statusCode, started.body).toBe(201);
    const first = started.json().data.data;
    expect(first).toMatchObject({ status: 'pending', shares: 12 });
    expect(first.checkoutUrl).toMatch(/\/payments\/sandbox\//);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 12, amountHeld: 300_00 });
    // The held shares are not for sale meanwhile.
    const other = await readyInvestor(ctx);
    expect((await invest(ctx, other.token, { campaignId: campaign.id, shares: 9, paymentType: 'sandbox' })).json().message).toBe(
      'Shares are available only (8).',
    );

    const sessionId = first.checkoutUrl.split('/').pop() as string;
    const paid = await completeSession(investor.token, sessionId, 'paid');
    expect(paid.json().data.data).toMatchObject({ status: 'paid', changed: true });
    expect(await escrowOf(campaign.id)).toBe(300_00);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 12, sharesHeld: 0, amountHeld: 0 });
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 300_00, investorCount: 1 });
    const got = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/process-investment/${first.id}`,
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
    });
    expect(got.json().data.data).toMatchObject({ status: 'success', paidAt: expect.any(String) });

    const second = (await invest(ctx, other.token, { campaignId: campaign.id, shares: 8, paymentType: 'sandbox' })).json().data.data;
    await completeSession(other.token, second.checkoutUrl.split('/').pop(), 'failed');
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 12, sharesHeld: 0 });
    expect(await investmentCount(campaign.id)).toBe(2);
  });

  it('releases an expired hold, and credits a late payment to the wallet instead of losing it', async () => {
    const { campaign } = await equityCampaign(ctx, { availableShares: 10 });
    const investor = await readyInvestor(ctx);
    const first = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 10, paymentType: 'sandbox' })).json().data.data;
    await db()
      .update(investments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(investments.id, first.id));
    const other = await readyInvestor(ctx);
    await fundWallet(ctx, other.id, 1_000_00);
    expect((await invest(ctx, other.token, { campaignId: campaign.id, shares: 10 })).statusCode).toBe(201);
    // The first investor's card payment arrives after all: the money lands in their wallet.
    const sessionId = first.checkoutUrl.split('/').pop() as string;
    expect((await completeSession(investor.token, sessionId, 'paid')).json().data.data).toMatchObject({ changed: true });
    expect(await walletOf(investor.id)).toBe(250_00);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 10, sharesHeld: 0 });
  });

  it('keeps a drawn signature as a private file and an offline payment pending with its reference', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const drawn = `data:image/png;base64,${png(400, 200).toString('base64')}`;
    const res = await invest(ctx, investor.token, {
      campaignId: campaign.id,
      amount: 500_00,
      paymentType: 'offline',
      signature: { type: 'drawn', value: drawn },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^INV-[0-9A-F]{10}$/) });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 20, amountHeld: 500_00 });
    const [row] = await db().select().from(investments).where(eq(investments.id, res.json().data.data.id));
    expect(row!.signatureValue).toMatch(/^[0-9a-f-]{36}$/);
    // Nobody but the investor, the owner and staff reads it.
    const stranger = await createUser(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/process-investment/${row!.id}`,
          headers: bearer(stranger.token),
          remoteAddress: nextIp(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets staff confirm or reject an offline payment, once, audited; money that arrives after all goes to the wallet', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const start = async () =>
      (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00, paymentType: 'offline' })).json().data.data;
    const first = await start();
    const second = await start();
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 40, amountHeld: 1_000_00 });

    const investorTries = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/investments/${first.id}/confirm-offline`,
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
    });
    expect(investorTries.statusCode).toBe(403);
    const confirmed = await staff.client.post(`/api/v1/console/investments/${first.id}/confirm-offline`);
    expect(confirmed.json()).toEqual({ id: first.id, status: 'success' });
    expect((await staff.client.post(`/api/v1/console/investments/${first.id}/confirm-offline`)).statusCode).toBe(409);
    expect(await escrowOf(campaign.id)).toBe(500_00);
    expect(await latestAudit(ctx, 'investments', first.id)).toMatchObject({ action: 'confirm-offline', actorId: staff.id });

    expect((await staff.client.post(`/api/v1/console/investments/${second.id}/reject-offline`)).json()).toEqual({
      id: second.id,
      status: 'fail',
    });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesSold: 20, sharesHeld: 0, amountHeld: 0 });
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 500_00, investorCount: 1 });

    // The rejected transfer arrives after all: the money goes to the investor's wallet, once; the campaign is untouched.
    const before = await walletOf(investor.id);
    const late = await staff.client.post(`/api/v1/console/investments/${second.id}/confirm-offline`);
    expect(late.json()).toEqual({ id: second.id, status: 'fail' });
    expect(await walletOf(investor.id)).toBe(before + 500_00);
    expect((await staff.client.post(`/api/v1/console/investments/${second.id}/confirm-offline`)).statusCode).toBe(409);
    expect(await walletOf(investor.id)).toBe(before + 500_00);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 500_00, investorCount: 1 });
    expect(await latestAudit(ctx, 'investments', second.id)).toMatchObject({
      action: 'confirm-offline-late',
      after: { creditedToWallet: true },
    });
    // Rejecting it now is refused: it already ended.
    expect((await staff.client.post(`/api/v1/console/investments/${second.id}/reject-offline`)).statusCode).toBe(409);

    const list = await staff.client.get(listUrl('investments', { filter: { campaignId: campaign.id } }));
    expect(list.json()).toHaveLength(2);
    expect(list.json()[0]).not.toHaveProperty('signatureValue');
  });

  it('checks an ask without holding anything, and shows the receipt to the investor alone', async () => {
    const { campaign } = await equityCampaign(ctx, { availableShares: 10 });
    const investor = await readyInvestor(ctx);
    const check = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/process-investment/process-investment-check',
        headers: bearer(investor.token),
        remoteAddress: nextIp(),
        payload: body,
      });
    expect((await check({ campaignId: campaign.id, amount: 250_00 })).json().data.data).toEqual({
      campaignId: campaign.id,
      amount: 250_00,
      shares: 10,
      pricePerShare: 25_00,
      currencyCode: 'USD',
    });
    expect((await check({ campaignId: campaign.id, shares: 11 })).json().message).toBe('Shares are available only (10).');
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 0 });

    await fundWallet(ctx, investor.id, 250_00);
    const id = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 10 })).json().data.data.id as string;
    const receipt = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/process-investment/${id}/get-investment-process-reciept`,
        headers: bearer(token),
        remoteAddress: nextIp(),
      });
    const own = await receipt(investor.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data).toMatchObject({
      id,
      status: 'success',
      amount: 250_00,
      campaign: { id: campaign.id, slug: campaign.slug },
      currency: { code: 'USD', symbol: '$' },
    });
    expect((await receipt((await createUser(ctx)).token)).statusCode).toBe(404);
    expect((await receipt(staff.token)).statusCode).toBe(200);

    // The invest page's public view of the offer: what is left after that investment.
    const front = await ctx.app.inject({ method: 'GET', url: `/api/v1/process-investment/${campaign.id}/front`, remoteAddress: nextIp() });
    expect(front.json().data.data).toMatchObject({
      campaignId: campaign.id,
      open: true,
      sharesLeft: 0,
      pricePerShare: 25_00,
      currency: { code: 'USD' },
    });
    const { campaign: draft } = await equityCampaign(ctx, { status: CAMPAIGN_STATUS.draft });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/process-investment/${draft.id}/front`, remoteAddress: nextIp() })).statusCode,
    ).toBe(404);
  });

  it('keeps an account with money on the platform from being deleted, by the user or by staff', async () => {
    const { campaign } = await equityCampaign(ctx);
    const funded = await readyInvestor(ctx);
    await fundWallet(ctx, funded.id, 1_00);
    const ask = (token: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/request-delete-account',
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload: { password },
      });
    const refused = await ask(funded.token, funded.password);
    expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringContaining('Your wallet still holds money')]);

    // An investment waiting for its bank transfer is open money too, even with an empty wallet.
    const investor = await readyInvestor(ctx);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'offline' })).statusCode).toBe(201);
    expect((await ask(investor.token, investor.password)).statusCode).toBe(409);

    // Nothing on the platform: the request is taken; staff cannot complete it once money arrives.
    const leaving = await readyInvestor(ctx);
    const accepted = await ask(leaving.token, leaving.password);
    expect(accepted.statusCode, accepted.body).toBe(201);
    await fundWallet(ctx, leaving.id, 5_00);
    const completed = await staff.client.post(`/api/v1/console/deletion-requests/${accepted.json().data.data.id}/complete`);
    expect(completed.statusCode).toBe(409);
  });
});
