import { emailOutbox, investmentSettings, revenueSettings, siteSettings, withdrawals } from '@cf/db';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestNotifications, nextIp, useTestApp } from '../../../test/app';
import { fundWallet } from '../../../test/money';
import { decryptSecret } from '../../lib/crypto';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const db = () => ctx.handle.db;

const bank = {
  accountType: 'checking',
  bankName: 'First Test Bank',
  accountNumber: '123456789',
  confirmAccountNumber: '123456789',
  routingNumber: '021000021',
};

function withdraw(token: string, body: object, key: string | null = randomUUID(), lang = 'en', url = '/wallet/withdraw') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}), 'accept-language': lang },
    remoteAddress: nextIp(),
    payload: { currencyCode: 'USD', ...bank, ...body },
  });
}

const fieldErrors = (body: string) => (JSON.parse(body) as { errors: { field: string; message: string }[] }).errors;

async function fundedInvestor(amount: number, props: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, { userType: 'investor', ...props });
  await fundWallet(ctx, user.id, amount);
  return user;
}

describe('wallet withdrawals', () => {
  afterEach(async () => {
    await db().update(revenueSettings).set({ withdrawalFlatFee: 0 });
    await db().update(investmentSettings).set({ withdrawalMaxMajor: 1_000_000, topUpMaxMajor: 1_000_000 });
    await db().update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('holds the amount and the flat fee: wallet down, pending withdrawals up, bank number sealed', async () => {
    await db().update(revenueSettings).set({ withdrawalFlatFee: 2_50 });
    const user = await fundedInvestor(100_00);
    const res = await withdraw(user.token, { amount: 40_00 });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data.data;
    expect(answer).toMatchObject({ amount: 40_00, fee: 2_50, total: 42_50, status: 0, currencyCode: 'USD', accountNumberLast4: '6789' });
    expect(res.body).not.toContain('123456789');
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(57_50);
    expect(await balanceOf(db(), { kind: 'pending_withdrawals', currency: 'USD', userId: user.id })).toBe(42_50);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, answer.id));
    expect(row!.accountNumberSealed).not.toContain('123456789');
    expect(decryptSecret(row!.accountNumberSealed, ctx.app.config.encryptionKey)).toBe('123456789');
    expect(row!.holdTransferId).not.toBeNull();

    const detail = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/get-user-wallet-detail?currencyCode=USD',
      headers: bearer(user.token),
    });
    expect(detail.json().data.data).toMatchObject({ balance: 57_50, pendingWithdrawals: 42_50 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/get-user-wallet-list?currencyCode=USD',
      headers: bearer(user.token),
    });
    expect(list.json().data.data[0]).toMatchObject({
      entryType: 'DEBIT',
      amount: 42_50,
      kind: 'withdrawal_hold',
      activityType: 'withdrawInitiated',
    });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/wallet/withdrawals?currencyCode=USD', headers: bearer(user.token) });
    expect(mine.json().data.data).toEqual([expect.objectContaining({ id: answer.id, status: 0, total: 42_50 })]);
  });

  it('answers on the spec’s other path too (wallet-withdraw)', async () => {
    const user = await fundedInvestor(10_00);
    const res = await withdraw(user.token, { amount: 5_00 }, randomUUID(), 'en', '/wallet/wallet-withdraw');
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['below one unit', { amount: 99 }, 400, 'amount', 'The minimum withdrawal is $1.00.'],
    ['above the maximum of the settings', { amount: 600_00 }, 400, 'amount', 'The maximum withdrawal is $500.00.'],
    ['not an integer', { amount: 10.5 }, 400, 'amount', null],
    [
      'account number too short',
      { accountNumber: '1234', confirmAccountNumber: '1234' },
      400,
      'accountNumber',
      'The account number must be 5 to 20 digits.',
    ],
    [
      'account number not numeric',
      { accountNumber: '12345abc', confirmAccountNumber: '12345abc' },
      400,
      'accountNumber',
      'Invalid numeric input: please enter digits only.',
    ],
    ['mismatched confirmation', { confirmAccountNumber: '123456780' }, 400, 'confirmAccountNumber', 'Account numbers must match.'],
    ['routing number of 8 digits', { routingNumber: '02100002' }, 400, 'routingNumber', 'The routing number must be 9 digits.'],
    ['no bank name', { bankName: '' }, 400, 'bankName', 'This field is required.'],
    ['no account type', { accountType: undefined }, 400, 'accountType', null],
  ])('refuses %s', async (_name, body, status, field, message) => {
    await db().update(investmentSettings).set({ withdrawalMaxMajor: 500 });
    const user = await fundedInvestor(1_000_00);
    const res = await withdraw(user.token, { amount: 10_00, ...body });
    expect(res.statusCode, res.body).toBe(status);
    const error = fieldErrors(res.body).find((e) => e.field === field);
    expect(error, res.body).toBeDefined();
    if (message) expect(error!.message).toBe(message);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(1_000_00);
  });

  it('says the rules in the caller’s language', async () => {
    const user = await fundedInvestor(10_00);
    const res = await withdraw(user.token, { confirmAccountNumber: '1', amount: 5_00 }, randomUUID(), 'fr');
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body).find((e) => e.field === 'confirmAccountNumber')!.message).not.toBe('Account numbers must match.');
  });

  it('needs the balance to cover amount and fee: 409 "Insufficient wallet balance."', async () => {
    await db().update(revenueSettings).set({ withdrawalFlatFee: 1_00 });
    const user = await fundedInvestor(50_00);
    const res = await withdraw(user.token, { amount: 49_50 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Insufficient wallet balance.');
    expect((await withdraw(user.token, { amount: 49_00 })).statusCode).toBe(201);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(0);
  });

  it('requires an Idempotency-Key and replays a retry without holding twice', async () => {
    const user = await fundedInvestor(100_00);
    expect((await withdraw(user.token, { amount: 10_00 }, null)).statusCode).toBe(400);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 3 }, () => withdraw(user.token, { amount: 10_00 }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(90_00);
    expect((await withdraw(user.token, { amount: 11_00 }, key)).statusCode).toBe(409);
  });

  it('of 20 concurrent withdrawals of 0.6 × the balance at most one succeeds, the others 409, never a 500', async () => {
    const user = await fundedInvestor(100_00);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(user.token, { amount: 60_00 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(40_00);
    expect(await db().select().from(withdrawals).where(eq(withdrawals.userId, user.id))).toHaveLength(1);
  });

  it('refuses visitors and a site without the wallet', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/wallet/withdraw', payload: { amount: 1 } });
    expect(anonymous.statusCode).toBe(401);
    await db().update(siteSettings).set({ walletModule: false });
    const user = await fundedInvestor(10_00);
    expect((await withdraw(user.token, { amount: 5_00 })).statusCode).toBe(403);
  });

  it('tells the user in their language: a notification and an outbox e-mail', async () => {
    const user = await fundedInvestor(10_00, { notificationLanguage: 'fr' });
    expect((await withdraw(user.token, { amount: 5_00 })).statusCode).toBe(201);
    const [notice] = await latestNotifications(ctx, user.id);
    expect(notice).toMatchObject({ type: 'payment', messageKey: 'payments.notify.withdrawalRequested', link: '/settings/wallet' });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.userId, user.id)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ template: 'payment-withdrawal-requested', lang: 'fr', subject: 'Votre demande de retrait' });
    expect(mail!.text).toContain('6789');
  });

  it('exposes the maxima and the fee for the forms; the top-up maximum comes from the settings', async () => {
    await db().update(investmentSettings).set({ topUpMaxMajor: 300, withdrawalMaxMajor: 200 });
    await db().update(revenueSettings).set({ withdrawalFlatFee: 1_25 });
    const user = await fundedInvestor(1_00);
    const limits = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/get-wallet-limits?currencyCode=USD',
      headers: bearer(user.token),
    });
    expect(limits.json().data.data).toMatchObject({
      topUpMin: 1_00,
      topUpMax: 300_00,
      withdrawalMin: 1_00,
      withdrawalMax: 200_00,
      withdrawalFee: 1_25,
    });
    const topUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/add-wallet-topup',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { amount: 300_01, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    expect(topUp.statusCode).toBe(400);
    expect(fieldErrors(topUp.body)[0]!.message).toBe('The maximum top-up is $300.00.');
  });
});
