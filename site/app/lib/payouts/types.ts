import type { WireOf } from '@cf/domain';
import type { ownerPayoutOut, payoutSummaryOut } from '@cf/domain/schemas/payouts';

/** GET /campaigns/equities/:id/payout as it arrives over JSON. */
export type PayoutSummary = WireOf<typeof payoutSummaryOut>;
export type OwnerPayout = WireOf<typeof ownerPayoutOut>;
