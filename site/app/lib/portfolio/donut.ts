import type { PortfolioSlice } from './types';

/** The campaigns the ring names one by one beside the rest; the palette has one more colour, for the rest. */
export const DONUT_NAMED = 8;

/** The campaigns past the named ones, as one slice: how many, their amount and their share. */
export type OtherSlice = { count: number; amount: number; shareBps: number };

/**
 * The ring's slices: the largest campaigns by name (the API sends them largest first) and, when
 * more than one is left, the rest as one "other" slice. A ring of two hundred slivers in nine
 * repeating colours says nothing; the investments table lists every campaign anyway. Shares stay
 * exact: the other slice takes what the named ones leave of the 10,000 basis points.
 */
export function donutSlices(slices: readonly PortfolioSlice[], named = DONUT_NAMED): { named: PortfolioSlice[]; other: OtherSlice | null } {
  if (slices.length <= named + 1) return { named: [...slices], other: null };
  const rest = slices.slice(named);
  return {
    named: slices.slice(0, named),
    other: {
      count: rest.length,
      amount: rest.reduce((sum, s) => sum + s.amount, 0),
      shareBps: rest.reduce((sum, s) => sum + s.shareBps, 0),
    },
  };
}
