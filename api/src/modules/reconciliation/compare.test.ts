import { describe, expect, it } from 'vitest';
import { compareMovements, type Movement } from './compare';

const day = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-21T00:00:00Z') };
const at = (iso: string) => new Date(iso);
const m = (ref: string, amount: number, when = '2026-11-20T12:00:00Z', transferId?: number): Movement => ({
  ref,
  currency: 'USD',
  amount,
  at: at(when),
  ...(transferId === undefined ? {} : { transferId }),
});

describe('compareMovements', () => {
  it('matches references whose totals agree, whatever the order or the side of midnight', () => {
    const result = compareMovements(
      [m('s1', 100_00), m('s2', 50_00, '2026-11-20T23:59:30Z'), m('s2', -50_00, '2026-11-21T09:00:00Z')],
      [m('s1', 100_00, undefined, 1), m('s2', 50_00, '2026-11-21T00:00:05Z', 2), m('s2', -50_00, '2026-11-21T09:00:01Z', 3)],
      day,
    );
    expect(result).toEqual({ providerCount: 2, ledgerCount: 1, matched: 2, differences: [] });
  });

  it('lists what only one side knows, and totals that differ', () => {
    const result = compareMovements(
      [m('s1', 100_00), m('planted', 12_34), m('s3', 70_00)],
      [m('s1', 100_00, undefined, 1), m('lost', -20_00, undefined, 2), m('s3', 75_00, undefined, 3), m('s3', 1, '2026-11-22T10:00:00Z', 4)],
      day,
    );
    expect(result.matched).toBe(1);
    expect(result.differences).toEqual([
      { kind: 'missing_at_provider', reference: 'lost', currency: 'USD', providerAmount: null, ledgerAmount: -20_00, transferIds: [2] },
      { kind: 'missing_in_ledger', reference: 'planted', currency: 'USD', providerAmount: 12_34, ledgerAmount: null, transferIds: [] },
      { kind: 'amount_mismatch', reference: 's3', currency: 'USD', providerAmount: 70_00, ledgerAmount: 75_01, transferIds: [3, 4] },
    ]);
  });

  it('leaves out references with nothing inside the day, and keeps currencies apart', () => {
    const result = compareMovements(
      [m('old', 5_00, '2026-11-19T10:00:00Z'), { ...m('s1', 10_00), currency: 'EUR' }],
      [{ ...m('s1', 10_00, undefined, 9), currency: 'USD' }],
      day,
    );
    expect(result.differences.map((d) => [d.kind, d.currency])).toEqual([
      ['missing_in_ledger', 'EUR'],
      ['missing_at_provider', 'USD'],
    ]);
    expect(result.providerCount + result.ledgerCount).toBe(2);
  });
});
