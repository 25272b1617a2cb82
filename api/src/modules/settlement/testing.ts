import {
  campaigns,
  campaignSettlements,
  type Database,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  notifications,
} from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, nextIp, type StaffClient, type TestContext } from '../../../test/app';
import { dayFromToday } from '../../../test/campaigns-public';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf } from '../ledger/index';

/** Test helpers of the settlement's API tests (not shipped: imported by *.test.ts only). */

type Pay = { amount: number; paymentType?: 'wallet' | 'offline' | 'sandbox' };

/**
 * A live USD equity campaign ($25 a share) whose investors paid the given amounts: from their
 * wallets, offline (confirmed by staff unless `pending`), or by the sandbox checkout (paid unless
 * `pending`). Each investor is a new one.
 */
export async function campaignWithInvestors(
  ctx: TestContext,
  staff: StaffClient,
  props: NonNullable<Parameters<typeof equityCampaign>[1]> & { minimumRaise: number },
  pays: (Pay & { pending?: boolean })[],
) {
  const { campaign, owner } = await equityCampaign(ctx, { goal: 20_000_00, maximumRaise: 20_000_00, availableShares: 800, ...props });
  const investors = [];
  for (const pay of pays) {
    const investor = await readyInvestor(ctx);
    const paymentType = pay.paymentType ?? 'wallet';
    if (paymentType === 'wallet') await fundWallet(ctx, investor.id, pay.amount);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: pay.amount, paymentType });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data.data as { id: string; checkoutUrl?: string };
    const sessionId = made.checkoutUrl?.split('/').pop();
    if (paymentType === 'offline' && !pay.pending)
      expect((await staff.post(`/api/v1/console/investments/${made.id}/confirm-offline`)).statusCode).toBe(200);
    if (paymentType === 'sandbox' && !pay.pending)
      expect((await completeSandbox(ctx, investor.token, sessionId!, 'paid')).statusCode).toBe(200);
    investors.push({ ...investor, investmentId: made.id, amount: pay.amount, sessionId });
  }
  return { campaign, owner, investors };
}

export const completeSandbox = (ctx: TestContext, token: string, sessionId: string, outcome: 'paid' | 'failed') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/sandbox/sessions/${sessionId}/complete`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { outcome },
  });

/** Its closing day was yesterday: the close job's next run closes it. */
export const closedYesterday = (db: Database, id: number) =>
  db
    .update(campaigns)
    .set({ closingDate: dayFromToday(-1) })
    .where(eq(campaigns.id, id));

export const walletOf = (db: Database, userId: string) => balanceOf(db, { kind: 'investor_wallet', currency: 'USD', userId });

export const campaignOf = async (db: Database, id: number) => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

export const settlementOf = async (db: Database, id: number) =>
  (await db.select().from(campaignSettlements).where(eq(campaignSettlements.campaignId, id)))[0];

export const investmentStatus = async (db: Database, id: string) =>
  (await db.select({ status: investments.status }).from(investments).where(eq(investments.id, id)))[0]!.status;

/** The entries of the transfer with this key, as "kind:provider" → amount (summed), and how many transfers carry it. */
export async function transferByKey(db: Database, key: string) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      provider: ledgerAccounts.provider,
      amount: ledgerEntries.amount,
      transferKind: ledgerTransfers.kind,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransfers.idempotencyKey, key));
  const entries: Record<string, number> = {};
  for (const r of rows) {
    const name = r.provider ? `${r.kind}:${r.provider}` : r.kind;
    entries[name] = (entries[name] ?? 0) + r.amount;
  }
  return { kind: rows[0]?.transferKind ?? null, entries };
}

/** The settlement's notifications to these users: who, which sentence, its parameters and link. */
export const settlementNotes = (db: Database, userIds: string[]) =>
  db
    .select({ userId: notifications.userId, key: notifications.messageKey, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'settlement')));
