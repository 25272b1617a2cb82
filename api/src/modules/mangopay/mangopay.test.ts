import { ledgerTransfers, mangopayAccounts, mangopayPayouts, revenueSettings, siteSettings } from '@cf/db';
import { and, count, eq, like } from 'drizzle-orm';
import { whileWritesFail } from '../../../test/faults';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useStaff, useTestApp } from '../../../test/app';
import { mangoError } from '../../../test/fake-mangopay';
import { checkLedger } from '../ledger/index';
import {
  clearingOf,
  deliverHook,
  enableRegional,
  eventCount,
  mirrorOf,
  regionalCaller,
  startTopUp,
  topUpRow,
  useFakeMangopay,
  VALID_BANK_ACCOUNTS,
} from './testing';

const mango = useFakeMangopay();
const ctx = useTestApp({ mangopay: mango.config });
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = regionalCaller(ctx);

beforeAll(async () => enableRegional(ctx, staff.client));

const transfersLike = async (pattern: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, pattern)))[0]!.n;
/** The investor's wallet at the fake (by the Tag we gave their MangoPay user). */
const fakeBalance = (userId: string) => mango.fake.walletOfUser(userId)?.Balance.Amount ?? 0;
const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: { data: T } }).data.data;

/** An investor whose MangoPay wallet holds `amount` (a top-up paid at the fake and checked). */
async function fundedInvestor(amount: number) {
  const user = await createUser(ctx, { userType: 'investor' });
  if (amount > 0) {
    const topUp = await startTopUp(ctx, user.token, amount);
    mango.fake.payPayIn(topUp.payInId);
    expect(dataOf<{ status: string }>(await call('GET', `/check-payment-session/${topUp.id}`, user.token)).status).toBe('succeeded');
  }
  return user;
}

describe('the regional wallet against the fake MangoPay (the real SDK)', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('makes one MangoPay user and one wallet per investor, however many first calls arrive together', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('GET', '/wallet-detail', user.token)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const wallets = new Set(answers.map((res) => dataOf<{ walletId: string }>(res).walletId));
    expect(wallets.size).toBe(1);
    expect([...mango.fake.users.values()].filter((u) => u.Tag === user.id)).toHaveLength(1);
    const owner = [...mango.fake.users.values()].find((u) => u.Tag === user.id)!;
    expect([...mango.fake.wallets.values()].filter((w) => w.Owners.includes(owner.Id))).toHaveLength(1);
    expect(await db().select().from(mangopayAccounts).where(eq(mangopayAccounts.userId, user.id))).toHaveLength(1);
    expect(dataOf(answers[0]!)).toEqual({
      walletId: [...wallets][0],
      ownerId: owner.Id,
      currencyCode: 'USD',
      balance: 0,
      mirroredBalance: 0,
      twin: false,
    });
  });

  it('tops up by a web card PayIn: nothing before MangoPay says it succeeded, then credited once (check, check again, hook)', async () => {
    await db().update(revenueSettings).set({ topUpFeeBps: 250, topUpFlatFee: 30 });
    const user = await createUser(ctx, { userType: 'investor' });
    const res = await call('POST', '/checkout-session', user.token, { amount: 100_00 }, { 'idempotency-key': `topup-${user.id}` });
    expect(res.statusCode, res.body).toBe(201);
    const topUp = dataOf<{ id: string; payInId: string; redirectUrl: string; fee: number; total: number; status: string }>(res);
    // 2.5% + 0.30 on top: the card pays the total, the wallet gets the amount.
    expect(topUp).toMatchObject({
      status: 'created',
      fee: 2_80,
      total: 102_80,
      redirectUrl: `https://webpayment.mangopay.test/payment/${topUp.payInId}`,
    });
    const payIn = mango.fake.transactions.get(topUp.payInId)!;
    expect(payIn).toMatchObject({ DebitedFunds: { Amount: 102_80, Currency: 'USD' }, Fees: { Amount: 2_80 } });
    expect(String(payIn.ReturnURL)).toContain(`/mangopay-topup-receipt?topUpId=${topUp.id}`);
    // The same key: the first answer, no second PayIn.
    const again = await call('POST', '/checkout-session', user.token, { amount: 100_00 }, { 'idempotency-key': `topup-${user.id}` });
    expect(dataOf<{ payInId: string }>(again).payInId).toBe(topUp.payInId);

    expect(dataOf<{ status: string }>(await call('GET', `/check-payment-session/${topUp.id}`, user.token)).status).toBe('created');
    expect(await mirrorOf(ctx, user.id)).toBe(0);

    mango.fake.payPayIn(topUp.payInId);
    const checked = await call('GET', `/check-payment-session/${topUp.payInId}`, user.token);
    expect(dataOf<{ status: string }>(checked).status).toBe('succeeded');
    await call('GET', `/check-payment-session/${topUp.id}`, user.token);
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', topUp.payInId)).statusCode).toBe(200);
    expect(await transfersLike(`mangopay:topup:${topUp.id}`)).toBe(1);
    expect(await mirrorOf(ctx, user.id)).toBe(100_00);
    expect(fakeBalance(user.id)).toBe(100_00);
    expect(await clearingOf(ctx)).toBeLessThan(0);
    await db().update(revenueSettings).set({ topUpFeeBps: 0, topUpFlatFee: 0 });
  });

  it('credits by the hook alone; a hook twice, a late "failed" hook, a hook before the payment: still one credit', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const topUp = await startTopUp(ctx, user.token, 50_00);
    // A hook that arrives before MangoPay decided (out of order): it reads CREATED and changes nothing.
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_FAILED', topUp.payInId)).statusCode).toBe(200);
    expect((await topUpRow(ctx, topUp.id)).status).toBe('created');

    mango.fake.payPayIn(topUp.payInId);
    const first = await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', topUp.payInId);
    expect(first.json().data.data).toEqual({ received: true, duplicate: false });
    const second = await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', topUp.payInId);
    expect(second.json().data.data).toEqual({ received: true, duplicate: true });
    expect((await topUpRow(ctx, topUp.id)).status).toBe('succeeded');
    expect(await mirrorOf(ctx, user.id)).toBe(50_00);
    expect(fakeBalance(user.id)).toBe(50_00);
    expect(await transfersLike(`mangopay:topup:${topUp.id}`)).toBe(1);
  });

  it('a failed card payment credits nothing; an unknown resource is a 404 and writes nothing', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const topUp = await startTopUp(ctx, user.token, 20_00);
    mango.fake.failPayIn(topUp.payInId);
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_FAILED', topUp.payInId)).statusCode).toBe(200);
    expect((await topUpRow(ctx, topUp.id)).status).toBe('failed');
    expect(await mirrorOf(ctx, user.id)).toBe(0);

    const events = await eventCount(ctx);
    for (const type of ['PAYIN_NORMAL_SUCCEEDED', 'PAYOUT_NORMAL_FAILED', 'TRANSFER_NORMAL_SUCCEEDED'])
      expect((await deliverHook(ctx, type, '999999999')).statusCode).toBe(404);
    // A bad query is refused before anything is read.
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', '../x')).statusCode).toBe(400);
    expect(await eventCount(ctx)).toBe(events);
  });

  it('adds a bank account of each type; the missing fields of each type are listed; MangoPay’s refusal comes back as its error object', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    for (const [type, body] of Object.entries(VALID_BANK_ACCOUNTS)) {
      const res = await call('POST', '/linked-bank-account', user.token, body);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(dataOf(res)).toMatchObject({ type, active: true, ownerName: 'Jane Investor' });
    }
    const list = dataOf<{ type: string; number: string }[]>(await call('GET', '/linked-bank-accounts', user.token));
    expect(list.map((a) => a.type).sort()).toEqual(['CA', 'GB', 'IBAN', 'OTHER', 'US']);
    expect(list.find((a) => a.type === 'IBAN')!.number).toBe('•••• 0189');

    const missing = {
      IBAN: ['iban'],
      GB: ['sortCode', 'accountNumber'],
      US: ['aba', 'accountNumber', 'region'],
      CA: ['bankName', 'institutionNumber', 'branchCode', 'accountNumber', 'region'],
      OTHER: ['accountCountry', 'bic', 'accountNumber'],
    };
    for (const [type, fields] of Object.entries(missing)) {
      const country = type === 'US' || type === 'CA' ? type : 'FR';
      const res = await call('POST', '/linked-bank-account', user.token, {
        type,
        ownerName: 'Jane',
        addressLine1: '1 Main St',
        city: 'X',
        postalCode: '1',
        country,
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(errors.map((e) => e.field).sort(), type).toEqual([...fields].sort());
      expect(errors[0]!.message).toBe('This field is required.');
    }
    // Present but wrong: the rule's own sentence (spec §5 "valid ABA ... required").
    const badAba = await call('POST', '/linked-bank-account', user.token, { ...VALID_BANK_ACCOUNTS.US, aba: '123456789' });
    expect(badAba.json().errors).toEqual([{ field: 'aba', message: expect.stringContaining('ABA') }]);

    mango.fake.refuseNext(
      'POST',
      /bankaccounts\/iban$/,
      400,
      mangoError('One or several required parameters are missing or incorrect.', 'param_error', {
        IBAN: 'The IBAN is not valid for this country',
      }),
    );
    const refused = await call('POST', '/linked-bank-account', user.token, VALID_BANK_ACCOUNTS.IBAN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 'fail',
      errors: [{ field: 'iban' }],
      providerError: { Type: 'param_error', errors: { IBAN: 'The IBAN is not valid for this country' } },
    });
  });

  it('deactivates a bank account of the caller only (another user’s is a 404)', async () => {
    const [alice, bob] = [await createUser(ctx), await createUser(ctx)];
    const account = dataOf<{ id: string }>(await call('POST', '/linked-bank-account', alice.token, VALID_BANK_ACCOUNTS.GB));
    expect((await call('POST', '/deactivate-bank-account', bob.token, { bankAccountId: account.id })).statusCode).toBe(404);
    expect(mango.fake.bankAccounts.get(account.id)!.Active).toBe(true);
    const done = await call('POST', '/deactivate-bank-account', alice.token, { bankAccountId: account.id });
    expect(dataOf(done)).toMatchObject({ id: account.id, active: false });
  });

  it('pays out to an active bank account; a failed wire returns the money; the mirror follows MangoPay’s balance', async () => {
    const user = await fundedInvestor(100_00);
    const bank = dataOf<{ id: string }>(await call('POST', '/linked-bank-account', user.token, VALID_BANK_ACCOUNTS.IBAN));
    const res = await call(
      'POST',
      '/process-payout',
      user.token,
      { bankAccountId: bank.id, amount: 40_00 },
      { 'idempotency-key': `po-${user.id}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const payout = dataOf<{ id: string; payOutId: string; status: string }>(res);
    expect(payout.status).toBe('created');
    expect(await mirrorOf(ctx, user.id)).toBe(60_00);
    expect(fakeBalance(user.id)).toBe(60_00);

    mango.fake.succeedPayout(payout.payOutId);
    expect((await deliverHook(ctx, 'PAYOUT_NORMAL_SUCCEEDED', payout.payOutId)).statusCode).toBe(200);
    expect((await db().select().from(mangopayPayouts).where(eq(mangopayPayouts.id, payout.id)))[0]!.status).toBe('succeeded');

    const second = dataOf<{ payOutId: string }>(
      await call('POST', '/process-payout', user.token, { bankAccountId: bank.id, amount: 25_00 }),
    );
    expect(await mirrorOf(ctx, user.id)).toBe(35_00);
    mango.fake.failPayout(second.payOutId);
    for (let i = 0; i < 2; i++) expect((await deliverHook(ctx, 'PAYOUT_NORMAL_FAILED', second.payOutId)).statusCode).toBe(200);
    expect(await mirrorOf(ctx, user.id)).toBe(60_00);
    expect(fakeBalance(user.id)).toBe(60_00);

    const txs = await call('GET', '/wallet-transaction-list?page=1', user.token);
    expect(txs.json().data.total).toBe(3);
    expect(txs.json().data.data[0]).toMatchObject({ type: 'PAYOUT', entryType: 'DEBIT', amount: 25_00, status: 'FAILED' });
  });

  it('a retry of a payout whose try rolled back after MangoPay took the money is the same wire, not a second one', async () => {
    const user = await fundedInvestor(100_00);
    const bank = dataOf<{ id: string }>(await call('POST', '/linked-bank-account', user.token, VALID_BANK_ACCOUNTS.IBAN));
    const send = () =>
      call('POST', '/process-payout', user.token, { bankAccountId: bank.id, amount: 40_00 }, { 'idempotency-key': `po-retry-${user.id}` });
    // The database fails once MangoPay has made the payout (its id being saved): the try rolls back.
    const failed = await whileWritesFail(db(), 'update', 'mangopay_payouts', send);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(fakeBalance(user.id)).toBe(60_00);
    expect(await mirrorOf(ctx, user.id)).toBe(100_00);
    // The client's retry, same key: MangoPay answers the same payout, recorded this time.
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(201);
    expect(fakeBalance(user.id)).toBe(60_00);
    expect(await mirrorOf(ctx, user.id)).toBe(60_00);
  });

  it('refuses a payout beyond the balance (409), to someone else’s or an inactive bank account, and returns MangoPay’s refusal', async () => {
    const user = await fundedInvestor(30_00);
    const other = await createUser(ctx);
    const mine = dataOf<{ id: string }>(await call('POST', '/linked-bank-account', user.token, VALID_BANK_ACCOUNTS.IBAN));
    const theirs = dataOf<{ id: string }>(await call('POST', '/linked-bank-account', other.token, VALID_BANK_ACCOUNTS.IBAN));
    const payouts = async () => (await db().select({ n: count() }).from(mangopayPayouts).where(eq(mangopayPayouts.userId, user.id)))[0]!.n;

    const tooMuch = await call('POST', '/process-payout', user.token, { bankAccountId: mine.id, amount: 30_01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/regional wallet/i);
    expect((await call('POST', '/process-payout', user.token, { bankAccountId: theirs.id, amount: 10_00 })).statusCode).toBe(404);

    mango.fake.refuseNext(
      'POST',
      /payouts\/bankwire/,
      400,
      mangoError('The user is not allowed to pay out', 'forbidden_ressource', { AuthorId: 'KYC required' }),
    );
    const refused = await call('POST', '/process-payout', user.token, { bankAccountId: mine.id, amount: 10_00 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().providerError).toMatchObject({ Type: 'forbidden_ressource', Message: 'The user is not allowed to pay out' });

    await call('POST', '/deactivate-bank-account', user.token, { bankAccountId: mine.id });
    const inactive = await call('POST', '/process-payout', user.token, { bankAccountId: mine.id, amount: 10_00 });
    expect(inactive.json().errors).toEqual([{ field: 'bankAccountId', message: expect.any(String) }]);
    expect(await payouts()).toBe(0);
    expect(await mirrorOf(ctx, user.id)).toBe(30_00);
    expect(fakeBalance(user.id)).toBe(30_00);
  });

  it('lists the authorised countries; MangoPay down is a 502', async () => {
    const user = await createUser(ctx);
    const countries = dataOf<{ countryCode: string; blockPayout: boolean }[]>(await call('GET', '/get-authorized-countries', user.token));
    expect(countries).toContainEqual(expect.objectContaining({ countryCode: 'KP', blockPayout: true }));
    await call('GET', '/wallet-detail', user.token);
    mango.fake.down = true;
    try {
      const res = await call('GET', '/wallet-detail', user.token);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBeTruthy();
    } finally {
      mango.fake.down = false;
    }
    // No answer at all (a cut connection): a 502 too, not a call that never ends.
    mango.fake.cutConnections = true;
    try {
      expect((await call('GET', '/wallet-detail', user.token)).statusCode).toBe(502);
    } finally {
      mango.fake.cutConnections = false;
    }
    expect((await call('GET', '/wallet-detail', user.token)).statusCode).toBe(200);
  });

  it('is refused while the site setting or the route is off', async () => {
    const user = await createUser(ctx);
    await db().update(siteSettings).set({ mangoPayModule: false });
    try {
      for (const [method, path, body] of [
        ['GET', '/wallet-detail', undefined],
        ['POST', '/checkout-session', { amount: 10_00 }],
        ['GET', '/linked-bank-accounts', undefined],
      ] as const) {
        const res = await call(method, path, user.token, body);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().message).toMatch(/regional wallet/i);
      }
    } finally {
      await db().update(siteSettings).set({ mangoPayModule: true });
    }
    await enableRegional(ctx, staff.client, { module: true, gateway: false });
    try {
      expect((await call('GET', '/wallet-detail', user.token)).statusCode).toBe(403);
    } finally {
      await enableRegional(ctx, staff.client);
    }
    expect((await call('GET', '/wallet-detail', user.token)).statusCode).toBe(200);
  });

  it('keeps the mirror equal to every investor’s MangoPay balance', async () => {
    const accounts = await db()
      .select()
      .from(mangopayAccounts)
      .where(and(eq(mangopayAccounts.twin, false)));
    for (const account of accounts.filter((a) => a.userId))
      expect(await mirrorOf(ctx, account.userId!), account.userId!).toBe(mango.fake.balanceOf(account.walletId!));
  });
});
