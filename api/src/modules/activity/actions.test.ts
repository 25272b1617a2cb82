import { activityLog, siteSettings } from '@cf/db';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, bearer, dataOf, nextIp, useTestApp } from '../../../test/app';
import { createdOf, newDraft, ownerUser } from '../../../test/campaigns';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';

type Entry = { id: number; type: string; text: string };

/** Each action of issue 10 §6 writes its activity entry once, in the actor's log, and /user-activity shows its sentence. */
describe('activity written by actions', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  const db = () => ctx.handle.db;
  /** The entries of one key of a user, oldest first. */
  const entries = (userId: string, messageKey: string) =>
    db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, userId), eq(activityLog.messageKey, `identity.activity.${messageKey}`)))
      .orderBy(asc(activityLog.id));
  const shown = async (token: string, lang = 'en') =>
    dataOf<Entry[]>(await call('GET', `/user-activity?language=${lang}&limit=50`, token)).map((e) => e.text);

  beforeAll(async () => {
    await db().update(siteSettings).set({ walletModule: true });
  });

  it('saving and unsaving a campaign (once each, even when repeated)', async () => {
    const { campaign } = await equityCampaign(ctx, { companyName: 'Orchard Cider' });
    const user = await readyInvestor(ctx);
    await call('POST', '/saved-campaigns', user.token, { campaignId: campaign.id });
    await call('POST', '/saved-campaigns', user.token, { campaignId: campaign.id });
    await call('DELETE', `/saved-campaigns/${campaign.id}`, user.token);
    await call('DELETE', `/saved-campaigns/${campaign.id}`, user.token);
    expect(await entries(user.id, 'campaignSaved')).toHaveLength(1);
    expect(await entries(user.id, 'campaignUnsaved')).toHaveLength(1);
    const texts = await shown(user.token);
    expect(texts).toContain('You saved the campaign Orchard Cider.');
    expect(texts).toContain('You stopped saving the campaign Orchard Cider.');
  });

  it('FAQs added and edited, updates posted, team members added and removed, lead investors added', async () => {
    const owner = await ownerUser(ctx);
    const id = await newDraft(ctx, owner.token);
    const add = async (path: string, body: Record<string, unknown>) =>
      createdOf<{ id: number }>(await call('POST', path, owner.token, { campaignId: id, ...body }));
    const faq = await add('/campaigns/equity/campaign-faqs', { question: 'Why now?', answer: 'Demand.' });
    expect((await call('PATCH', `/campaigns/equity/campaign-faqs/${faq.id}`, owner.token, { answer: 'Demand grows.' })).statusCode).toBe(
      200,
    );
    await add('/campaigns/equity/updates', { title: 'First harvest', description: 'We picked the first apples.' });
    const member = await add('/campaigns/equity/team-members', {
      fullName: 'Grace Hopper',
      roleTitle: 'CTO',
      email: `g-${randomUUID()}@example.test`,
    });
    expect((await call('DELETE', `/campaigns/equity/team-members/${member.id}`, owner.token)).statusCode).toBe(200);
    await add('/campaigns/equity/lead-investors', { name: 'Ada Capital' });
    for (const key of ['faqAdded', 'faqEdited', 'updatePosted', 'teamMemberAdded', 'teamMemberRemoved', 'leadInvestorAdded'])
      expect(await entries(owner.id, key), key).toHaveLength(1);
    const texts = await shown(owner.token);
    expect(texts.some((t) => /^You posted the update “First harvest” on .*\.$/.test(t))).toBe(true);
    expect(texts.some((t) => t.startsWith('You added Grace Hopper to the team of'))).toBe(true);
    expect(texts.some((t) => t.startsWith('You removed Grace Hopper from the team of'))).toBe(true);
    expect(texts.some((t) => t.startsWith('You added Ada Capital as a lead investor of'))).toBe(true);
    expect((await shown(owner.token, 'fr')).some((t) => t.startsWith('Vous avez ajouté une question à la FAQ de'))).toBe(true);
  });

  it('investments when paid: from the wallet at once, by card when the checkout completes (not when it starts)', async () => {
    const { campaign } = await equityCampaign(ctx, { companyName: 'Orchard Cider' });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 200_00);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, shares: 4 })).statusCode).toBe(201);
    expect(await entries(investor.id, 'investmentPaid')).toHaveLength(1);
    const started = await invest(ctx, investor.token, { campaignId: campaign.id, shares: 5, paymentType: 'sandbox' });
    expect(started.statusCode, started.body).toBe(201);
    expect(await entries(investor.id, 'investmentPaid')).toHaveLength(1);
    const sessionId = (started.json().data.data.checkoutUrl as string).split('/').pop()!;
    const complete = () => call('POST', `/payments/sandbox/sessions/${sessionId}/complete`, investor.token, { outcome: 'paid' });
    expect((await complete()).statusCode).toBeLessThan(500);
    await complete();
    const paid = await entries(investor.id, 'investmentPaid');
    expect(paid.map((e) => e.params)).toEqual([
      { campaign: 'Orchard Cider', amountMinor: 100_00, currency: 'USD' },
      { campaign: 'Orchard Cider', amountMinor: 125_00, currency: 'USD' },
    ]);
    const texts = await shown(investor.token);
    expect(texts).toContain('You invested $100.00 in Orchard Cider.');
    expect(texts).toContain('You invested $125.00 in Orchard Cider.');
  });

  it('wallet top-ups and withdrawals requested', async () => {
    const user = await readyInvestor(ctx);
    await fundWallet(ctx, user.id, 100_00);
    const headers = (key: string) => ({ ...bearer(user.token), 'idempotency-key': key });
    const topUp = { method: 'POST' as const, url: '/api/v1/wallet/add-wallet-topup', remoteAddress: nextIp() };
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        ...topUp,
        headers: headers(key),
        payload: { amount: 50_00, currencyCode: 'USD', paymentType: 'sandbox' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const withdrawal = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdraw',
      headers: headers(randomUUID()),
      remoteAddress: nextIp(),
      payload: {
        currencyCode: 'USD',
        amount: 40_00,
        accountType: 'checking',
        bankName: 'First Test Bank',
        accountNumber: '123456789',
        confirmAccountNumber: '123456789',
        routingNumber: '021000021',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    // A retried top-up (same Idempotency-Key) is one request, one entry.
    expect(await entries(user.id, 'topUpRequested')).toMatchObject([{ type: 'wallet' }]);
    expect(await entries(user.id, 'withdrawalRequested')).toMatchObject([{ type: 'wallet' }]);
    const texts = await shown(user.token);
    expect(texts).toContain('You asked to add $50.00 to your wallet.');
    expect(texts).toContain('You asked to withdraw $40.00 from your wallet.');
    const arabic = (await shown(user.token, 'ar')).find((t) => t.startsWith('طلبت سحب'));
    expect(arabic).toMatch(/40/);
  });

  it('saving an investment and removing it', async () => {
    const { campaign } = await equityCampaign(ctx, { companyName: 'Orchard Cider' });
    const investor = await readyInvestor(ctx);
    const saved = dataOf<{ id: string }>(
      await call('POST', '/save-investment', investor.token, { campaignId: campaign.id, amount: 100_00 }),
    );
    await call('DELETE', `/save-investment/delete-saved-investment-user/${saved.id}`, investor.token);
    expect(await entries(investor.id, 'investmentSaved')).toHaveLength(1);
    expect(await entries(investor.id, 'savedInvestmentRemoved')).toHaveLength(1);
    const texts = await shown(investor.token);
    expect(texts).toContain('You saved an investment of $100.00 in Orchard Cider for later.');
    expect(texts).toContain('You removed your saved investment in Orchard Cider.');
  });
});
