import { achRefunds, achTransfers, type Database, paymentSessions } from '@cf/db';
import { TransferEventType } from 'plaid';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { minorOfPlaid, plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { ProviderKeys, SettledTransaction } from '../../providers/payments/types';
import type { RouteMode } from '../payment-gateways/adapters';

/** Plaid lists at most 25 events a page. */
const PAGE = 25;

/**
 * Plaid's own record between two instants: each debit's settlement in, each return of a settled
 * debit and each settled refund out (a return before settlement moved no money).
 */
async function plaidSettled(tx: Database, keys: ProviderKeys, from: Date, to: Date): Promise<SettledTransaction[]> {
  const client = plaidClient(keys);
  const out: SettledTransaction[] = [];
  const returned: { ref: string; transferId: string; amount: number; at: Date }[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await plaidCall(() =>
      client.transferEventList({
        start_date: from.toISOString(),
        end_date: to.toISOString(),
        event_types: [TransferEventType.Settled, TransferEventType.Returned, TransferEventType.RefundSettled],
        count: PAGE,
        offset,
      }),
    );
    for (const e of page.transfer_events) {
      const amount = minorOfPlaid(e.event_amount ?? e.transfer_amount ?? '0');
      const at = new Date(e.timestamp);
      if (e.event_type === TransferEventType.Settled) out.push({ providerRef: e.transfer_id, amount, currency: 'USD', at });
      else if (e.event_type === TransferEventType.RefundSettled)
        out.push({ providerRef: e.refund_id ?? e.transfer_id, amount: -amount, currency: 'USD', at });
      else returned.push({ ref: e.transfer_id, transferId: e.transfer_id, amount, at });
    }
    if (!page.has_more || page.transfer_events.length < PAGE) break;
  }
  if (returned.length > 0) {
    const settled = await tx
      .select({ id: achTransfers.id })
      .from(achTransfers)
      .where(and(inArray(achTransfers.id, [...new Set(returned.map((r) => r.transferId))]), isNotNull(achTransfers.settledAt)));
    const wasSettled = new Set(settled.map((s) => s.id));
    for (const r of returned)
      if (wasSettled.has(r.transferId)) out.push({ providerRef: r.ref, amount: -r.amount, currency: 'USD', at: r.at });
  }
  return out;
}

/**
 * The twin has no bank: what our own sessions say. A twin debit whose session was paid is money in;
 * a return after that, and each twin refund, is money out.
 */
async function twinSettled(tx: Database, from: Date, to: Date): Promise<SettledTransaction[]> {
  // Paid twin debits whose session completed, or was returned, within the window.
  const paidWithin = (at: typeof paymentSessions.completedAt | typeof achTransfers.returnedAt) =>
    tx
      .select({ id: achTransfers.id, amount: achTransfers.amount, currency: achTransfers.currency, at })
      .from(achTransfers)
      .innerJoin(paymentSessions, eq(paymentSessions.id, achTransfers.sessionId))
      .where(and(eq(achTransfers.twin, true), eq(paymentSessions.status, 'paid'), gte(at, from), lt(at, to)));
  const paid = await paidWithin(paymentSessions.completedAt);
  const returned = await paidWithin(achTransfers.returnedAt);
  const refunds = await tx
    .select()
    .from(achRefunds)
    .where(and(eq(achRefunds.twin, true), gte(achRefunds.createdAt, from), lt(achRefunds.createdAt, to)));
  return [
    ...paid.map((p) => ({ providerRef: p.id, amount: p.amount, currency: p.currency, at: p.at! })),
    ...returned.map((r) => ({ providerRef: r.id, amount: -r.amount, currency: r.currency, at: r.at! })),
    ...refunds.map((r) => ({ providerRef: r.id, amount: -r.amount, currency: r.currency, at: r.createdAt })),
  ];
}

/** The settled ACH movements between two instants, for the daily reconciliation (DebitRoute.settled). */
export async function settledAch(tx: Database, mode: RouteMode, from: Date, to: Date): Promise<SettledTransaction[]> {
  if (mode.kind === 'off') return [];
  return mode.kind === 'live' ? plaidSettled(tx, mode.keys, from, to) : twinSettled(tx, from, to);
}
