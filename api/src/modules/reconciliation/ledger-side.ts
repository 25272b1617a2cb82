import {
  type Database,
  disputes,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  paymentSessions,
  payouts,
  repayments,
} from '@cf/db';
import type { SettledTransaction } from '../../providers/payments/types';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Movement } from './compare';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/**
 * How a transfer's idempotency key names the payment it moved, so both sides can be matched by one
 * reference: a payment session (investments, top-ups, debits, repayments: our session's id), a
 * dispute (the provider's case id) or a payout (the provider's transfer id). Anything else is
 * named by its key, which a difference then shows.
 */
const PATTERNS: { re: RegExp; kind: 'investment' | 'topUp' | 'session' | 'repayment' | 'dispute' | 'payout' }[] = [
  { re: new RegExp(`^investment:${UUID}`), kind: 'investment' },
  { re: new RegExp(`^topup:${UUID}$`), kind: 'topUp' },
  { re: new RegExp(`^(?:debit|repayment-session|checkout):${UUID}`), kind: 'session' },
  { re: new RegExp(`^repayment:${UUID}:`), kind: 'repayment' },
  { re: new RegExp(`^dispute:${UUID}`), kind: 'dispute' },
  { re: new RegExp(`^payout:${UUID}$`), kind: 'payout' },
];

type Row = { transferId: number; key: string; createdAt: Date; currency: string; clearing: number; costs: number };

/**
 * The ledger's movements through one provider's clearing account, transfers made in [from, to),
 * per transfer and currency, in the provider's sense (money in +, out −). What the platform put in
 * itself to cover a provider's fee on a refund (the refund's platform_costs pair) is not the
 * provider's movement: it is added back.
 */
async function clearingRows(db: Database, provider: string, from: Date, to: Date): Promise<Row[]> {
  const ours = sql`${ledgerAccounts.kind} = 'gateway_clearing' and ${ledgerAccounts.provider} = ${provider}`;
  return db
    .select({
      transferId: ledgerTransfers.id,
      key: ledgerTransfers.idempotencyKey,
      createdAt: ledgerTransfers.createdAt,
      currency: ledgerEntries.currency,
      clearing: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ours}), 0)`.mapWith(Number),
      costs: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'platform_costs'), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(gte(ledgerTransfers.createdAt, from), lt(ledgerTransfers.createdAt, to)))
    .groupBy(ledgerTransfers.id, ledgerEntries.currency)
    .having(sql`count(*) filter (where ${ours}) > 0`);
}

/** Each key's id by the kind of record it names. */
function idsByKind(keys: string[]) {
  const ids = { investment: [], topUp: [], session: [], repayment: [], dispute: [], payout: [] } as Record<
    (typeof PATTERNS)[number]['kind'],
    string[]
  >;
  const named = new Map<string, { kind: (typeof PATTERNS)[number]['kind']; id: string }>();
  for (const key of keys)
    for (const p of PATTERNS) {
      const id = p.re.exec(key)?.[1];
      if (!id) continue;
      ids[p.kind].push(id);
      named.set(key, { kind: p.kind, id });
      break;
    }
  return { ids, named };
}

/** The reference of each key (see PATTERNS), in a few batched reads. */
async function referencesOf(db: Database, keys: string[]): Promise<Map<string, string>> {
  const { ids, named } = idsByKind(keys);
  const pairs = async <T extends { id: string; ref: string | null }>(list: string[], read: (l: string[]) => Promise<T[]>) =>
    list.length ? new Map((await read(list)).flatMap((r) => (r.ref ? [[r.id, r.ref] as const] : []))) : new Map<string, string>();
  const [invest, topUps, repay, disputeRefs, payoutRefs] = await Promise.all([
    pairs(ids.investment, (l) =>
      db.select({ id: investments.id, ref: investments.sessionId }).from(investments).where(inArray(investments.id, l)),
    ),
    pairs(ids.topUp, (l) =>
      db
        .select({ id: paymentSessions.subjectId, ref: paymentSessions.id })
        .from(paymentSessions)
        .where(and(inArray(paymentSessions.subjectId, l), eq(paymentSessions.status, 'paid')))
        .orderBy(desc(paymentSessions.createdAt)),
    ),
    pairs(ids.repayment, (l) =>
      db.select({ id: repayments.id, ref: repayments.sessionId }).from(repayments).where(inArray(repayments.id, l)),
    ),
    pairs(ids.dispute, (l) => db.select({ id: disputes.id, ref: disputes.providerRef }).from(disputes).where(inArray(disputes.id, l))),
    pairs(ids.payout, (l) => db.select({ id: payouts.id, ref: payouts.reference }).from(payouts).where(inArray(payouts.id, l))),
  ]);
  const refs = new Map<string, string>();
  for (const key of keys) {
    const n = named.get(key);
    const ref = !n
      ? undefined
      : n.kind === 'investment'
        ? invest.get(n.id)
        : n.kind === 'topUp'
          ? topUps.get(n.id)
          : n.kind === 'repayment'
            ? repay.get(n.id)
            : n.kind === 'dispute'
              ? disputeRefs.get(n.id)
              : n.kind === 'payout'
                ? payoutRefs.get(n.id)
                : n.id;
    refs.set(key, ref ?? key);
  }
  return refs;
}

/** The ledger's side: the clearing account's movements in [from, to), each named by its reference. */
export async function ledgerMovements(db: Database, provider: string, from: Date, to: Date): Promise<Movement[]> {
  const rows = await clearingRows(db, provider, from, to);
  const refs = await referencesOf(db, [...new Set(rows.map((r) => r.key))]);
  return rows
    .map((r) => ({ ref: refs.get(r.key)!, currency: r.currency, amount: -r.clearing - r.costs, at: r.createdAt, transferId: r.transferId }))
    .filter((m) => m.amount !== 0);
}

/**
 * The provider's side, named as the ledger's: a provider may list a payment by its own id for the
 * session (Stripe's cs_…, PayPal's order) or by ours; both become our session's id.
 */
export async function providerMovements(db: Database, settled: SettledTransaction[]): Promise<Movement[]> {
  const refs = [...new Set(settled.map((s) => s.providerRef))];
  const uuids = refs.filter((r) => new RegExp(`^${UUID}$`).test(r));
  const sessions = refs.length
    ? await db
        .select({ id: paymentSessions.id, providerRef: paymentSessions.providerRef })
        .from(paymentSessions)
        .where(or(inArray(paymentSessions.providerRef, refs), ...(uuids.length ? [inArray(paymentSessions.id, uuids)] : [])))
    : [];
  const sessionOf = new Map<string, string>();
  for (const s of sessions) {
    sessionOf.set(s.id, s.id);
    if (s.providerRef) sessionOf.set(s.providerRef, s.id);
  }
  return settled.map((s) => ({ ref: sessionOf.get(s.providerRef) ?? s.providerRef, currency: s.currency, amount: s.amount, at: s.at }));
}
