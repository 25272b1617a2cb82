// What the console reads back after staff close or cancel a campaign (issue 9, settlement).
import { z } from './zod-setup';

export const SETTLEMENT_OUTCOMES = ['successful', 'unsuccessful', 'cancelled'] as const;

/** A campaign's settlement: minor units of its currency; the fee rate in basis points. */
export const settlementOut = z.object({
  outcome: z.enum(SETTLEMENT_OUTCOMES),
  currency: z.string(),
  raised: z.number(),
  feeBps: z.number(),
  fee: z.number(),
  net: z.number(),
  refunded: z.number(),
  investors: z.number(),
  settledAt: z.date(),
});

/**
 * POST /console/campaigns/:id/close and /cancel: where the campaign stands — settled (with its
 * settlement), or held in closing while payments in flight are awaited (settlement null).
 */
export const campaignSettlementOut = z.object({
  id: z.number(),
  status: z.number(),
  closingSince: z.date().nullable(),
  settledAt: z.date().nullable(),
  settlement: settlementOut.nullable(),
});
