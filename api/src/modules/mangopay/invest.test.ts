import { campaignOffers, investments, siteSettings } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { balanceOf, checkLedger } from '../ledger/index';
import { paymentRoutes } from '../payment-gateways/index';
import { closedYesterday } from '../settlement/testing';
import { clearingOf, deliverHook, enableRegional, mirrorOf, regionalCaller, startTopUp, useFakeMangopay } from './testing';

const mango = useFakeMangopay();
const ctx = useTestApp({ mangopay: mango.config });
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

beforeAll(async () => enableRegional(ctx, staff.client));

const escrowOf = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
/** The campaign's offer counters (a campaign nobody has held shares of yet has none: zeros). */
const offerOf = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0] ?? {
    sharesHeld: 0,
    amountHeld: 0,
    sharesSold: 0,
  };
const fakeBalance = (userId: string) => mango.fake.walletOfUser(userId)?.Balance.Amount ?? 0;
const escrowWallet = () => mango.fake.walletOfUser('platform');

/** An investor (KYC approved) whose MangoPay wallet holds `amount`, topped up by card at the fake. */
async function fundedInvestor(amount: number) {
  const investor = await readyInvestor(ctx);
  const topUp = await startTopUp(ctx, investor.token, amount);
  mango.fake.payPayIn(topUp.payInId);
  const res = await regionalCaller(ctx)('GET', `/check-payment-session/${topUp.id}`, investor.token);
  expect(res.json().data.data.status).toBe('succeeded');
  return investor;
}

describe('investing from the MangoPay wallet (a debit route) against the fake MangoPay', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('refuses an investment the wallet cannot cover (409, nothing held, nothing asked of MangoPay)', async () => {
    const { campaign } = await equityCampaign(ctx);
    const empty = await readyInvestor(ctx);
    const none = await invest(ctx, empty.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'mangopay' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Your regional wallet balance is too low for this amount.');

    const poor = await fundedInvestor(100_00);
    const transfers = mango.fake.calls.filter((c) => c === 'POST /transfers').length;
    const res = await invest(ctx, poor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'mangopay' });
    expect(res.statusCode).toBe(409);
    expect(mango.fake.calls.filter((c) => c === 'POST /transfers').length).toBe(transfers);
    expect(await db().select().from(investments).where(eq(investments.investorId, poor.id))).toHaveLength(0);
    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0, sharesSold: 0 });
    expect(await mirrorOf(ctx, poor.id)).toBe(100_00);
  });

  it('pays from the wallet: a transfer to the platform’s escrow wallet, the shares sold, the mirror down by the amount', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await fundedInvestor(500_00);
    const res = await invest(
      ctx,
      investor.token,
      { campaignId: campaign.id, amount: 250_00, paymentType: 'mangopay' },
      { 'idempotency-key': `inv-${investor.id}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data).toMatchObject({ status: 'success', paymentType: 'mangopay' });
    expect(await mirrorOf(ctx, investor.id)).toBe(250_00);
    expect(fakeBalance(investor.id)).toBe(250_00);
    expect(escrowWallet()!.Balance.Amount).toBeGreaterThanOrEqual(250_00);
    expect(await escrowOf(campaign.id)).toBe(250_00);
    expect(await offerOf(campaign.id)).toMatchObject({ sharesSold: 10, sharesHeld: 0, amountHeld: 0 });

    // A second investor: the same escrow wallet (made once per currency).
    const other = await fundedInvestor(100_00);
    expect((await invest(ctx, other.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'mangopay' })).statusCode).toBe(201);
    expect([...mango.fake.users.values()].filter((u) => u.Tag === 'platform')).toHaveLength(1);
  });

  it('completes a transfer MangoPay decides later by its hook, once', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await fundedInvestor(300_00);
    mango.fake.holdTransfers = true;
    let res;
    try {
      res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'mangopay' });
    } finally {
      mango.fake.holdTransfers = false;
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data.status).toBe('pending');
    expect(await mirrorOf(ctx, investor.id)).toBe(300_00);
    const transferId = [...mango.fake.transactions.values()].filter((t) => t.Type === 'TRANSFER' && t.Status === 'CREATED').at(-1)!.Id;
    mango.fake.settleTransfer(transferId);
    for (let i = 0; i < 2; i++) expect((await deliverHook(ctx, 'TRANSFER_NORMAL_SUCCEEDED', transferId)).statusCode).toBe(200);
    const [row] = await db().select().from(investments).where(eq(investments.id, res.json().data.data.id));
    expect(row!.status).toBe('success');
    expect(await mirrorOf(ctx, investor.id)).toBe(200_00);
    expect(fakeBalance(investor.id)).toBe(200_00);
    expect(await escrowOf(campaign.id)).toBe(100_00);
  });

  it('refuses a campaign in another currency than the wallets’ (400 on the payment type)', async () => {
    const { campaign } = await equityCampaign(ctx, { currencyCode: 'EUR' });
    const investor = await fundedInvestor(200_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'mangopay' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'paymentType', message: 'Currency not supported by the payment provider.' }]);
    expect(await mirrorOf(ctx, investor.id)).toBe(200_00);
  });

  it('is refused while the regional wallet is off', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await fundedInvestor(200_00);
    await db().update(siteSettings).set({ mangoPayModule: false });
    try {
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'mangopay' });
      expect(res.statusCode).toBe(403);
    } finally {
      await db().update(siteSettings).set({ mangoPayModule: true });
    }
    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0 });
    expect(await mirrorOf(ctx, investor.id)).toBe(200_00);
  });

  it('refunds a failed campaign’s MangoPay investment back to the investor’s MangoPay wallet, once', async () => {
    await db().update(siteSettings).set({ walletModule: false });
    try {
      const { campaign } = await equityCampaign(ctx, { campaignType: 'fixed', goal: 5_000_00, minimumRaise: 4_000_00 });
      const investor = await fundedInvestor(400_00);
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'mangopay' });
      expect(res.statusCode, res.body).toBe(201);
      expect(await mirrorOf(ctx, investor.id)).toBe(150_00);
      await closedYesterday(db(), campaign.id);
      expect((await runCloseCampaigns(ctx.app)).ran).toBe(true);
      await runCloseCampaigns(ctx.app);

      const [row] = await db().select().from(investments).where(eq(investments.id, res.json().data.data.id));
      expect(row!.status).toBe('refunded');
      expect(await mirrorOf(ctx, investor.id)).toBe(400_00);
      expect(fakeBalance(investor.id)).toBe(400_00);
      expect(await escrowOf(campaign.id)).toBe(0);
      const refunds = [...mango.fake.transactions.values()].filter((t) => t.Nature === 'REFUND');
      expect(refunds.filter((t) => t.CreditedWalletId === mango.fake.walletOfUser(investor.id)!.Id)).toHaveLength(1);
    } finally {
      await db().update(siteSettings).set({ walletModule: true });
    }
  });

  it('reconciles: MangoPay’s settled card top-ups and payouts equal the clearing account; every mirror equals its wallet', async () => {
    const routes = paymentRoutes(ctx.app.config);
    const settled = await routes.settledOf(db(), 'mangopay', new Date(Date.now() - 3_600_000), new Date(Date.now() + 60_000));
    expect(settled).not.toBeNull();
    expect(settled!.length).toBeGreaterThan(0);
    const total = settled!.reduce((sum, t) => sum + t.amount, 0);
    expect(total).toBe(-(await clearingOf(ctx)));
    for (const user of mango.fake.users.values())
      if (user.Tag !== 'platform') expect(await mirrorOf(ctx, String(user.Tag))).toBe(fakeBalance(String(user.Tag)));
  });
});
