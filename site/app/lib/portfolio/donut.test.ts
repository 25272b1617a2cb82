import { describe, expect, it } from 'vitest';
import { DONUT_NAMED, donutSlices } from './donut';
import type { PortfolioSlice } from './types';

/** n slices, largest first, whose shares sum to 10,000 basis points as the API's do. */
function slicesOf(n: number): PortfolioSlice[] {
  const amounts = Array.from({ length: n }, (_, i) => (n - i) * 100_00);
  const total = amounts.reduce((a, b) => a + b, 0);
  const bps = amounts.map((a) => Math.floor((a * 10_000) / total));
  bps[0]! += 10_000 - bps.reduce((a, b) => a + b, 0);
  return amounts.map((amount, i) => ({ currencyCode: 'USD', campaignId: i + 1, campaignName: `C${i + 1}`, amount, shareBps: bps[i]! }));
}

describe('donutSlices', () => {
  it('names every campaign when one more than the named ones or fewer', () => {
    for (const n of [0, 1, DONUT_NAMED, DONUT_NAMED + 1]) {
      const { named, other } = donutSlices(slicesOf(n));
      expect(named.map((s) => s.campaignId)).toEqual(slicesOf(n).map((s) => s.campaignId));
      expect(other).toBeNull();
    }
  });

  it('past that, names the largest and gathers the rest, amounts and shares summing to the whole', () => {
    const all = slicesOf(200);
    const { named, other } = donutSlices(all);
    expect(named.map((s) => s.campaignId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(other!.count).toBe(192);
    expect(other!.amount + named.reduce((sum, s) => sum + s.amount, 0)).toBe(all.reduce((sum, s) => sum + s.amount, 0));
    expect(other!.shareBps + named.reduce((sum, s) => sum + s.shareBps, 0)).toBe(10_000);
  });
});
