import { campaigns } from '@cf/db';
import type { CampaignStatus } from '@cf/domain';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { informOwner } from '../console/campaign-decisions';
import { changeCampaignStatus } from '../modules/campaigns/status';
import { invalidateBrowse } from '../modules/campaigns-public/browse';
import { siteToday } from '../modules/campaigns-public/site-date';
import type { App } from '../types';
import { withJobLock } from './lock';

/** Advisory lock of this job (JOB_LOCKS in ./lock.ts holds 727_101–727_103). */
export const CLOSE_CAMPAIGNS_LOCK = 727_104;
const BATCH = 50;

/**
 * Closes active campaigns whose closing date has passed (the day after it, site time zone):
 * successful when they raised at least the minimum raise, else unsuccessful. Each campaign moves
 * in its own transaction through the status machine (actor "system"), its owner is notified and
 * e-mailed. Idempotent: a closed campaign is no longer active, so a second run finds nothing.
 */
export async function runCloseCampaigns(app: App, now = new Date()) {
  return withJobLock(app.db, CLOSE_CAMPAIGNS_LOCK, async () => {
    const today = await siteToday(app, now);
    let closed = 0;
    let afterId = 0;
    for (;;) {
      const due = await app.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.status, 2), lt(campaigns.closingDate, today), gt(campaigns.id, afterId)))
        .orderBy(asc(campaigns.id))
        .limit(BATCH);
      if (due.length === 0) break;
      for (const { id } of due) {
        afterId = id;
        const result = await app.db.transaction(async (tx) => {
          // Read again under the lock: another run (or staff) may have closed it meanwhile.
          const [row] = await tx
            .select({
              status: campaigns.status,
              raised: campaigns.raisedAmount,
              minimum: campaigns.minimumRaise,
              closingDate: campaigns.closingDate,
            })
            .from(campaigns)
            .where(eq(campaigns.id, id))
            .for('update');
          if (!row || row.status !== 2 || !row.closingDate || row.closingDate >= today) return null;
          const to: CampaignStatus = row.raised > 0 && row.raised >= (row.minimum ?? 0) ? 4 : 5;
          const { after } = await changeCampaignStatus(app, tx, { campaignId: id, to, actor: 'system', actorId: null, reason: null });
          return { pending: await informOwner(app, tx, after, to === 4 ? 'successful' : 'unsuccessful', null) };
        });
        if (!result) continue;
        closed++;
        await result.pending?.emit();
      }
    }
    if (closed > 0) invalidateBrowse(app);
    return { closed };
  });
}
