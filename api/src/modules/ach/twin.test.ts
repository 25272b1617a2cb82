import { achTransfers, campaignOffers, investments, ledgerTransfers, paymentSessions, repayments } from '@cf/db';
import { messages } from '@cf/i18n';
import { count, eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, readyInvestor } from '../../../test/money';
import { runAutoRepayments } from '../../jobs/auto-repayments';
import { balanceOf, checkLedger } from '../ledger/index';
import { paymentRoutes } from '../payment-gateways/index';
import { debtCampaign, repaymentCalls, walletOf } from '../repayments/fixtures';
import { achCalls, achGateway, linkTestBank, TEST_BANK } from './testing';

// No Plaid keys anywhere, test mode on: the sandbox twin (no outside call at all).
const ctx = useTestApp();
const staff = useStaff(ctx);
const api = achCalls(ctx);
const repay = repaymentCalls(ctx);
const db = () => ctx.handle.db;
const en = messages.en;

beforeAll(async () => achGateway(staff.client, null));

type Transfer = { sessionId: string; status: string; sessionStatus: string; twin: boolean; receiptPath: string };

const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const sessionOf = async (subjectId: string) =>
  (await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, subjectId)))[0]!;

describe('the ACH sandbox twin', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('links a test bank by the spec’s rules: numbers, matching confirmation, a 9-digit ABA number, the authorisation', async () => {
    const user = await createUser(ctx);
    const url = dataOf<{ url: string; twin: boolean; linkSessionId: string }>(await api.connectionUrl(user.token));
    expect(url).toMatchObject({ twin: true, url: `http://localhost/settings/ach-account-list/link?link=${url.linkSessionId}` });
    expect(dataOf(await api.linkToken(user.token))).toMatchObject({ twin: true });

    const bad = await api.connect(user.token, {
      ...TEST_BANK,
      accountNumber: '12a4',
      confirmAccountNumber: '999999',
      routingNumber: '011000016',
      tos: false,
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries((bad.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({
      accountNumber: en.campaigns.validation.numericOnly,
      confirmAccountNumber: en.campaigns.validation.accountMismatch,
      routingNumber: en.bank.errors.routingChecksum,
      tos: en.bank.errors.tosRequired,
    });
    const short = await api.connect(user.token, {
      ...TEST_BANK,
      accountNumber: '1234',
      confirmAccountNumber: '1234',
      routingNumber: '01100001',
    });
    expect((short.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['accountNumber', 'routingNumber']);
    // A Plaid token means nothing to the twin.
    expect((await api.connect(user.token, { method: 'public_token', publicToken: 'public-x' })).json().errors).toEqual([
      { field: 'method', message: en.bank.errors.sandboxOnly },
    ]);

    // Without Plaid keys there is nothing to verify a webhook with.
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/plaid',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().message).toBe(en.wallet.errors.webhookNotConfigured);

    const linked = dataOf<{ accounts: { mask: string; twin: boolean; bankName: string }[] }>(await api.connect(user.token, TEST_BANK));
    expect(linked.accounts).toEqual([
      expect.objectContaining({ mask: '6789', twin: true, bankName: TEST_BANK.bankName, accountType: 'checking' }),
    ]);
    expect(JSON.stringify(linked)).not.toContain('000123456789');
  });

  it('an investment stays pending until the twin’s bank settles it, through the webhook’s handling, once', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const accountId = await linkTestBank(ctx, investor.token);
    const res = await api.invest(investor.token, { campaignId: campaign.id, amount: 250_00, achAccountId: accountId });
    expect(res.statusCode, res.body).toBe(201);
    const investment = res.json().data.data as { id: string; status: string };
    expect(investment.status).toBe('pending');
    const pending = dataOf<Transfer>(await api.transferOf(investor.token, investment.id));
    expect(pending).toMatchObject({ status: 'pending', sessionStatus: 'open', twin: true });

    // Only its payer may answer for the bank.
    const other = await createUser(ctx);
    expect((await api.twinEvent(other.token, pending.sessionId, 'settled')).statusCode).toBe(404);
    const answers = await Promise.all([1, 2, 3].map(() => api.twinEvent(investor.token, pending.sessionId, 'settled')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(dataOf<Transfer>(answers[0]!)).toMatchObject({ status: 'settled', sessionStatus: 'paid' });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect(
      (
        await db()
          .select({ n: count() })
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.idempotencyKey, `investment:${investment.id}%`))
      )[0]!.n,
    ).toBe(1);
    // A failure after the settlement changes nothing.
    expect(dataOf<Transfer>(await api.twinEvent(investor.token, pending.sessionId, 'failed'))).toMatchObject({ status: 'settled' });

    // The reconciliation's view of the twin: what our own sessions say.
    const settled = await paymentRoutes(ctx.app.config).settledOf(
      db(),
      'ach',
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 60_000),
    );
    expect(settled).toContainEqual({
      providerRef: (await sessionOf(investment.id)).providerRef,
      amount: 250_00,
      currency: 'USD',
      at: expect.any(Date),
    });

    // Returned after settlement: reversed, shares back on offer.
    expect(dataOf<Transfer>(await api.twinEvent(investor.token, pending.sessionId, 'returned'))).toMatchObject({ status: 'returned' });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(0);
    const [offer] = await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaign.id));
    expect(offer).toMatchObject({ sharesHeld: 0, sharesSold: 0 });
  });

  it('a failed twin transfer fails the investment; a disconnected account cannot be debited', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const accountId = await linkTestBank(ctx, investor.token);
    const res = await api.invest(investor.token, { campaignId: campaign.id, amount: 100_00, achAccountId: accountId });
    const investment = res.json().data.data as { id: string };
    const { sessionId } = dataOf<Transfer>(await api.transferOf(investor.token, investment.id));
    expect(dataOf<Transfer>(await api.twinEvent(investor.token, sessionId, 'failed'))).toMatchObject({
      status: 'failed',
      sessionStatus: 'failed',
      receiptPath: `/receipt-fail?investment=${investment.id}`,
    });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    const [row] = await db().select().from(achTransfers).where(eq(achTransfers.sessionId, sessionId));
    expect(row!.failureReason).toBe('R02');

    expect((await api.disconnect(investor.token, accountId)).statusCode).toBe(200);
    const again = await api.invest(investor.token, { campaignId: campaign.id, amount: 100_00, achAccountId: accountId });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'achAccountId', message: en.bank.errors.accountNotFound }]);
  });

  it('a top-up by ACH is credited when the twin settles it', async () => {
    const user = await createUser(ctx);
    const accountId = await linkTestBank(ctx, user.token);
    const res = await api.topUp(user.token, { amount: 50_00, currencyCode: 'USD', achAccountId: accountId });
    expect(res.statusCode, res.body).toBe(201);
    const { sessionId, checkoutUrl } = res.json().data.data as { sessionId: string; checkoutUrl: string };
    expect(checkoutUrl).toMatch(/\/topup-receipt\//);
    expect(await walletOf(ctx, user.id)).toBe(0);
    await api.twinEvent(user.token, sessionId, 'settled');
    expect(await walletOf(ctx, user.id)).toBe(50_00);
  });

  it('automatic repayments by ACH: the owner needs a linked account; the job debits it and the bank’s settlement credits the investors', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 3_000_00]);
    expect((await repay.create(owner.token, campaign.id, { type: 'schedule' })).statusCode).toBe(201);
    expect(dataOf(await repay.ach(owner.token, campaign.id))).toMatchObject({
      connected: false,
      available: true,
      account: null,
      message: en.bank.errors.connectFirst,
    });
    const refused = await repay.auto(owner.token, campaign.id, { enabled: true, route: 'ach' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'route', message: en.bank.errors.connectFirst }]);
    // An investor's account is not the owner's.
    const theirs = await linkTestBank(ctx, investors[0]!.token);
    expect((await repay.auto(owner.token, campaign.id, { enabled: true, route: 'ach', achAccountId: theirs })).statusCode).toBe(400);

    const accountId = await linkTestBank(ctx, owner.token);
    const on = dataOf<{ route: string; instalments: number; achAccountId: string }>(
      await repay.auto(owner.token, campaign.id, { enabled: true, route: 'ach' }),
    );
    expect(on).toEqual({ enabled: true, route: 'ach', instalments: 3, achAccountId: accountId });
    expect(dataOf(await repay.ach(owner.token, campaign.id))).toMatchObject({
      connected: true,
      available: true,
      mandateAccountId: accountId,
      account: { id: accountId, mask: '6789' },
    });

    await db().update(repayments).set({ dueDate: '2020-01-01' }).where(eq(repayments.campaignId, campaign.id));
    const deps = { db: db(), mailer: ctx.app.mailer, realtime: ctx.app.realtime, config: ctx.app.config };
    const [first, second] = await Promise.all([runAutoRepayments(deps), runAutoRepayments(deps)]);
    const sent = (run: object) => (run as { pending?: number }).pending ?? 0;
    // Two runs at once: each instalment is sent to the bank by one of them.
    expect(sent(first) + sent(second)).toBe(3);
    const due = await db().select().from(repayments).where(eq(repayments.campaignId, campaign.id));
    const debited = due.filter((r) => r.status === 'processing');
    expect(debited).toHaveLength(3);
    expect(debited.every((r) => r.paymentType === 'ach' && r.sessionId)).toBe(true);
    expect(await runAutoRepayments(deps)).toEqual({ due: 0, paid: 0, failed: 0 });

    const second2 = debited.find((r) => r.number === 2)!;
    const before = await Promise.all(investors.map((i) => walletOf(ctx, i.id)));
    await api.twinEvent(owner.token, second2.sessionId!, 'settled');
    const [paid] = await db().select().from(repayments).where(eq(repayments.id, second2.id));
    expect(paid!.status).toBe('paid');
    const after = await Promise.all(investors.map((i) => walletOf(ctx, i.id)));
    expect(after[0]! - before[0]! + after[1]! - before[1]!).toBe(second2.amount);

    // A failure fails the instalment and tells the owner.
    const third = debited.find((r) => r.number === 3)!;
    await api.twinEvent(owner.token, third.sessionId!, 'failed');
    expect((await db().select().from(repayments).where(eq(repayments.id, third.id)))[0]!.status).toBe('failed');
  });
});
