import { campaigns, campaignOffers, disputes, investments, ledgerAccounts, ledgerEntries, ledgerTransfers, notifications } from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { completeSandbox } from '../settlement/testing';

/** Test helpers of the disputes' API tests (not shipped: imported by *.test.ts only). */

/** An investor's investment of `amount` paid through the sandbox checkout (its session paid), in a new campaign unless given. */
export async function sandboxInvestment(ctx: TestContext, amount: number, campaignId?: number) {
  const made = campaignId === undefined ? await equityCampaign(ctx) : null;
  const id = campaignId ?? made!.campaign.id;
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: id, amount, paymentType: 'sandbox' });
  expect(res.statusCode, res.body).toBe(201);
  const investment = res.json().data.data as { id: string; checkoutUrl: string; reference: string };
  const sessionId = investment.checkoutUrl.split('/').pop()!;
  expect((await completeSandbox(ctx, investor.token, sessionId, 'paid')).statusCode).toBe(200);
  return { campaignId: id, owner: made?.owner, investor, investment, sessionId };
}

export const disputeRow = async (ctx: TestContext, id: string) =>
  (await ctx.handle.db.select().from(disputes).where(eq(disputes.id, id)))[0]!;

export const investmentRow = async (ctx: TestContext, id: string) =>
  (await ctx.handle.db.select().from(investments).where(eq(investments.id, id)))[0]!;

export const campaignCounters = async (ctx: TestContext, id: number) => {
  const [c] = await ctx.handle.db
    .select({ raised: campaigns.raisedAmount, investors: campaigns.investorCount, sold: campaignOffers.sharesSold })
    .from(campaigns)
    .leftJoin(campaignOffers, eq(campaignOffers.campaignId, campaigns.id))
    .where(eq(campaigns.id, id));
  return c!;
};

/** The entries of the given transfers as "kind:provider" → amount, summed. */
export async function entriesByAccount(ctx: TestContext, transferIds: number[]) {
  if (transferIds.length === 0) return {};
  const rows = await ctx.handle.db
    .select({ kind: ledgerAccounts.kind, provider: ledgerAccounts.provider, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerEntries.transferId, transferIds));
  const sums: Record<string, number> = {};
  for (const r of rows) {
    const name = r.provider ? `${r.kind}:${r.provider}` : r.kind;
    sums[name] = (sums[name] ?? 0) + r.amount;
  }
  return Object.fromEntries(Object.entries(sums).filter(([, v]) => v !== 0));
}

export const transferKinds = async (ctx: TestContext, ids: number[]) =>
  (
    await ctx.handle.db
      .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((t) => t.kind);

/** The dispute notifications a user received, by sentence. */
export const disputeNotes = async (ctx: TestContext, userId: string) =>
  (
    await ctx.handle.db
      .select({ key: notifications.messageKey })
      .from(notifications)
      .where(and(eq(notifications.userId, userId)))
  )
    .map((n) => n.key)
    .filter((k) => k.startsWith('disputes.'));
