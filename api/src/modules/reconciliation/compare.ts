import type { DifferenceKind } from '@cf/domain/schemas/disputes';

/** One movement of money as either side lists it: net minor units in the provider's sense (in +, out −). */
export type Movement = { ref: string; currency: string; amount: number; at: Date; transferId?: number };

export type Difference = {
  kind: DifferenceKind;
  reference: string;
  currency: string;
  providerAmount: number | null;
  ledgerAmount: number | null;
  transferIds: number[];
};

export type Comparison = {
  /** References with a movement inside the day, at the provider and in the ledger. */
  providerCount: number;
  ledgerCount: number;
  matched: number;
  differences: Difference[];
};

type Group = { ref: string; currency: string; provider: Movement[]; ledger: Movement[]; inDay: { provider: boolean; ledger: boolean } };

const total = (list: Movement[]) => list.reduce((n, m) => n + m.amount, 0);

/**
 * Compares the provider's settled movements with the ledger's, per reference and currency. Both
 * lists cover the day and a margin around it (a payment settled at 23:59 may reach the ledger
 * after midnight, a refund may follow a day later): a reference is judged when either side has a
 * movement inside the day, on its totals over the whole margin. A reference only one side knows
 * is missing at the other; totals that differ are an amount mismatch.
 */
export function compareMovements(provider: Movement[], ledger: Movement[], day: { from: Date; to: Date }): Comparison {
  const groups = new Map<string, Group>();
  const inside = (m: Movement) => m.at >= day.from && m.at < day.to;
  const add = (side: 'provider' | 'ledger', m: Movement) => {
    const key = `${m.ref}\n${m.currency}`;
    const group = groups.get(key) ?? {
      ref: m.ref,
      currency: m.currency,
      provider: [],
      ledger: [],
      inDay: { provider: false, ledger: false },
    };
    group[side].push(m);
    if (inside(m)) group.inDay[side] = true;
    groups.set(key, group);
  };
  provider.forEach((m) => add('provider', m));
  ledger.forEach((m) => add('ledger', m));
  const result: Comparison = { providerCount: 0, ledgerCount: 0, matched: 0, differences: [] };
  for (const g of [...groups.values()].sort((a, b) => a.ref.localeCompare(b.ref) || a.currency.localeCompare(b.currency))) {
    if (!g.inDay.provider && !g.inDay.ledger) continue;
    if (g.inDay.provider) result.providerCount++;
    if (g.inDay.ledger) result.ledgerCount++;
    const providerAmount = g.provider.length ? total(g.provider) : null;
    const ledgerAmount = g.ledger.length ? total(g.ledger) : null;
    const transferIds = [...new Set(g.ledger.flatMap((m) => (m.transferId === undefined ? [] : [m.transferId])))];
    const kind: DifferenceKind | null =
      providerAmount === null
        ? 'missing_at_provider'
        : ledgerAmount === null
          ? 'missing_in_ledger'
          : providerAmount !== ledgerAmount
            ? 'amount_mismatch'
            : null;
    if (kind) result.differences.push({ kind, reference: g.ref, currency: g.currency, providerAmount, ledgerAmount, transferIds });
    else result.matched++;
  }
  return result;
}
