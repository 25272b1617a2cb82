import { type Database, investments } from '@cf/db';
import { and, eq, lt } from 'drizzle-orm';
import { lockOffer, releaseExpiredHolds } from '../modules/investments/index';
import { faultPoint } from '../lib/fault-point';

/**
 * Every minute: gives back the shares and amount that started card or sandbox payments held past
 * their reservation time, campaign by campaign under each offer's lock (the same release an
 * investor's next ask runs), so a campaign nobody visits does not look sold out. A payment that
 * still arrives afterwards is credited to the investor's wallet by the fulfilment.
 */
export async function runExpireHolds(deps: { db: Database }, now: Date = new Date()) {
  const due = await deps.db
    .selectDistinct({ campaignId: investments.campaignId })
    .from(investments)
    .where(and(eq(investments.status, 'pending'), lt(investments.holdExpiresAt, now)));
  for (const { campaignId } of due)
    await deps.db.transaction(async (tx) => {
      await lockOffer(tx, campaignId);
      await releaseExpiredHolds(tx, campaignId, now);
      faultPoint('expire-holds.released');
    });
  return { campaigns: due.length };
}
