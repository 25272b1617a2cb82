import {
  campaigns,
  type Database,
  disputes,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  paymentSessions,
  users,
} from '@cf/db';
import { DISPUTE_DUE_SOON_DAYS, type DisputeFilter } from '@cf/domain/schemas/disputes';
import { and, count, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { balanceOf } from '../../modules/ledger/index';
import { containsPattern } from '../crud';

const d = disputes;

/** The console's filters; `dueSoon`: open, with evidence due within DISPUTE_DUE_SOON_DAYS (overdue included). */
export function disputeWhere(f: DisputeFilter, now = new Date()): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(d.id, f.id));
  if (f.status) c.push(eq(d.status, f.status));
  if (f.provider) c.push(eq(d.provider, f.provider));
  if (f.kind) c.push(eq(d.kind, f.kind));
  if (f.campaignId) c.push(eq(d.campaignId, f.campaignId));
  if (f.dueSoon)
    c.push(
      and(
        eq(d.status, 'open'),
        isNotNull(d.evidenceDueBy),
        lt(d.evidenceDueBy, new Date(now.getTime() + DISPUTE_DUE_SOON_DAYS * 86_400_000)),
      ),
    );
  if (f.q) {
    const term = containsPattern(f.q);
    c.push(
      or(ilike(d.providerRef, term), ilike(investments.reference, term), ilike(users.email, term), ilike(campaigns.campaignName, term)),
    );
  }
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

/** A dispute with its payer, investment and campaign, in one query. */
export const selectDisputes = (db: Database) =>
  db
    .select({
      id: d.id,
      provider: d.provider,
      providerRef: d.providerRef,
      kind: d.kind,
      status: d.status,
      source: d.source,
      sessionId: d.sessionId,
      purpose: paymentSessions.purpose,
      investmentId: d.investmentId,
      investmentReference: investments.reference,
      campaignId: d.campaignId,
      campaignName: sql<
        string | null
      >`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
      payerId: d.payerId,
      payerEmail: users.email,
      amount: d.amount,
      currency: d.currency,
      reason: d.reason,
      evidenceDueBy: d.evidenceDueBy,
      owed: d.owed,
      recovered: d.recovered,
      writtenOff: d.writtenOff,
      covered: d.covered,
      note: d.note,
      openedAt: d.createdAt,
      closedAt: d.closedAt,
      transferIds: d.transferIds,
    })
    .from(d)
    .innerJoin(users, eq(users.id, d.payerId))
    .innerJoin(paymentSessions, eq(paymentSessions.id, d.sessionId))
    .leftJoin(investments, eq(investments.id, d.investmentId))
    .leftJoin(campaigns, eq(campaigns.id, d.campaignId));

export const countDisputes = (db: Database, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(d)
    .innerJoin(users, eq(users.id, d.payerId))
    .leftJoin(investments, eq(investments.id, d.investmentId))
    .leftJoin(campaigns, eq(campaigns.id, d.campaignId))
    .where(where);

export const disputeSortColumns = { evidenceDueBy: d.evidenceDueBy, openedAt: d.createdAt, amount: d.amount, status: d.status };

/** The money trail: every transfer of the dispute, with its entries' accounts. */
export async function moneyTrail(db: Database, transferIds: number[]) {
  if (transferIds.length === 0) return [];
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      createdAt: ledgerTransfers.createdAt,
      accountKind: ledgerAccounts.kind,
      provider: ledgerAccounts.provider,
      campaignId: ledgerAccounts.campaignId,
      userId: ledgerAccounts.userId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerTransfers.id, transferIds))
    .orderBy(ledgerTransfers.id, ledgerEntries.id);
  const byId = new Map<number, { id: number; kind: string; memo: string | null; createdAt: Date; entries: object[] }>();
  for (const r of rows) {
    const t = byId.get(r.id) ?? { id: r.id, kind: r.kind, memo: r.memo, createdAt: r.createdAt, entries: [] };
    t.entries.push({ accountKind: r.accountKind, provider: r.provider, campaignId: r.campaignId, userId: r.userId, amount: r.amount });
    byId.set(r.id, t);
  }
  return [...byId.values()] as { id: number; kind: string; memo: string | null; createdAt: Date; entries: never[] }[];
}

/** The campaign's receivable and payable now: what a decision on the dispute works from. */
export async function ownerBalances(db: Database, campaignId: number | null, currency: string) {
  if (campaignId === null) return { receivableBalance: null, payoutsFrozen: false, ownerPayable: null };
  const [receivable, payable] = await Promise.all([
    balanceOf(db, { kind: 'owner_receivable', currency, campaignId }),
    balanceOf(db, { kind: 'owner_payable', currency, campaignId }),
  ]);
  return { receivableBalance: receivable, payoutsFrozen: receivable < 0, ownerPayable: payable };
}
