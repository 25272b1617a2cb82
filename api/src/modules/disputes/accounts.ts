import { type Database, type disputes, ledgerAccounts, ledgerEntries } from '@cf/db';
import { eq } from 'drizzle-orm';
import type { AccountRef } from '../ledger/index';
import type { Leg } from './plan';

export type DisputeRow = typeof disputes.$inferSelect;

/** The idempotency keys of one dispute's transfers: each movement once, whoever arrives. */
export const disputeKeys = {
  opened: (id: string) => `dispute:${id}`,
  won: (id: string) => `dispute:${id}:won`,
  /** Keyed by what was recovered before: each recovery is a new state, retried safely. */
  recovery: (id: string, recoveredBefore: number) => `dispute:${id}:recovery:${recoveredBefore}`,
  writeOff: (id: string) => `dispute:${id}:write-off`,
} as const;

/** Whose accounts a dispute's legs name. */
export type LegOwners = { currency: string; provider: string; campaignId: number | null; payerId: string };

/** The ledger account of one leg (see plan.ts). The platform's own funds arrive by its bank account: the offline route. */
export function accountOfLeg(leg: Leg, o: LegOwners): AccountRef {
  const campaignId = () => {
    if (o.campaignId === null) throw new Error(`a dispute leg ${leg} needs a campaign`);
    return o.campaignId;
  };
  switch (leg) {
    case 'clearing':
      return { kind: 'gateway_clearing', currency: o.currency, provider: o.provider };
    case 'platform':
      return { kind: 'gateway_clearing', currency: o.currency, provider: 'offline' };
    case 'escrow':
      return { kind: 'campaign_escrow', currency: o.currency, campaignId: campaignId() };
    case 'receivable':
      return { kind: 'owner_receivable', currency: o.currency, campaignId: campaignId() };
    case 'wallet':
      return { kind: 'investor_wallet', currency: o.currency, userId: o.payerId };
    case 'fees':
      return { kind: 'platform_fees', currency: o.currency };
  }
}

type AccountRow = { kind: string; currency: string; userId: string | null; campaignId: number | null; provider: string | null };

/** An account row as the ledger's AccountRef names it. */
export function refOfRow(a: AccountRow): AccountRef {
  if (a.userId !== null) return { kind: a.kind as 'investor_wallet', currency: a.currency, userId: a.userId };
  if (a.campaignId !== null) return { kind: a.kind as 'campaign_escrow', currency: a.currency, campaignId: a.campaignId };
  if (a.provider !== null) return { kind: 'gateway_clearing', currency: a.currency, provider: a.provider };
  return { kind: a.kind as 'platform_fees', currency: a.currency };
}

/** The entries of one transfer with their accounts. */
export const entriesOf = (tx: Database, transferId: number) =>
  tx
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      userId: ledgerAccounts.userId,
      campaignId: ledgerAccounts.campaignId,
      provider: ledgerAccounts.provider,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transferId, transferId));

/**
 * The entries that undo a dispute's opening transfer, read from the ledger itself: each negated,
 * except that money taken from a campaign's escrow goes to the payer's wallet (plan.ts'
 * reversalOf says why). Entries on one account are summed; those that cancel out are dropped.
 */
export async function reversalEntries(tx: Database, row: DisputeRow): Promise<{ account: AccountRef; amount: number }[]> {
  const opened = row.transferIds[0];
  if (opened === undefined) return [];
  const sums = new Map<string, { account: AccountRef; amount: number }>();
  for (const entry of await entriesOf(tx, opened)) {
    const account: AccountRef =
      entry.kind === 'campaign_escrow' ? { kind: 'investor_wallet', currency: entry.currency, userId: row.payerId } : refOfRow(entry);
    const key = JSON.stringify(account);
    const sum = sums.get(key) ?? { account, amount: 0 };
    sum.amount -= entry.amount;
    sums.set(key, sum);
  }
  return [...sums.values()].filter((e) => e.amount !== 0);
}
