import { emailOutbox, ledgerEntries, ledgerTransfers, notifications, paymentSessions, repaymentAllocations, repayments } from '@cf/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, createUser, dataOf, nextIp, bearer, useTestApp } from '../../../test/app';
import { fundWallet } from '../../../test/money';
import { checkLedger } from '../ledger/index';
import { debtCampaign, repaymentCalls, transferCount, walletOf } from './fixtures';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const api = repaymentCalls(ctx);

type Schedule = {
  repayments: {
    id: string;
    number: number | null;
    principal: number;
    interest: number;
    amount: number;
    dueDate: string;
    status: string;
    myShare: unknown;
  }[];
  campaign: { principal: number; investors: number };
  canGenerate: boolean;
};
type Single = {
  repayment: { status: string; failureReason: string | null; transferId: number | null };
  allocations: { userId: string; amount: number }[];
};

const created = (res: Awaited<ReturnType<typeof api.create>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { data: Schedule } }).data.data;
};

const noticesOf = async (userId: string, key: string) =>
  (
    await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, `repayments.notify.${key}`)))
  )[0]!.n;

describe('repayments', () => {
  afterEach(async () => {
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('makes the schedule from the terms, worked by hand: 12% quarterly on $1,000, $2,000 and $3,000', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00, 2_000_00, 3_000_00]);
    const schedule = created(await api.create(owner.token, campaign.id, { type: 'schedule' }));
    expect(schedule.campaign).toMatchObject({ principal: 6_000_00, investors: 3 });
    // 3% a quarter: $30 + $60 + $90 = $180; the $6,000 comes back with the fourth.
    expect(schedule.repayments.map((r) => [r.number, r.dueDate, r.principal, r.interest, r.amount, r.status])).toEqual([
      [1, '2027-03-31', 0, 180_00, 180_00, 'scheduled'],
      [2, '2027-06-30', 0, 180_00, 180_00, 'scheduled'],
      [3, '2027-09-30', 0, 180_00, 180_00, 'scheduled'],
      [4, '2027-12-31', 6_000_00, 180_00, 6_180_00, 'scheduled'],
    ]);
    expect(schedule.canGenerate).toBe(false);
    const again = await api.create(owner.token, campaign.id, { type: 'schedule' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This campaign already has a repayment schedule.');
  });

  it.each([
    // $5,000 at 9%: yearly 9% = $450; monthly 9% ÷ 4 × 0.3335 = 0.750375% = $37.51875 → $37.52
    ['yearly', 12, [[1, 450_00]]],
    [
      'monthly',
      2,
      [
        [1, 37_52],
        [2, 37_52],
      ],
    ],
  ] as const)('%s interest for one investor of 5,000.00 USD at 9%%', async (frequency, termLengthMonths, expected) => {
    const { owner, campaign } = await debtCampaign(ctx, [5_000_00], { interestRateBps: 900, investFrequency: frequency, termLengthMonths });
    const schedule = created(await api.create(owner.token, campaign.id, { type: 'schedule' }));
    expect(schedule.repayments.map((r) => [r.number, r.interest])).toEqual(expected);
  });

  it('an owner pays an instalment from the wallet: each investor’s wallet shows their share, once', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 2_000_00, 3_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    await fundWallet(ctx, owner.id, 200_00);
    const before = await Promise.all(investors.map((i) => walletOf(ctx, i.id)));

    const paid = await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(200);
    const view = (paid.json() as { data: { data: Single } }).data.data;
    expect(view.repayment.status).toBe('paid');
    const after = await Promise.all(investors.map((i) => walletOf(ctx, i.id)));
    expect(after.map((a, i) => a - before[i]!)).toEqual([30_00, 60_00, 90_00]);
    expect(await walletOf(ctx, owner.id)).toBe(20_00);
    expect(view.allocations.reduce((a, x) => a + x.amount, 0)).toBe(180_00);

    // The investor's wallet line says "distribution credited", with the campaign.
    const lines = await apiCaller(ctx)('GET', '/wallet/get-user-wallet-list?currencyCode=USD', investors[0]!.token);
    expect(dataOf<{ activityType: string; amount: number; campaignId: number }[]>(lines)[0]).toMatchObject({
      activityType: 'distributionCredited',
      amount: 30_00,
      campaignId: campaign.id,
    });
    expect(await noticesOf(investors[2]!.id, 'distributionCredited')).toBe(1);
    expect(await noticesOf(owner.id, 'repaymentPaid')).toBe(1);
    // The owner's wallet line says what the money was for, not "other".
    const ownerLines = await apiCaller(ctx)('GET', '/wallet/get-user-wallet-list?currencyCode=USD', owner.token);
    expect(dataOf<{ activityType: string; entryType: string; amount: number }[]>(ownerLines)[0]).toMatchObject({
      activityType: 'repaymentPaid',
      entryType: 'DEBIT',
      amount: 180_00,
    });

    // A second click, or a retry: no second transfer, no second notice.
    const transfers = await transferCount(ctx);
    const again = await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' });
    expect(again.statusCode).toBe(200);
    expect(await transferCount(ctx)).toBe(transfers);
    expect(await noticesOf(owner.id, 'repaymentPaid')).toBe(1);
    const allocations = await db().select().from(repaymentAllocations).where(eq(repaymentAllocations.repaymentId, first!.id));
    expect(allocations.reduce((a, x) => a + x.amount, 0)).toBe(180_00);
  });

  it('a wallet short of money: "Re-payment process failed", the repayment failed, nothing moved', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    await fundWallet(ctx, owner.id, 10_00);
    const transfers = await transferCount(ctx);
    const res = await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Re-payment process failed: your wallet balance does not cover this repayment.');
    expect(await transferCount(ctx)).toBe(transfers);
    expect(await walletOf(ctx, owner.id)).toBe(10_00);
    expect(await walletOf(ctx, investors[0]!.id)).toBe(0);
    const single = dataOf<Single>(await api.single(owner.token, first!.id));
    expect(single.repayment).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    expect(await noticesOf(owner.id, 'repaymentFailed')).toBe(1);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, owner.id), eq(emailOutbox.template, 'repayment-failed')));
    expect(mail?.subject).toBe('Re-payment process failed');

    // Funded, the owner pays the failed instalment again.
    await fundWallet(ctx, owner.id, 20_00);
    expect((await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(200);
    expect(await walletOf(ctx, investors[0]!.id)).toBe(30_00);
  });

  it('pays by the sandbox card checkout, through the same fulfilment as a top-up, once', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 3_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    const started = await api.online(owner.token, first!.id, { paymentType: 'sandbox' });
    expect(started.statusCode, started.body).toBe(201);
    const { sessionId, checkoutUrl, status } = started.json().data.data;
    expect(status).toBe('processing');
    expect(checkoutUrl).toContain(`/payments/sandbox/${sessionId}`);
    // The sandbox page reads the session (its purpose is a repayment).
    const page = await apiCaller(ctx)('GET', `/payments/sandbox/sessions/${sessionId}`, owner.token);
    expect(dataOf<{ purpose: string; amount: number }>(page)).toMatchObject({ purpose: 'repayment', amount: 120_00 });
    const complete = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/sessions/${sessionId}/complete`,
        headers: bearer(owner.token),
        remoteAddress: nextIp(),
        payload: { outcome: 'paid' },
      });
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).json().data.data.changed).toBe(false);
    expect(await Promise.all(investors.map((i) => walletOf(ctx, i.id)))).toEqual([30_00, 90_00]);
    expect(dataOf<Single>(await api.single(owner.token, first!.id)).repayment.status).toBe('paid');
    // The funding came from the sandbox's side, not the owner's wallet.
    const [funding] = await db()
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `repayment:${first!.id}:funding`));
    expect(funding?.kind).toBe('distribution_funding');
    expect(await walletOf(ctx, owner.id)).toBe(0);
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.status).toBe('paid');
  });

  it('a failed card checkout fails the repayment; a card payment for one paid meanwhile goes to the owner’s wallet', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    const start = async () => (await api.online(owner.token, first!.id, { paymentType: 'sandbox' })).json().data.data.sessionId as string;
    const complete = (sessionId: string, outcome: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/sessions/${sessionId}/complete`,
        headers: bearer(owner.token),
        remoteAddress: nextIp(),
        payload: { outcome },
      });
    await complete(await start(), 'failed');
    expect(dataOf<Single>(await api.single(owner.token, first!.id)).repayment).toMatchObject({
      status: 'failed',
      failureReason: 'payment_failed',
    });

    const late = await start();
    await fundWallet(ctx, owner.id, 30_00);
    expect((await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(200);
    expect(await walletOf(ctx, owner.id)).toBe(0);
    await complete(late, 'paid');
    expect(await walletOf(ctx, owner.id)).toBe(30_00);
  });

  it('splits an ad hoc dividend pro rata, the remainder to the largest investor', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 2_000_00, 3_000_00], {
      investingType: 'equity',
      pricePerShare: 1_00,
      availableShares: 1_000_000,
    });
    const schedule = created(
      await api.create(owner.token, campaign.id, { type: 'dividend', amount: 10_00, dueDate: '2027-01-15', description: 'First dividend' }),
    );
    const dividend = schedule.repayments.find((r) => r.number === null)!;
    expect(dividend).toMatchObject({ principal: 0, interest: 10_00, amount: 10_00 });
    await fundWallet(ctx, owner.id, 10_00);
    expect((await api.process(owner.token, dividend.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(200);
    // 1 000 × 1/6 = 166.67 → 166, × 2/6 → 333, × 3/6 = 500; the 1 left goes to the largest.
    expect(await Promise.all(investors.map((i) => walletOf(ctx, i.id)))).toEqual([166, 333, 501]);
    // An equity campaign has no schedule.
    expect((await api.create(owner.token, campaign.id, { type: 'schedule' })).json().message).toBe(
      'Only a debt campaign has a repayment schedule.',
    );
  });

  it('refuses what makes no sense: an active campaign, bad input', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    await db().execute(sql`update campaigns set status = 2 where id = ${campaign.id}`);
    expect((await api.create(owner.token, campaign.id, { type: 'schedule' })).json().message).toBe(
      'Repayments start once the campaign has succeeded.',
    );
    await db().execute(sql`update campaigns set status = 4 where id = ${campaign.id}`);
    const bad = await api.create(owner.token, campaign.id, { type: 'dividend', amount: 12.5, dueDate: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'dueDate']);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    expect((await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'cash' })).statusCode).toBe(400);
    expect((await api.process(owner.token, 'not-a-uuid', { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(400);
  });

  it('keeps schedules to the campaign’s owner, its investors and staff', async () => {
    const { owner, campaign, investors } = await debtCampaign(ctx, [1_000_00, 3_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    const other = await debtCampaign(ctx, [1_000_00]);
    const stranger = await createUser(ctx, { userType: 'investor' });

    // Another owner, an investor of another campaign, a stranger: the campaign does not exist for them.
    for (const token of [other.owner.token, other.investors[0]!.token, stranger.token]) {
      expect((await api.schedule(token, campaign.id)).statusCode).toBe(404);
      expect((await api.single(token, first!.id)).statusCode).toBe(404);
      expect((await api.create(token, campaign.id, { type: 'dividend', amount: 100, dueDate: '2027-01-01' })).statusCode).toBe(404);
      expect((await api.process(token, first!.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(404);
    }
    expect((await apiCaller(ctx)('GET', `/campaigns/equities/${campaign.id}/get-repayment`)).statusCode).toBe(401);

    // An investor reads the schedule with their own share, but neither adds nor pays.
    const mine = dataOf<Schedule>(await api.schedule(investors[1]!.token, campaign.id));
    expect(mine.repayments[0]!.myShare).toEqual({ principal: 0, interest: 90_00, amount: 90_00 });
    expect(mine.repayments[3]!.myShare).toEqual({ principal: 3_000_00, interest: 90_00, amount: 3_090_00 });
    expect((await api.create(investors[1]!.token, campaign.id, { type: 'dividend', amount: 100, dueDate: '2027-01-01' })).statusCode).toBe(
      403,
    );
    expect((await api.process(investors[1]!.token, first!.id, { action: 'pay', paymentType: 'wallet' })).statusCode).toBe(403);
    expect((await api.process(investors[1]!.token, first!.id, { action: 'approve' })).statusCode).toBe(403);
    expect((await api.process(owner.token, first!.id, { action: 'approve' })).statusCode).toBe(403);

    // After payment, each investor sees only their own allocation.
    await fundWallet(ctx, owner.id, 120_00);
    await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' });
    const seen = dataOf<Single>(await api.single(investors[0]!.token, first!.id));
    expect(seen.allocations).toEqual([expect.objectContaining({ userId: investors[0]!.id, amount: 30_00 })]);
    expect(dataOf<Single>(await api.single(owner.token, first!.id)).allocations).toHaveLength(2);
  });

  it('answers that the owner has no bank account connected for ACH debits yet (the route itself is on)', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00]);
    expect(dataOf(await api.ach(owner.token, campaign.id))).toMatchObject({ connected: false, available: true });
  });

  it('writes each transfer as one balanced pair per repayment', async () => {
    const { owner, campaign } = await debtCampaign(ctx, [1_000_00, 1_000_00, 1_000_00]);
    const [first] = created(await api.create(owner.token, campaign.id, { type: 'schedule' })).repayments;
    await fundWallet(ctx, owner.id, 90_00);
    await api.process(owner.token, first!.id, { action: 'pay', paymentType: 'wallet' });
    const [credit] = await db()
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `repayment:${first!.id}:credit`));
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transferId, credit!.id));
    // The distributions account gives $90; three wallets take $30 each.
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-90_00, 30_00, 30_00, 30_00]);
    const [row] = await db().select().from(repayments).where(eq(repayments.id, first!.id));
    expect(row?.transferId).toBe(credit!.id);
  });
});
