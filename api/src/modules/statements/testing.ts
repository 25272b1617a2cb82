// Fixtures of the statements' tests (module and job): a quarter to state and an investor whose
// quarter is worked by hand. Not used by the application.
import { type Database, ledgerEntries, ledgerTransfers, repaymentAllocations, repayments, users } from '@cf/db';
import type { LedgerTransferKind } from '@cf/domain/ledger';
import { quarterOf } from '@cf/domain/statements';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { dateIn } from '../../lib/site-date';
import { siteContext } from '../investor-profile/index';
import { accountId, type AccountRef, post } from '../ledger/index';
import { boundsOf } from './period';

/** The quarter we are in (site time zone), and an instant in the next one, when the job states it. */
export async function currentQuarter(db: Database) {
  const { timezone } = await siteContext(db);
  const bounds = boundsOf(quarterOf(dateIn(timezone, new Date())), timezone);
  return { ...bounds, timezone, jobNow: new Date(bounds.to.getTime() + 36 * 3_600_000) };
}

/**
 * A transfer dated in the past (the ledger stamps "now"; a statement needs history before its
 * quarter). Written as post() writes it, in one transaction: the database still checks the sums.
 */
export async function backdated(
  db: Database,
  kind: LedgerTransferKind,
  createdAt: Date,
  entries: { account: AccountRef; amount: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await Promise.all(entries.map((e) => accountId(tx, e.account)));
    const [transfer] = await tx
      .insert(ledgerTransfers)
      .values({ idempotencyKey: `test-backdated:${randomUUID()}`, kind, createdAt })
      .returning({ id: ledgerTransfers.id });
    await tx
      .insert(ledgerEntries)
      .values(entries.map((e, i) => ({ transferId: transfer!.id, accountId: ids[i]!, currency: e.account.currency, amount: e.amount })));
  });
}

const sandbox = (currency = 'USD') => ({ kind: 'gateway_clearing' as const, currency, provider: 'sandbox' });
const wallet = (userId: string, currency = 'USD') => ({ kind: 'investor_wallet' as const, currency, userId });

/** Money in a wallet before the quarter: the statement's opening balance. */
export async function openingBalance(db: Database, userId: string, amount: number, before: Date) {
  await backdated(db, 'wallet_topup', new Date(before.getTime() - 10 * 86_400_000), [
    { account: sandbox(), amount: -amount },
    { account: wallet(userId), amount },
  ]);
}

/**
 * The hand-worked quarter (USD): $300.00 in the wallet before it; in it a $1,000.00 top-up, two
 * investments from the wallet ($250.00 and $100.00), the $100.00 one refunded when its campaign
 * failed, an interest instalment paid ($12.50 to this investor: $8.00 principal, $4.50 interest)
 * and a $150.00 withdrawal requested.
 * Closing: 300 + 1,000 − 350 + 100 + 12.50 − 150 = $912.50.
 */
export async function handWorkedInvestor(ctx: TestContext, quarterStart: Date, props: { firstName?: string; lastName?: string } = {}) {
  const db = ctx.handle.db;
  const investor = await readyInvestor(ctx);
  await db
    .update(users)
    .set({ firstName: props.firstName ?? 'Amira', lastName: props.lastName ?? 'Statement' })
    .where(eq(users.id, investor.id));
  await openingBalance(db, investor.id, 300_00, quarterStart);
  await fundWallet(ctx, investor.id, 1_000_00);
  const kept = await equityCampaign(ctx, { campaignName: 'Kept Campaign Ltd' });
  const failed = await equityCampaign(ctx, { campaignName: 'Failed Campaign Ltd' });
  for (const [campaign, amount] of [
    [kept.campaign, 250_00],
    [failed.campaign, 100_00],
  ] as const) {
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount });
    expect(res.statusCode, res.body).toBe(201);
  }
  const escrow = (campaignId: number) => ({ kind: 'campaign_escrow' as const, currency: 'USD', campaignId });
  await post(db, {
    idempotencyKey: `test-refund:${randomUUID()}`,
    kind: 'investment_refund',
    campaignId: failed.campaign.id,
    entries: [
      { account: escrow(failed.campaign.id), amount: -100_00 },
      { account: wallet(investor.id), amount: 100_00 },
    ],
  });
  // The owner pays a $25.00 instalment; this investor's allocation is half of it.
  const distributions = { kind: 'distributions' as const, currency: 'USD', campaignId: kept.campaign.id };
  await post(db, {
    idempotencyKey: `test-funding:${randomUUID()}`,
    kind: 'distribution_funding',
    campaignId: kept.campaign.id,
    entries: [
      { account: sandbox(), amount: -25_00 },
      { account: distributions, amount: 25_00 },
    ],
  });
  const transfer = await post(db, {
    idempotencyKey: `test-credit:${randomUUID()}`,
    kind: 'distribution_credit',
    campaignId: kept.campaign.id,
    entries: [
      { account: distributions, amount: -12_50 },
      { account: wallet(investor.id), amount: 12_50 },
    ],
  });
  const [repayment] = await db
    .insert(repayments)
    .values({
      campaignId: kept.campaign.id,
      number: 1,
      kind: 'interest',
      currency: 'USD',
      principal: 16_00,
      interest: 9_00,
      amount: 25_00,
      dueDate: new Date().toISOString().slice(0, 10),
      status: 'paid',
      paidAt: new Date(),
      transferId: transfer.id,
    })
    .returning({ id: repayments.id });
  await db
    .insert(repaymentAllocations)
    .values({ repaymentId: repayment!.id, userId: investor.id, invested: 250_00, principal: 8_00, interest: 4_50, amount: 12_50 });
  await post(db, {
    idempotencyKey: `test-withdrawal:${randomUUID()}`,
    kind: 'withdrawal_hold',
    entries: [
      { account: wallet(investor.id), amount: -150_00 },
      { account: { kind: 'pending_withdrawals', currency: 'USD', userId: investor.id }, amount: 150_00 },
    ],
  });
  return { investor, kept, failed };
}

/** The hand-worked quarter's figures, as GET /statements/{id} answers them. */
export const HAND_WORKED_USD = {
  currencyCode: 'USD',
  opening: 300_00,
  closing: 912_50,
  lines: {
    topUps: 1_000_00,
    investments: -350_00,
    refunds: 100_00,
    distributions: 12_50,
    repaymentsPaid: 0,
    withdrawals: -150_00,
    withdrawalsReturned: 0,
    other: 0,
  },
  received: { principal: 8_00, interest: 4_50, dividends: 0, other: 0 },
  directInvestments: 0,
};
