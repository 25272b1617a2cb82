/** GET /console/campaigns/:id: the domain's answer as it arrives over JSON (dates as ISO strings). */
import type { consoleCampaignOut, payoutOut, statusHistoryOut, WireOf } from '@cf/domain';

export type CampaignRecord = WireOf<typeof consoleCampaignOut>;
export type Payout = WireOf<typeof payoutOut>;
export type HistoryEntry = WireOf<typeof statusHistoryOut>;
export type Submission = NonNullable<CampaignRecord['submission']>;
