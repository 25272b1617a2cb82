import { ledgerTransfers, revenueSettings, siteSettings, walletTopUps } from '@cf/db';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, useTestApp } from '../../../test/app';
import { checkLedger } from '../ledger/index';

const ctx = useTestApp();

type TopUp = {
  id: string;
  sessionId: string;
  status: number;
  checkoutUrl: string;
  amount: number;
  fee: number;
  total: number;
  currencyCode: string;
};

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

async function addTopUp(token: string, body: object, headers: Record<string, string> = {}) {
  const res = await call('POST', '/wallet/add-wallet-topup', token, body, headers);
  return { res, topUp: res.statusCode === 201 ? (res.json().data.data as TopUp) : undefined };
}

const complete = (token: string, sessionId: string, outcome: 'paid' | 'failed') =>
  call('POST', `/payments/sandbox/sessions/${sessionId}/complete`, token, { outcome });

async function balance(token: string, query = 'currencyCode=USD'): Promise<number> {
  const res = await call('GET', `/wallet/get-user-wallet-detail?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.balance as number;
}

const topUpRows = async (userId: string) =>
  (await ctx.handle.db.select({ n: count() }).from(walletTopUps).where(eq(walletTopUps.userId, userId)))[0]!.n;
const transfers = async () => (await ctx.handle.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;

describe('wallet top-up through the sandbox checkout', () => {
  afterEach(async () => {
    await ctx.handle.db.update(revenueSettings).set({ topUpFeeBps: 0, topUpFlatFee: 0 });
    await ctx.handle.db.update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(ctx.handle.db)).toMatchObject({ balanced: true });
  });

  it('refuses visitors', async () => {
    expect(
      (await call('POST', '/wallet/add-wallet-topup', undefined, { amount: 1000, currencyCode: 'USD', paymentType: 'sandbox' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/wallet/get-user-wallet-detail?currencyCode=USD')).statusCode).toBe(401);
  });

  it.each([0, -500, 12.5, '1000', null])('refuses the amount %j with a field error and writes nothing', async (amount) => {
    const user = await createUser(ctx);
    const { res } = await addTopUp(user.token, { amount, currencyCode: 'USD', paymentType: 'sandbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect(await topUpRows(user.id)).toBe(0);
  });

  it('refuses less than one unit of the currency, and an unknown currency', async () => {
    const user = await createUser(ctx);
    const low = await addTopUp(user.token, { amount: 99, currencyCode: 'USD', paymentType: 'sandbox' });
    expect(low.res.statusCode).toBe(400);
    expect(low.res.json().errors).toEqual([{ field: 'amount', message: 'The minimum top-up is $1.00.' }]);
    const yen = await addTopUp(user.token, { amount: 1, currencyCode: 'JPY', paymentType: 'sandbox' });
    expect(yen.res.statusCode).toBe(201);
    // A well-formed ISO code the platform does not offer.
    const unknown = await addTopUp(user.token, { amount: 1000, currencyCode: 'CHF', paymentType: 'sandbox' });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().errors).toEqual([{ field: 'currencyCode', message: 'This currency is not available.' }]);
  });

  it('credits the wallet once the checkout is paid, and only once', async () => {
    const user = await createUser(ctx);
    const { res, topUp } = await addTopUp(user.token, { amount: 25_000, currencyCode: 'USD', paymentType: 'sandbox' });
    expect(res.statusCode, res.body).toBe(201);
    expect(topUp).toMatchObject({ status: 0, amount: 25_000, fee: 0, total: 25_000, currencyCode: 'USD' });
    expect(topUp!.checkoutUrl).toMatch(new RegExp(`/payments/sandbox/${topUp!.sessionId}$`));
    expect(await balance(user.token)).toBe(0);

    const paid = await complete(user.token, topUp!.sessionId, 'paid');
    expect(paid.json().data.data).toEqual({ sessionId: topUp!.sessionId, status: 'paid', changed: true });
    expect(await balance(user.token)).toBe(25_000);

    const before = await transfers();
    const again = await complete(user.token, topUp!.sessionId, 'paid');
    expect(again.json().data.data).toMatchObject({ status: 'paid', changed: false });
    expect(await complete(user.token, topUp!.sessionId, 'failed').then((r) => r.json().data.data)).toMatchObject({
      status: 'paid',
      changed: false,
    });
    expect(await transfers()).toBe(before);
    expect(await balance(user.token)).toBe(25_000);
    // The spec's currencyId is accepted, as an id or a code.
    expect(await balance(user.token, 'currencyId=USD')).toBe(25_000);
  });

  it('completes a session raced ten times at once exactly once', async () => {
    const user = await createUser(ctx);
    const { topUp } = await addTopUp(user.token, { amount: 5_000, currencyCode: 'USD', paymentType: 'sandbox' });
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(user.token, topUp!.sessionId, 'paid')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().data.data.changed)).toHaveLength(1);
    expect(await balance(user.token)).toBe(5_000);
  });

  it('adds the revenue settings’ fees on top and credits the exact amount', async () => {
    await ctx.handle.db.update(revenueSettings).set({ topUpFeeBps: 250, topUpFlatFee: 30 });
    const user = await createUser(ctx);
    const { topUp } = await addTopUp(user.token, { amount: 10_001, currencyCode: 'USD', paymentType: 'sandbox' });
    // 2.5% of 100.01 is 2.50025 → 2.50 (half up), plus the flat 0.30.
    expect(topUp).toMatchObject({ amount: 10_001, fee: 280, total: 10_281 });
    await complete(user.token, topUp!.sessionId, 'paid');
    expect(await balance(user.token)).toBe(10_001);
    expect((await checkLedger(ctx.handle.db)).currencies.find((c) => c.currency === 'USD')!.fees).toBeGreaterThanOrEqual(280);
  });

  it('records a failed payment without moving money', async () => {
    const user = await createUser(ctx);
    const { topUp } = await addTopUp(user.token, { amount: 7_000, currencyCode: 'USD', paymentType: 'sandbox' });
    const before = await transfers();
    expect((await complete(user.token, topUp!.sessionId, 'failed')).json().data.data).toMatchObject({ status: 'failed', changed: true });
    expect((await complete(user.token, topUp!.sessionId, 'paid')).json().data.data).toMatchObject({ status: 'failed', changed: false });
    expect(await transfers()).toBe(before);
    expect(await balance(user.token)).toBe(0);
    const [row] = await ctx.handle.db.select().from(walletTopUps).where(eq(walletTopUps.id, topUp!.id));
    expect(row!.status).toBe(3);
  });

  it('lets only the payer see or complete a sandbox session', async () => {
    const payer = await createUser(ctx);
    const other = await createUser(ctx);
    const { topUp } = await addTopUp(payer.token, { amount: 3_000, currencyCode: 'USD', paymentType: 'sandbox' });
    expect((await complete(other.token, topUp!.sessionId, 'paid')).statusCode).toBe(404);
    expect((await call('GET', `/payments/sandbox/sessions/${topUp!.sessionId}`, other.token)).statusCode).toBe(404);
    expect((await complete(other.token, 'not-a-uuid', 'paid')).statusCode).toBe(400);
    expect(await balance(other.token)).toBe(0);
    expect(await balance(payer.token)).toBe(0);
    const own = await call('GET', `/payments/sandbox/sessions/${topUp!.sessionId}`, payer.token);
    expect(own.json().data.data).toMatchObject({ amount: 3_000, currencyCode: 'USD', status: 'open', purpose: 'wallet_topup' });
  });

  it('answers a retried Idempotency-Key with the first top-up and refuses it for another body', async () => {
    const user = await createUser(ctx);
    const key = randomUUID();
    const body = { amount: 4_000, currencyCode: 'USD', paymentType: 'sandbox' };
    const [first, second] = await Promise.all([
      addTopUp(user.token, body, { 'idempotency-key': key }),
      addTopUp(user.token, body, { 'idempotency-key': key }),
    ]);
    expect(first.topUp!.id).toBe(second.topUp!.id);
    expect(await topUpRows(user.id)).toBe(1);
    const other = await addTopUp(user.token, { ...body, amount: 4_001 }, { 'idempotency-key': key });
    expect(other.res.statusCode).toBe(409);
    // Keys are the user's own: another user's same key is a new top-up.
    const stranger = await createUser(ctx);
    expect((await addTopUp(stranger.token, body, { 'idempotency-key': key })).topUp!.id).not.toBe(first.topUp!.id);
  });

  it('is closed when the wallet module is off', async () => {
    await ctx.handle.db.update(siteSettings).set({ walletModule: false });
    const user = await createUser(ctx);
    expect((await addTopUp(user.token, { amount: 1_000, currencyCode: 'USD', paymentType: 'sandbox' })).res.statusCode).toBe(403);
  });

  it('lists the wallet’s transactions newest first, 10 a page, per currency', async () => {
    const user = await createUser(ctx);
    for (const amount of [1_000, 2_000, 3_000]) {
      const { topUp } = await addTopUp(user.token, { amount, currencyCode: 'USD', paymentType: 'sandbox' });
      await complete(user.token, topUp!.sessionId, 'paid');
    }
    const { topUp: euro } = await addTopUp(user.token, { amount: 500, currencyCode: 'EUR', paymentType: 'sandbox' });
    await complete(user.token, euro!.sessionId, 'paid');
    const res = await call('GET', '/wallet/get-user-wallet-list?currencyCode=USD&page=1&limit=2', user.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(body.data.map((t: { amount: number; entryType: string }) => [t.entryType, t.amount])).toEqual([
      ['CREDIT', 3_000],
      ['CREDIT', 2_000],
    ]);
    expect((await call('GET', '/wallet/get-user-wallet-list?currencyId=EUR', user.token)).json().data.total).toBe(1);
    const stranger = await createUser(ctx);
    expect((await call('GET', '/wallet/get-user-wallet-list?currencyCode=USD', stranger.token)).json().data.total).toBe(0);
  });
});
