import { siteSettings } from '@cf/db';
import fp from 'fastify-plugin';
import cron, { type ScheduledTask } from 'node-cron';
import { runCleanup } from '../jobs/cleanup';
import { runCloseCampaigns } from '../jobs/close-campaigns';
import { runDigests } from '../jobs/digests';
import { runExpireHolds } from '../jobs/expire-holds';
import { runOutboxRetries } from '../jobs/outbox';

/** When the jobs other than the digest run (the digest's time is DIGEST_CRON). */
export const JOB_SCHEDULES = { outbox: '* * * * *', cleanup: '17 3 * * *', closeCampaigns: '7 * * * *', expireHolds: '* * * * *' } as const;

const DEFAULT_DIGEST_CRON = '0 7 * * *';

const validTimezone = (zone: string | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Scheduled jobs (node-cron), registered when JOBS_ENABLED. Every instance schedules them; each
 * run takes an advisory lock, so one instance does the work per tick, and node-cron's noOverlap
 * keeps a slow run from overlapping the next one in this process.
 */
export default fp(async (app) => {
  const tasks: ScheduledTask[] = [];
  const deps = { db: app.db, mailer: app.mailer };

  const schedule = (name: string, expression: string, timezone: string, job: () => Promise<unknown>) => {
    const task = cron.schedule(
      expression,
      async () => {
        try {
          const run = await job();
          app.log.debug({ job: name, run }, 'job finished');
        } catch (err) {
          app.log.error({ err, job: name }, 'job failed');
        }
      },
      { name, timezone, noOverlap: true },
    );
    tasks.push(task);
  };

  app.addHook('onReady', async () => {
    const [settings] = await app.db.select({ timezone: siteSettings.timezone }).from(siteSettings).limit(1);
    const timezone = validTimezone(settings?.timezone) ? settings!.timezone : 'UTC';
    let digestCron = app.config.jobs.digestCron;
    if (!cron.validate(digestCron)) {
      app.log.error({ digestCron }, 'DIGEST_CRON is not a valid cron expression: using the default');
      digestCron = DEFAULT_DIGEST_CRON;
    }
    schedule('notification-digests', digestCron, timezone, () => runDigests(deps));
    schedule('email-outbox', JOB_SCHEDULES.outbox, timezone, () => runOutboxRetries(deps));
    schedule('cleanup', JOB_SCHEDULES.cleanup, timezone, () => runCleanup(deps));
    // Hourly: a campaign closes within the hour after its closing day ends (site time zone).
    schedule('close-campaigns', JOB_SCHEDULES.closeCampaigns, timezone, () => runCloseCampaigns(app));
    // Every minute: started payments past their reservation time give their shares back.
    schedule('expire-holds', JOB_SCHEDULES.expireHolds, timezone, () => runExpireHolds(deps));
  });

  app.addHook('onClose', async () => {
    await Promise.all(tasks.map((task) => task.destroy()));
  });
});
