import { CAMPAIGN_STATUS, type CampaignStatus } from '@cf/domain';
import type { DepsOf } from '../../deps';
import { siteToday } from '../../lib/site-date';
import { invalidateBrowse } from './browse-cache';
import { informOwner } from './owner-notice';
import { findCampaignsDueToClose, lockCampaign, updateCampaignStatus } from './repository';

export type CloseDeps = DepsOf<'db' | 'mailer' | 'realtime' | 'publicCache'>;

const BATCH = 50;

/** How an active campaign ends: successful when it raised at least its minimum raise (and something), else unsuccessful. */
export const closingStatus = (raised: number, minimumRaise: number | null): CampaignStatus =>
  raised > 0 && raised >= (minimumRaise ?? 0) ? CAMPAIGN_STATUS.successful : CAMPAIGN_STATUS.unsuccessful;

/**
 * Closes active campaigns whose closing date has passed (the day after it, site time zone):
 * successful when they raised at least the minimum raise, else unsuccessful. Each campaign moves
 * in its own transaction through the status machine (actor "system"), its owner is notified and
 * e-mailed. Idempotent: a closed campaign is no longer active, so a second run finds nothing.
 */
export async function closeDueCampaigns(deps: CloseDeps, now = new Date()): Promise<{ closed: number }> {
  const today = await siteToday(deps, now);
  let closed = 0;
  let afterId = 0;
  for (;;) {
    const due = await findCampaignsDueToClose(deps.db, { today, afterId, limit: BATCH });
    if (due.length === 0) break;
    for (const id of due) {
      afterId = id;
      const result = await deps.db.transaction(async (tx) => {
        // Read again under the lock: another run (or staff) may have closed it meanwhile.
        const row = await lockCampaign(tx, { id });
        if (!row || row.status !== CAMPAIGN_STATUS.active || !row.closingDate || row.closingDate >= today) return null;
        const to = closingStatus(row.raisedAmount, row.minimumRaise);
        const { after } = await updateCampaignStatus(tx, { campaignId: id, to, actor: 'system', actorId: null, reason: null });
        const decision = to === CAMPAIGN_STATUS.successful ? 'successful' : 'unsuccessful';
        return { pending: await informOwner(deps, tx, after, decision, null) };
      });
      if (!result) continue;
      closed++;
      await result.pending?.emit();
    }
  }
  if (closed > 0) invalidateBrowse(deps);
  return { closed };
}
