import { emailOutbox, notifications, paymentSessions, users } from '@cf/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const speaks = (userId: string, lang: string) => db().update(users).set({ notificationLanguage: lang }).where(eq(users.id, userId));

/** The user's notification and e-mail about one outcome (the newest of each). */
async function noticeOf(userId: string, key: string) {
  const [notice] = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, `payments.notify.${key}`)))
    .orderBy(desc(notifications.id))
    .limit(1);
  const template = `payment-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return { notice, mail };
}

async function sessionOf(subjectId: string) {
  const [row] = await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, subjectId));
  return row!.id;
}

const complete = (token: string, sessionId: string, outcome: 'paid' | 'failed') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/sandbox/sessions/${sessionId}/complete`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { outcome },
  });

describe('payment notices: a notification and an outbox e-mail for each outcome, in the recipient’s language', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('a wallet investment: the investor is told it is paid, the owner of a new investment', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await Promise.all([speaks(investor.id, 'ar'), speaks(owner.id, 'fr')]);
    await fundWallet(ctx, investor.id, 500_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 });
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = res.json().data.data;
    const paid = await noticeOf(investor.id, 'investmentPaid');
    expect(paid.notice).toMatchObject({ type: 'payment', link: `/receipt/${id}` });
    expect(paid.notice!.params).toMatchObject({ reference });
    expect(paid.mail).toMatchObject({ lang: 'ar', to: investor.email });
    expect(paid.mail!.html).toContain('dir="rtl"');
    expect(paid.mail!.subject).toContain('تم دفع استثمارك');
    const received = await noticeOf(owner.id, 'investmentReceived');
    expect(received.notice).toMatchObject({ link: `/campaign-dashboard/${campaign.id}/investments` });
    expect(received.mail).toMatchObject({ lang: 'fr', subject: expect.stringContaining('Nouvel investissement') });
  });

  it('a wallet investment refused for balance tells no one (the transaction rolled back)', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 });
    expect(res.statusCode).toBe(409);
    expect((await noticeOf(investor.id, 'investmentPaid')).notice).toBeUndefined();
    expect((await noticeOf(owner.id, 'investmentReceived')).notice).toBeUndefined();
  });

  it('a card checkout: failed, then another paid', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const first = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 4, paymentType: 'sandbox' })).json().data.data;
    expect((await noticeOf(investor.id, 'investmentPaid')).notice).toBeUndefined();
    expect((await complete(investor.token, await sessionOf(first.id), 'failed')).statusCode).toBe(200);
    const failed = await noticeOf(investor.id, 'investmentFailed');
    expect(failed.notice).toMatchObject({ link: `/receipt-fail?investment=${first.id}` });
    expect(failed.mail).toMatchObject({ lang: 'en', subject: expect.stringContaining('failed') });
    expect((await noticeOf(owner.id, 'investmentReceived')).notice).toBeUndefined();

    const second = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 4, paymentType: 'sandbox' })).json().data.data;
    expect((await complete(investor.token, await sessionOf(second.id), 'paid')).statusCode).toBe(200);
    expect((await noticeOf(investor.id, 'investmentPaid')).notice).toMatchObject({ link: `/receipt/${second.id}` });
    expect((await noticeOf(owner.id, 'investmentReceived')).mail).toBeDefined();
  });

  it('an offline payment: pending, then confirmed by staff (owner told) or rejected', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await speaks(investor.id, 'fr');
    const one = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 200_00, paymentType: 'offline' })).json().data.data;
    const pending = await noticeOf(investor.id, 'investmentPendingOffline');
    expect(pending.notice!.params).toMatchObject({ reference: one.reference });
    expect(pending.mail).toMatchObject({ lang: 'fr' });
    expect(pending.mail!.text).toContain(one.reference);

    expect((await staff.client.post(`/api/v1/console/investments/${one.id}/confirm-offline`)).statusCode).toBe(200);
    expect((await noticeOf(investor.id, 'investmentConfirmed')).mail).toMatchObject({ lang: 'fr' });
    expect((await noticeOf(owner.id, 'investmentReceived')).notice).toBeDefined();

    const two = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 200_00, paymentType: 'offline' })).json().data.data;
    expect((await staff.client.post(`/api/v1/console/investments/${two.id}/reject-offline`)).statusCode).toBe(200);
    const rejected = await noticeOf(investor.id, 'investmentRejected');
    expect(rejected.notice).toMatchObject({ link: `/receipt-fail?investment=${two.id}` });
    expect(rejected.mail!.subject).toContain('annulé');
  });

  it('a top-up: succeeded, or "Top-up process failed"', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const start = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/add-wallet-topup',
        headers: bearer(user.token),
        remoteAddress: nextIp(),
        payload: { amount: 20_00, currencyCode: 'USD', paymentType: 'sandbox' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.data as { id: string; sessionId: string };
    };
    const failing = await start();
    await complete(user.token, failing.sessionId, 'failed');
    const failed = await noticeOf(user.id, 'topUpFailed');
    expect(failed.notice).toMatchObject({ link: `/topup-fail?topUp=${failing.id}` });
    expect(failed.mail).toMatchObject({ subject: 'Top-up process failed', lang: 'en' });

    const paying = await start();
    await complete(user.token, paying.sessionId, 'paid');
    await complete(user.token, paying.sessionId, 'paid');
    const succeeded = await noticeOf(user.id, 'topUpSucceeded');
    expect(succeeded.notice).toMatchObject({ link: `/topup-receipt/${paying.id}` });
    expect(succeeded.mail!.text).toContain('$20.00');
    // A repeated completion changes nothing, so tells nothing twice.
    const all = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.messageKey, 'payments.notify.topUpSucceeded')));
    expect(all).toHaveLength(1);
  });
});
