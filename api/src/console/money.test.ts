import { withdrawals } from '@cf/db';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../test/money';
import { balanceOf, checkLedger, post } from '../modules/ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

type Entry = { accountKind: string; currency: string; amount: number; userId: string | null; userEmail: string | null };
type Transfer = {
  id: number;
  kind: string;
  currency: string;
  amount: number;
  campaignId: number | null;
  createdAt: string;
  entries: Entry[];
};

/** A tiny RFC 4180 reader: quoted cells, doubled quotes, CRLF lines. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === '\n') {
      row.push(cell);
      cell = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    } else if (c !== '\r') cell += c;
  }
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
}

const csvOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.csv"$/);
  return parseCsv(res.body);
};

const sumByCurrency = (rows: Record<string, string>[]) => {
  const sums: Record<string, number> = {};
  for (const r of rows) sums[r.currency!] = (sums[r.currency!] ?? 0) + Number(r.amount_minor);
  return sums;
};

/** Money in two currencies: two investors top up, invest in a USD and an EUR campaign, and the platform takes a fee. */
async function twoCurrencies() {
  const usd = await equityCampaign(ctx);
  const eur = await equityCampaign(ctx, { currencyCode: 'EUR' });
  const alice = await readyInvestor(ctx);
  const bob = await readyInvestor(ctx);
  await fundWallet(ctx, alice.id, 1_000_00);
  await fundWallet(ctx, alice.id, 700_00, 'EUR');
  await fundWallet(ctx, bob.id, 500_00);
  for (const [who, campaign, amount] of [
    [alice, usd.campaign, 250_00],
    [alice, eur.campaign, 500_00],
    [bob, usd.campaign, 100_00],
  ] as const)
    expect((await invest(ctx, who.token, { campaignId: campaign.id, amount })).statusCode).toBe(201);
  await post(db(), {
    idempotencyKey: `test-fee:${randomUUID()}`,
    kind: 'platform_fee',
    campaignId: eur.campaign.id,
    entries: [
      { account: { kind: 'campaign_escrow', currency: 'EUR', campaignId: eur.campaign.id }, amount: -25_00 },
      { account: { kind: 'platform_fees', currency: 'EUR' }, amount: 25_00 },
    ],
  });
  return { usd: usd.campaign, eur: eur.campaign, alice, bob };
}

describe('console money: transactions, wallets, withdrawals, trial balance, journal', () => {
  let money: Awaited<ReturnType<typeof twoCurrencies>>;
  beforeAll(async () => {
    money = await twoCurrencies();
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true });
  });

  it('lists a user’s transfers with their entries, newest first, and filters by kind, currency, campaign and date', async () => {
    const res = await staff.client.get(listUrl('transactions', { filter: { userId: money.alice.id } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(4);
    const rows = res.json() as Transfer[];
    expect(rows.map((t) => t.kind)).toEqual(['investment', 'investment', 'wallet_topup', 'wallet_topup']);
    for (const t of rows) {
      expect(t.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
      expect(t.entries.some((e) => e.userId === money.alice.id && e.userEmail === money.alice.email)).toBe(true);
    }
    const eur = (await staff.client.get(listUrl('transactions', { filter: { userId: money.alice.id, currency: 'EUR' } }))).json();
    expect(eur.map((t: Transfer) => [t.kind, t.currency, t.amount])).toEqual([
      ['investment', 'EUR', 500_00],
      ['wallet_topup', 'EUR', 700_00],
    ]);
    const invested = await staff.client.get(listUrl('transactions', { filter: { kind: 'investment', campaignId: money.usd.id } }));
    expect(totalOf(invested)).toBe(2);
    expect((invested.json() as Transfer[]).every((t) => t.campaignId === money.usd.id && t.kind === 'investment')).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(totalOf(await staff.client.get(listUrl('transactions', { filter: { userId: money.bob.id, createdAt_gte: tomorrow } })))).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      totalOf(
        await staff.client.get(listUrl('transactions', { filter: { userId: money.bob.id, createdAt_gte: today, createdAt_lte: today } })),
      ),
    ).toBe(2);
    // Pages: Content-Range says which rows and how many in all.
    const page = await staff.client.get(listUrl('transactions', { filter: { userId: money.alice.id }, range: [1, 2] }));
    expect(page.headers['content-range']).toBe('transactions 1-2/4');
  });

  it('shows one transfer with its entries and accounts; getMany by ids; 404 for an unknown one', async () => {
    const [latest] = (await staff.client.get(listUrl('transactions', { filter: { userId: money.bob.id, kind: 'investment' } }))).json();
    const res = await staff.client.get(`/api/v1/console/transactions/${latest.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: latest.id, kind: 'investment', currency: 'USD', amount: 100_00, campaignId: money.usd.id });
    expect(
      res
        .json()
        .entries.map((e: Entry) => [e.accountKind, e.amount])
        .sort(),
    ).toEqual([
      ['campaign_escrow', 100_00],
      ['investor_wallet', -100_00],
    ]);
    const many = await staff.client.get(listUrl('transactions', { filter: { id: [latest.id, 999_999_999] } }));
    expect((many.json() as Transfer[]).map((t) => t.id)).toEqual([latest.id]);
    expect((await staff.client.get('/api/v1/console/transactions/999999999')).statusCode).toBe(404);
    expect((await staff.client.get('/api/v1/console/transactions/abc')).statusCode).toBe(404);
  });

  it('finds an investment’s transfers by the investment', async () => {
    const investmentId = (await invest(ctx, money.bob.token, { campaignId: money.usd.id, amount: 100_00 })).json().data.data.id as string;
    const res = await staff.client.get(listUrl('transactions', { filter: { investmentId } }));
    expect(totalOf(res)).toBe(1);
    expect(res.json()[0]).toMatchObject({ kind: 'investment', amount: 100_00 });
  });

  it('refuses a malformed filter with a 400 on the filter, not a 500', async () => {
    for (const filter of [{ kind: 'bogus' }, { userId: 'not-a-uuid' }, { createdAt_gte: 'yesterday' }, { campaignId: 'x' }]) {
      const res = await staff.client.get(listUrl('transactions', { filter }));
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'filter', message: expect.any(String) }]);
    }
    expect((await staff.client.get('/api/v1/console/ledger/journal.csv?from=soon')).statusCode).toBe(400);
  });

  it('lists investor wallets with the ledger’s balances; by currency, by user, by e-mail', async () => {
    const res = await staff.client.get(listUrl('wallets', { filter: { userId: money.alice.id }, sort: ['currency', 'ASC'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(2);
    const rows = res.json() as { currency: string; balance: number; userEmail: string }[];
    expect(rows.map((w) => [w.currency, w.balance, w.userEmail])).toEqual([
      ['EUR', await balanceOf(db(), { kind: 'investor_wallet', currency: 'EUR', userId: money.alice.id }), money.alice.email],
      ['USD', await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: money.alice.id }), money.alice.email],
    ]);
    expect(rows.map((w) => w.balance)).toEqual([200_00, 750_00]);
    const byEmail = await staff.client.get(listUrl('wallets', { filter: { q: money.bob.email.toUpperCase(), currency: 'USD' } }));
    expect((byEmail.json() as { userEmail: string }[]).map((w) => w.userEmail)).toEqual([money.bob.email]);
    // Only wallets: escrow and fee accounts are not listed.
    const all = (await staff.client.get(listUrl('wallets', { range: [0, 999] }))).json() as { userId: string | null }[];
    expect(all.every((w) => typeof w.userId === 'string')).toBe(true);

    const csv = csvOf(
      await staff.client.get(`/api/v1/console/wallets/export.csv?filter=${encodeURIComponent(JSON.stringify({ userId: money.alice.id }))}`),
    );
    expect(csv.map((r) => [r.currency, Number(r.balance_minor), r.email]).sort()).toEqual([
      ['EUR', 200_00, money.alice.email],
      ['USD', 750_00, money.alice.email],
    ]);
  });

  it('shows the trial balance per currency: debits equal credits, the wallets and escrow as the entries say', async () => {
    const res = await staff.client.get('/api/v1/console/ledger/trial-balance');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      balanced: boolean;
      currencies: {
        currency: string;
        debit: number;
        credit: number;
        net: number;
        balanced: boolean;
        rows: { accountKind: string; balance: number }[];
      }[];
    };
    expect(body.balanced).toBe(true);
    const codes = body.currencies.map((c) => c.currency);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'USD']));
    for (const c of body.currencies) {
      expect(c).toMatchObject({ net: 0, balanced: true });
      expect(c.debit).toBe(c.credit);
      expect(c.rows.reduce((sum, r) => sum + r.balance, 0)).toBe(0);
    }
    const eur = body.currencies.find((c) => c.currency === 'EUR')!;
    expect(eur.rows.find((r) => r.accountKind === 'platform_fees')!.balance).toBeGreaterThanOrEqual(25_00);
    // Before any of this money moved: nothing of it (the database may hold the seed's older transfers).
    const before = await staff.client.get('/api/v1/console/ledger/trial-balance?until=2000-01-01');
    expect(before.json()).toMatchObject({ balanced: true, currencies: [] });
  });

  it('exports the journal: one line per entry, summing to zero per currency, within the date range', async () => {
    const all = csvOf(await staff.client.get('/api/v1/console/ledger/journal.csv'));
    const check = await checkLedger(db());
    expect(all).toHaveLength(check.entries);
    for (const total of Object.values(sumByCurrency(all))) expect(total).toBe(0);
    for (const r of all) expect(Number(r.amount_minor)).toBe(Number(r.credit_minor) - Number(r.debit_minor));
    const alice = all.filter((r) => r.owner === money.alice.email);
    expect(alice.map((r) => [r.kind, r.account_kind, r.currency, Number(r.amount_minor)]).sort()).toEqual(
      [
        ['investment', 'investor_wallet', 'EUR', -500_00],
        ['investment', 'investor_wallet', 'USD', -250_00],
        ['wallet_topup', 'investor_wallet', 'EUR', 700_00],
        ['wallet_topup', 'investor_wallet', 'USD', 1_000_00],
      ].sort(),
    );

    // A moment between two movements: only the later one is in the range.
    const mid = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fundWallet(ctx, money.bob.id, 42_00, 'EUR');
    const later = csvOf(await staff.client.get(`/api/v1/console/ledger/journal.csv?from=${encodeURIComponent(mid.toISOString())}`));
    expect(later.map((r) => [r.kind, r.account_kind, Number(r.amount_minor)]).sort()).toEqual([
      ['wallet_topup', 'gateway_clearing', -42_00],
      ['wallet_topup', 'investor_wallet', 42_00],
    ]);
    expect(sumByCurrency(later)).toEqual({ EUR: 0 });
    const earlier = csvOf(await staff.client.get(`/api/v1/console/ledger/journal.csv?to=${encodeURIComponent(mid.toISOString())}`));
    expect(earlier).toHaveLength(all.length);
    expect(csvOf(await staff.client.get('/api/v1/console/ledger/journal.csv?from=2000-01-01&to=2000-12-31'))).toEqual([]);
  });

  it('exports the filtered transactions in the journal format, not limited to a page', async () => {
    const filter = encodeURIComponent(JSON.stringify({ userId: money.alice.id, currency: 'USD' }));
    const rows = csvOf(await staff.client.get(`/api/v1/console/transactions/export.csv?filter=${filter}`));
    expect(new Set(rows.map((r) => r.transfer_id)).size).toBe(2);
    expect(rows).toHaveLength(4);
    expect(sumByCurrency(rows)).toEqual({ USD: 0 });
  });

  it('exports the filtered investments with amounts in minor units and the currency code', async () => {
    const filter = encodeURIComponent(JSON.stringify({ campaignId: money.eur.id }));
    const rows = csvOf(await staff.client.get(`/api/v1/console/investments/export.csv?filter=${filter}`));
    expect(rows.map((r) => [r.investor_email, r.currency, Number(r.amount_minor), r.status])).toEqual([
      [money.alice.email, 'EUR', 500_00, 'success'],
    ]);
    expect(Number(rows[0]!.transfer_id)).toBeGreaterThan(0);
  });

  it('lists withdrawals read-only, the bank account by its last four digits only, and exports them', async () => {
    const [row] = await db()
      .insert(withdrawals)
      .values({
        userId: money.bob.id,
        currency: 'USD',
        amount: 60_00,
        fee: 2_00,
        accountType: 'checking',
        bankName: '=Bank of Tests',
        accountNumberSealed: 'sealed-secret',
        accountNumberLast4: '6789',
        routingNumber: '021000021',
      })
      .returning();
    const res = await staff.client.get(listUrl('withdrawals', { filter: { userId: money.bob.id } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(1);
    expect(res.json()[0]).toMatchObject({
      id: row!.id,
      userEmail: money.bob.email,
      amount: 60_00,
      fee: 2_00,
      status: 0,
      accountNumberLast4: '6789',
    });
    expect(res.body).not.toContain('sealed-secret');
    expect(res.body).not.toContain('021000021');
    expect(totalOf(await staff.client.get(listUrl('withdrawals', { filter: { userId: money.bob.id, status: 2 } })))).toBe(0);
    const csv = csvOf(
      await staff.client.get(`/api/v1/console/withdrawals/export.csv?filter=${encodeURIComponent(JSON.stringify({ q: 'bank of tests' }))}`),
    );
    // A cell that a spreadsheet would run as a formula is defused.
    expect(csv.map((r) => [r.email, Number(r.amount_minor), Number(r.fee_minor), r.currency, r.bank_name, r.account_last4])).toEqual([
      [money.bob.email, 60_00, 2_00, 'USD', "'=Bank of Tests", '6789'],
    ]);
  });

  it('answers only staff: 401 without a session, 403 for an investor', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    for (const url of [
      '/api/v1/console/transactions',
      '/api/v1/console/transactions/1',
      '/api/v1/console/transactions/export.csv',
      '/api/v1/console/wallets',
      '/api/v1/console/wallets/export.csv',
      '/api/v1/console/withdrawals',
      '/api/v1/console/withdrawals/export.csv',
      '/api/v1/console/investments/export.csv',
      '/api/v1/console/ledger/trial-balance',
      '/api/v1/console/ledger/journal.csv',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp() })).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(investor.token), remoteAddress: nextIp() })).statusCode, url).toBe(
        403,
      );
    }
  });
});
