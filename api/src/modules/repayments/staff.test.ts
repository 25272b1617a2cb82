import { notifications, paymentGateways } from '@cf/db';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, dataOf, latestAudit, listUrl, staffClient, totalOf, useStaff, useTestApp } from '../../../test/app';
import { fundWallet } from '../../../test/money';
import { checkLedger } from '../ledger/index';
import { debtCampaign, repaymentCalls, transferCount, walletOf } from './fixtures';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const api = repaymentCalls(ctx);

type Record = { id: string; status: string; amount: number; campaignName: string; transferId: number | null; failureReason: string | null };
type Row = { id: string; number: number | null; status: string; amount: number };

const firstInstalment = async (token: string, campaignId: number) => {
  const res = await api.create(token, campaignId, { type: 'schedule' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data.data.repayments as Row[])[0]!;
};

describe('repayments for staff', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('credits a distribution received offline to the investors pro rata, audited ("distribution credited by admin")', async () => {
    const { campaign, investors } = await debtCampaign(ctx, [1_000_00, 2_000_00, 4_000_00]);
    const res = await staff.client.post('/api/v1/console/repayments', {
      campaignId: campaign.id,
      kind: 'dividend',
      amount: 700_01,
      dueDate: '2027-02-01',
      description: 'Year-end distribution',
      creditNow: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json() as Record;
    expect(record).toMatchObject({ status: 'paid', amount: 700_01, campaignName: campaign.campaignName });
    // 70 001 × 1/7 = 10 000.14 → 10 000; × 2/7 → 20 000; × 4/7 = 40 000.57 → 40 000; the 1 left to the largest.
    expect(await Promise.all(investors.map((i) => walletOf(ctx, i.id)))).toEqual([100_00, 200_00, 400_01]);
    expect(await latestAudit(ctx, 'repayments', record.id)).toMatchObject({ action: 'credit-distribution' });
    // The investor's wallet activity says so.
    const lines = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/get-user-wallet-list?currencyCode=USD',
      headers: { authorization: `Bearer ${investors[2]!.token}` },
    });
    expect(dataOf<{ activityType: string }[]>(lines)[0]!.activityType).toBe('distributionCredited');
  });

  it('approves an offline repayment that arrived, declines one that did not', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00]);
    const first = await firstInstalment(owner.token, campaign.id);
    const offline = await api.process(owner.token, first.id, { action: 'pay', paymentType: 'offline' });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().data.data.repayment.status).toBe('processing');
    // Waiting for staff, the owner cannot pay it another way.
    await fundWallet(ctx, owner.id, 30_00);
    expect((await api.process(owner.token, first.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(409);

    const declined = await staff.client.post(`/api/v1/console/repayments/${first.id}/decline`, { reason: 'No transfer received' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'No transfer received' });
    const [told] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.messageKey, 'repayments.notify.repaymentDeclined')));
    expect(told!.n).toBe(1);

    await api.process(owner.token, first.id, { action: 'pay', paymentType: 'offline' });
    const approved = await staff.client.post(`/api/v1/console/repayments/${first.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'paid', transferId: expect.any(Number) });
    expect(await walletOf(ctx, investors[0]!.id)).toBe(30_00);
    expect(await walletOf(ctx, owner.id)).toBe(30_00);
    expect(await latestAudit(ctx, 'repayments', first.id)).toMatchObject({ action: 'approve', before: { status: 'processing' } });
    // Approving twice moves nothing more.
    const transfers = await transferCount(ctx);
    expect((await staff.client.post(`/api/v1/console/repayments/${first.id}/approve`)).statusCode).toBe(409);
    expect(await transferCount(ctx)).toBe(transfers);
  });

  it('declines a scheduled instalment for good', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    const first = await firstInstalment(owner.token, campaign.id);
    const res = await staff.client.post(`/api/v1/console/repayments/${first.id}/decline`, { reason: 'Waived by agreement' });
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect((await staff.client.post(`/api/v1/console/repayments/${first.id}/decline`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await staff.client.post(`/api/v1/console/repayments/${first.id}/decline`, { reason: '' })).statusCode).toBe(400);
    expect((await api.process(owner.token, first.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(409);
  });

  it('lists with filters (status, campaign, due dates), exports CSV, and is staff-only', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    await firstInstalment(owner.token, campaign.id);
    const all = await staff.client.get(listUrl('repayments', { filter: { campaignId: campaign.id }, sort: ['dueDate', 'ASC'] }));
    expect(all.statusCode, all.body).toBe(200);
    expect(totalOf(all)).toBe(4);
    const window = await staff.client.get(
      listUrl('repayments', { filter: { campaignId: campaign.id, dueFrom: '2027-06-01', dueTo: '2027-09-30' } }),
    );
    expect((window.json() as Record[]).length).toBe(2);
    const none = await staff.client.get(listUrl('repayments', { filter: { campaignId: campaign.id, status: 'paid' } }));
    expect(totalOf(none)).toBe(0);
    expect((await staff.client.get(listUrl('repayments', { filter: { status: 'lost' } }))).statusCode).toBe(400);

    const csv = await staff.client.get(
      `/api/v1/console/repayments/export.csv?filter=${encodeURIComponent(JSON.stringify({ campaignId: campaign.id }))}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(5);

    const investor = await createUser(ctx, { userType: 'investor' });
    const outsider = staffClient(ctx, () => investor.token);
    expect((await outsider.get(listUrl('repayments'))).statusCode).toBe(403);
    expect(
      (await outsider.post('/api/v1/console/repayments', { campaignId: campaign.id, kind: 'dividend', amount: 1, dueDate: '2027-01-01' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a payment route the console has turned off', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    const first = await firstInstalment(owner.token, campaign.id);
    await db().update(paymentGateways).set({ enabled: false }).where(eq(paymentGateways.provider, 'offline'));
    try {
      const res = await api.process(owner.token, first.id, { action: 'pay', paymentType: 'offline' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('paymentType');
    } finally {
      await db().update(paymentGateways).set({ enabled: true }).where(eq(paymentGateways.provider, 'offline'));
    }
  });
});
