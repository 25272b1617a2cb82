import { investments, investorStatements, ledgerAccounts } from '@cf/db';
import type { Statement, StatementItem } from '@cf/domain/schemas/statements';
import { STATEMENT_LINES } from '@cf/domain/statements';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, latestAudit, nextIp, useStaff, useTestApp } from '../../../test/app';
import { pdfText } from '../../../test/identity';
import { readyInvestor } from '../../../test/money';
import { runStatements } from '../../jobs/statements';
import { CONTRACT_FONT_NAMES } from '../contracts/index';
import { balanceOf, checkLedger } from '../ledger/index';
import { statementFigures } from './figures';
import { boundsOf } from './period';
import { backdated, currentQuarter, HAND_WORKED_USD, handWorkedInvestor, openingBalance } from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const get = (url: string, token: string | null) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: nextIp() });

describe('quarterly statements', () => {
  let quarter: Awaited<ReturnType<typeof currentQuarter>>;
  let hand: Awaited<ReturnType<typeof handWorkedInvestor>>;
  let statementId = 0;

  beforeAll(async () => {
    quarter = await currentQuarter(db());
    hand = await handWorkedInvestor(ctx, quarter.from);
    // The job, run in the next quarter, states this one.
    const run = await runStatements(ctx.app, quarter.jobNow);
    expect(run.period).toBe(quarter.period);
    const [row] = await db()
      .select()
      .from(investorStatements)
      .where(and(eq(investorStatements.userId, hand.investor.id), eq(investorStatements.period, quarter.period)));
    statementId = row!.id;
  });

  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true });
  });

  it('states the hand-worked quarter: opening, each movement, what was received, closing', async () => {
    const list = dataOf<StatementItem[]>(await get('/statements', hand.investor.token));
    expect(list).toEqual([
      {
        id: statementId,
        period: quarter.period,
        firstDay: quarter.firstDay,
        lastDay: quarter.lastDay,
        emailedAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    const statement = dataOf<Statement>(await get(`/statements/${statementId}`, hand.investor.token));
    expect(statement.currencies).toEqual([HAND_WORKED_USD]);
    // The closing balance is the wallet's, as the database keeps it.
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: hand.investor.id })).toBe(HAND_WORKED_USD.closing);
  });

  it('reconciles every statement of the run: opening + movements = closing = the wallet’s balance', async () => {
    const made = await db().select().from(investorStatements).where(eq(investorStatements.period, quarter.period));
    expect(made.length).toBeGreaterThan(50);
    const figures = await statementFigures(
      db(),
      made.map((r) => r.userId),
      boundsOf(quarter.period, quarter.timezone),
    );
    // Nothing moved after this quarter, so each closing balance is the balance the ledger keeps now.
    const wallets = await db()
      .select({ userId: ledgerAccounts.userId, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'investor_wallet'));
    for (const row of made)
      for (const c of figures.get(row.userId)!) {
        expect(c.opening + STATEMENT_LINES.reduce((sum, line) => sum + c.lines[line], 0)).toBe(c.closing);
        expect(wallets.find((w) => w.userId === row.userId && w.currency === c.currencyCode)?.balance ?? 0).toBe(c.closing);
      }
    // Every wallet holding money got its statement.
    const holders = wallets.filter((w) => w.balance !== 0).map((w) => w.userId);
    expect(holders.filter((id) => !made.some((r) => r.userId === id))).toEqual([]);
    // The demo's backers paid by bank transfer: those investments are stated beside the wallet.
    const backer = await db()
      .select({ investorId: investments.investorId, amount: investments.amount, currency: investments.currency })
      .from(investments)
      .where(and(eq(investments.status, 'success'), ne(investments.paymentType, 'wallet'), eq(investments.currency, 'USD')))
      .limit(1);
    const paid = await db()
      .select({ amount: investments.amount })
      .from(investments)
      .where(
        and(
          eq(investments.investorId, backer[0]!.investorId),
          eq(investments.status, 'success'),
          ne(investments.paymentType, 'wallet'),
          eq(investments.currency, 'USD'),
        ),
      );
    const usd = figures.get(backer[0]!.investorId)!.find((c) => c.currencyCode === 'USD')!;
    expect(usd.directInvestments).toBe(paid.reduce((sum, r) => sum + r.amount, 0));
  });

  it('agrees with the wallet’s activity log: the same lines, each with the spec’s activity type', async () => {
    const res = await get('/wallet/get-user-wallet-list?currencyCode=USD&limit=50', hand.investor.token);
    const lines = (res.json() as { data: { data: { amount: number; entryType: string; activityType: string; kind: string }[] } }).data.data;
    // The opening top-up is last quarter's; the other six are the statement's activity list.
    expect(lines).toHaveLength(7);
    const inQuarter = lines.slice(0, 6).map((l) => [l.activityType, l.entryType === 'CREDIT' ? l.amount : -l.amount]);
    expect(inQuarter.reverse()).toEqual([
      ['topUp', 1_000_00],
      ['amountInvested', -250_00],
      ['amountInvested', -100_00],
      ['campaignUnsuccessful', 100_00],
      ['distributionCredited', 12_50],
      ['withdrawInitiated', -150_00],
    ]);
    const sum = inQuarter.reduce((total, [, amount]) => total + (amount as number), 0);
    expect(HAND_WORKED_USD.opening + sum).toBe(HAND_WORKED_USD.closing);
  });

  it('is its investor’s and staff’s only: another investor 404, a visitor 401, staff 200 (audited)', async () => {
    const other = await readyInvestor(ctx);
    for (const url of [`/statements/${statementId}`, `/statements/${statementId}/pdf`]) {
      expect((await get(url, other.token)).statusCode).toBe(404);
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, staff.token)).statusCode).toBe(200);
    }
    expect(dataOf<StatementItem[]>(await get('/statements', other.token))).toEqual([]);
    expect((await get('/statements', null)).statusCode).toBe(401);
    expect(await latestAudit(ctx, 'investor_statements', String(statementId))).toMatchObject({
      action: 'view-statement',
      actorId: staff.id,
    });
    expect((await get('/statements/not-a-number/pdf', hand.investor.token)).statusCode).toBe(400);
    expect((await get('/statements/999999999/pdf', hand.investor.token)).statusCode).toBe(404);
  });

  it('downloads as a PDF with the investor’s name, the figures and every wallet line', async () => {
    const res = await get(`/statements/${statementId}/pdf`, hand.investor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Quarterly statement',
      'Amira Statement',
      'Opening balance',
      '$300.00',
      '+$1,000.00',
      '-$350.00',
      '+$100.00',
      '+$12.50',
      '-$150.00',
      'Closing balance',
      '$912.50',
      'Principal repaid $8.00',
      'Interest $4.50',
      // The activity list: each wallet line, with its campaign.
      'Amount invested',
      'Kept Campaign Ltd',
      'Failed Campaign Ltd',
      'Withdraw initiated by user',
    ])
      expect(text).toContain(expected);
  });

  it('writes French, and Arabic right to left with the Arabic font', async () => {
    const fr = pdfText((await get(`/statements/${statementId}/pdf?language=fr`, hand.investor.token)).rawPayload);
    expect(fr).toContain('Relevé trimestriel');
    expect(fr).toContain('Solde de clôture');
    const ar = await get(`/statements/${statementId}/pdf?language=ar`, hand.investor.token);
    expect(ar.statusCode).toBe(200);
    expect(ar.rawPayload.toString('latin1')).toContain(CONTRACT_FONT_NAMES.arabic);
    const text = pdfText(ar.rawPayload);
    // The investor's Latin name is drawn with the Latin font beside the Arabic text.
    expect(text).toContain('Amira Statement');
    expect(text).toMatch(/[\u0600-\u06FF\uFE70-\uFEFF]/);
  });

  it('gives nothing to an investor whose wallet was empty and still all quarter', async () => {
    const emptied = await readyInvestor(ctx);
    const before = new Date(quarter.from.getTime() - 5 * 86_400_000);
    await openingBalance(db(), emptied.id, 40_00, quarter.from);
    await backdated(db(), 'withdrawal_hold', before, [
      { account: { kind: 'investor_wallet', currency: 'USD', userId: emptied.id }, amount: -40_00 },
      { account: { kind: 'pending_withdrawals', currency: 'USD', userId: emptied.id }, amount: 40_00 },
    ]);
    const run = await runStatements(ctx.app, quarter.jobNow);
    expect(run).toMatchObject({ period: quarter.period, made: 0, emailed: 0 });
    expect(await db().select().from(investorStatements).where(eq(investorStatements.userId, emptied.id))).toEqual([]);
  });
});

describe('statement periods in the site’s time zone', () => {
  it('starts and ends a quarter at local midnight, across a daylight-saving change', () => {
    expect(boundsOf('2026-Q3', 'Asia/Dubai')).toEqual({
      period: '2026-Q3',
      from: new Date('2026-06-30T20:00:00Z'),
      to: new Date('2026-09-30T20:00:00Z'),
      firstDay: '2026-07-01',
      lastDay: '2026-09-30',
    });
    // New York is UTC-5 on 1 January and UTC-4 (summer time) on 1 April.
    const ny = boundsOf('2026-Q1', 'America/New_York');
    expect([ny.from.toISOString(), ny.to.toISOString(), ny.lastDay]).toEqual([
      '2026-01-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
      '2026-03-31',
    ]);
    const q4 = boundsOf('2025-Q4', 'UTC');
    expect([q4.from.toISOString(), q4.to.toISOString(), q4.lastDay]).toEqual([
      '2025-10-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2025-12-31',
    ]);
  });
});
