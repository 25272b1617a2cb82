import { notifications, repayments } from '@cf/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/app';
import { fundWallet } from '../../test/money';
import { checkLedger } from '../modules/ledger/index';
import { debtCampaign, repaymentCalls, transferCount, walletOf } from '../modules/repayments/fixtures';
import { runAutoRepayments, runLateRepayments } from './auto-repayments';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const api = repaymentCalls(ctx);
const deps = () => ({ db: db(), mailer: ctx.app.mailer, realtime: ctx.app.realtime, config: ctx.app.config });

type Row = { id: string; number: number | null; status: string; automatic: boolean; amount: number };
const scheduleOf = async (token: string, campaignId: number) =>
  dataOf<{ repayments: Row[] }>(await api.schedule(token, campaignId)).repayments;

/** Every instalment of the campaign due long ago (the job's "today" is the real one). */
const dueInThePast = (campaignId: number) =>
  db().update(repayments).set({ dueDate: '2020-01-01' }).where(eq(repayments.campaignId, campaignId));

const noticesOf = async (userIds: string[], key: string) =>
  (
    await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.messageKey, `repayments.notify.${key}`)))
  )[0]!.n;

describe('the automatic repayment and late repayment jobs', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('debits the automatic instalments once, however often it runs; the first stays manual', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 3_000_00]);
    expect((await api.create(owner.token, campaign.id, { type: 'schedule' })).statusCode).toBe(201);
    const on = await api.auto(owner.token, campaign.id, { enabled: true, route: 'wallet' });
    expect(dataOf(on)).toEqual({ enabled: true, route: 'wallet', instalments: 3 });
    const rows = await scheduleOf(owner.token, campaign.id);
    expect(rows.map((r) => r.automatic)).toEqual([false, true, true, true]);

    await dueInThePast(campaign.id);
    // Instalments 2 and 3 are $120 each; the last is $4,120: the wallet covers two of three.
    await fundWallet(ctx, owner.id, 240_00);
    const before = await transferCount(ctx);
    const [first, second] = await Promise.all([runAutoRepayments(deps()), runAutoRepayments(deps())]);
    expect(first.paid + second.paid).toBe(2);
    expect(first.failed + second.failed).toBe(1);
    // Two transfers (funding and credit) per paid instalment, nothing for the failed one.
    expect(await transferCount(ctx)).toBe(before + 4);
    expect(await runAutoRepayments(deps())).toEqual({ due: 0, paid: 0, failed: 0 });

    const after = await scheduleOf(owner.token, campaign.id);
    expect(after.map((r) => r.status)).toEqual(['scheduled', 'paid', 'paid', 'failed']);
    expect(await Promise.all(investors.map((i) => walletOf(ctx, i.id)))).toEqual([60_00, 180_00]);
    expect(await walletOf(ctx, owner.id)).toBe(0);
    expect(await noticesOf([owner.id], 'repaymentFailed')).toBe(1);
  });

  it('turns automatic repayment off again, and refuses an equity campaign', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    await api.create(owner.token, campaign.id, { type: 'schedule' });
    await api.auto(owner.token, campaign.id, { enabled: true, route: 'sandbox' });
    expect(dataOf(await api.auto(owner.token, campaign.id, { enabled: false }))).toEqual({ enabled: false, route: null, instalments: 3 });
    await dueInThePast(campaign.id);
    expect((await runAutoRepayments(deps())).due).toBe(0);
    const equity = await debtCampaign(ctx, [1_000_00], { investingType: 'equity', pricePerShare: 1_00, availableShares: 100_000 });
    expect((await api.auto(equity.owner.token, equity.campaign.id, { enabled: true })).statusCode).toBe(409);
  });

  it('debits by the sandbox bank route without touching the owner’s wallet', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [2_000_00]);
    await api.create(owner.token, campaign.id, { type: 'schedule' });
    await api.auto(owner.token, campaign.id, { enabled: true, route: 'sandbox' });
    await db()
      .update(repayments)
      .set({ dueDate: '2020-01-01' })
      .where(and(eq(repayments.campaignId, campaign.id), eq(repayments.number, 2)));
    const result = await runAutoRepayments(deps());
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await walletOf(ctx, investors[0]!.id)).toBe(60_00);
    // The schedule lists by due date: instalment 2, now due in 2020, comes first.
    const byNumber = (await scheduleOf(owner.token, campaign.id)).sort((a, b) => a.number! - b.number!);
    expect(byNumber.map((r) => r.status)).toEqual(['scheduled', 'paid', 'scheduled', 'scheduled']);
    expect(await walletOf(ctx, owner.id)).toBe(0);
  });

  it('flags a late repayment once and tells the owner and investors once', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 1_000_00]);
    await api.create(owner.token, campaign.id, { type: 'schedule' });
    const [first] = await scheduleOf(owner.token, campaign.id);
    await db().update(repayments).set({ dueDate: '2020-01-01' }).where(eq(repayments.id, first!.id));
    const runs = await Promise.all([runLateRepayments(deps()), runLateRepayments(deps())]);
    expect(runs.reduce((a, r) => a + r.flagged, 0)).toBeGreaterThanOrEqual(1);
    await runLateRepayments(deps());
    expect(await noticesOf([owner.id], 'repaymentLate')).toBe(1);
    expect(
      await noticesOf(
        investors.map((i) => i.id),
        'repaymentLateInvestor',
      ),
    ).toBe(2);
    const [row] = await db().select().from(repayments).where(eq(repayments.id, first!.id));
    expect(row?.lateNotifiedAt).toBeInstanceOf(Date);
    const view = (await scheduleOf(owner.token, campaign.id))[0] as Row & { late: boolean };
    expect(view.late).toBe(true);
    expect(dataOf<{ totals: { late: number } }>(await api.schedule(owner.token, campaign.id)).totals.late).toBe(1);
  });
});
