import { emailOutbox, ledgerAccounts, ledgerEntries, ledgerTransfers, revenueSettings, withdrawals } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, bearer, createUser, latestAudit, nextIp, useStaff, useTestApp } from '../../../test/app';
import { fundWallet } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

/** An investor with 100 USD who asks to withdraw 40 USD (a 2.50 fee). */
async function requested() {
  await db().update(revenueSettings).set({ withdrawalFlatFee: 2_50 });
  const user = await createUser(ctx, { userType: 'investor' });
  await fundWallet(ctx, user.id, 100_00);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdraw',
    headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
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
  expect(res.statusCode, res.body).toBe(201);
  return { user, id: res.json().data.data.id as string };
}

const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const held = (userId: string) => balanceOf(db(), { kind: 'pending_withdrawals', currency: 'USD', userId });

/** The entries of the transfer with this key, by account kind and provider. */
const entriesOf = async (key: string) =>
  (
    await db()
      .select({ kind: ledgerAccounts.kind, provider: ledgerAccounts.provider, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransfers.idempotencyKey, key))
      .orderBy(ledgerAccounts.kind)
  ).map((e) => [e.kind, e.provider, e.amount]);

const mailOf = async (userId: string, template: string) =>
  (
    await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)))
  )[0];

describe('staff decisions on wallet withdrawals', () => {
  afterEach(async () => {
    await db().update(revenueSettings).set({ withdrawalFlatFee: 0 });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('paid by bank transfer: the held amount leaves through the offline clearing account, the fee becomes platform income', async () => {
    const { user, id } = await requested();
    expect(await held(user.id)).toBe(42_50);
    const noReference = await staff.client.post(`/api/v1/console/withdrawals/${id}/approve`, {});
    expect(noReference.statusCode).toBe(400);

    const paid = await staff.client.post(`/api/v1/console/withdrawals/${id}/approve`, { reference: 'WIRE-77' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 2 });
    expect(await held(user.id)).toBe(0);
    expect(await wallet(user.id)).toBe(57_50);
    expect(await entriesOf(`withdrawal:${id}:paid`)).toEqual([
      ['gateway_clearing', 'offline', 40_00],
      ['pending_withdrawals', null, -42_50],
      ['platform_fees', null, 2_50],
    ]);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 2, reference: 'WIRE-77', decidedBy: staff.id });
    expect(row!.settleTransferId).not.toBeNull();

    // Decided once: paying or rejecting again is refused and moves nothing.
    expect((await staff.client.post(`/api/v1/console/withdrawals/${id}/approve`, { reference: 'WIRE-77' })).statusCode).toBe(409);
    const late = await staff.client.post(`/api/v1/console/withdrawals/${id}/reject`, { reason: 'late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This withdrawal was already decided.');
    expect(await wallet(user.id)).toBe(57_50);

    expect((await mailOf(user.id, 'withdrawal-paid'))!.text).toContain('WIRE-77');
    expect(await latestAudit(ctx, 'withdrawals', id)).toMatchObject({ action: 'approve', after: { status: 2, reference: 'WIRE-77' } });
    const mine = (await call('GET', '/wallet/get-user-wallet-list?currencyCode=USD', user.token)).json().data.data;
    expect(mine[0]).toMatchObject({ entryType: 'DEBIT', activityType: 'withdrawInitiated', amount: 42_50 });
    const list = await staff.client.get(`/api/v1/console/withdrawals/${id}`);
    expect(list.json()).toMatchObject({ id, status: 2, reference: 'WIRE-77', rejectReason: null });
    // The investor's own list on the wallet page shows it paid, with the bank reference.
    const own = (await call('GET', '/wallet/withdrawals?currencyCode=USD', user.token)).json().data.data;
    expect(own[0]).toMatchObject({ id, status: 2, reference: 'WIRE-77', rejectReason: null });
    expect(own[0].decidedAt).not.toBeNull();
  });

  it('rejected with a reason: the amount and the fee go back to the wallet', async () => {
    const { user, id } = await requested();
    expect((await staff.client.post(`/api/v1/console/withdrawals/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    const rejected = await staff.client.post(`/api/v1/console/withdrawals/${id}/reject`, { reason: 'The account is closed' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 3 });
    expect(await wallet(user.id)).toBe(100_00);
    expect(await held(user.id)).toBe(0);
    expect(await entriesOf(`withdrawal:${id}:release`)).toEqual([
      ['investor_wallet', null, 42_50],
      ['pending_withdrawals', null, -42_50],
    ]);
    expect((await mailOf(user.id, 'withdrawal-rejected'))!.text).toContain('The account is closed');
    const own = (await call('GET', '/wallet/withdrawals?currencyCode=USD', user.token)).json().data.data;
    expect(own[0]).toMatchObject({ id, status: 3, reference: null, rejectReason: 'The account is closed' });
    expect(await latestAudit(ctx, 'withdrawals', id)).toMatchObject({
      action: 'reject',
      after: { status: 3, rejectReason: 'The account is closed' },
    });
    // Only staff decide.
    expect((await call('POST', `/console/withdrawals/${id}/reject`, user.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await staff.client.post(`/api/v1/console/withdrawals/${randomUUID()}/approve`, { reference: 'X' })).statusCode).toBe(404);
  });
});
