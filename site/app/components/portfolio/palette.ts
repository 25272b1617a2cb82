/** Chart colours, distinct for most colour visions; each slice is also named in the legend and table. */
export const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#be185d', '#475569'];

export const colourOf = (index: number) => PALETTE[index % PALETTE.length]!;

/**
 * The last, neutral colour: the ring's "other campaigns" slice. The ring names at most eight
 * campaigns beside it, or nine without it, so no two of its slices share a colour.
 */
export const OTHER_COLOUR = PALETTE[PALETTE.length - 1]!;
