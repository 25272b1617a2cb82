import { siteSettings } from '@cf/db';
import fp from 'fastify-plugin';
import cron, { type ScheduledTask } from 'node-cron';
import type { Deps } from '../deps';
import { jobRegistry } from '../jobs/registry';
import { JobRunner } from '../jobs/runner';

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
 * Scheduled jobs (node-cron), registered when JOBS_ENABLED. Every instance ticks every job; each
 * tick claims the job's period in job_runs, so one instance does each period's work (runner.ts).
 * A minute tick also takes over runs whose instance died. noOverlap keeps a slow run from
 * overlapping the next tick in this process.
 */
export default fp(async (app) => {
  const tasks: ScheduledTask[] = [];
  let runner: JobRunner<Deps> | undefined;

  app.addHook('onReady', async () => {
    const [settings] = await app.db.select({ timezone: siteSettings.timezone }).from(siteSettings).limit(1);
    const timezone = validTimezone(settings?.timezone) ? settings!.timezone : 'UTC';
    const { digestCron } = app.config.jobs;
    if (!cron.validate(digestCron)) app.log.error({ digestCron }, 'DIGEST_CRON is not a valid cron expression: using the default');
    const jobs = jobRegistry(app.config.jobs);
    const active = new JobRunner<Deps>(app, jobs, { timezone, log: app.log });
    runner = active;
    const every = (expression: string, name: string, tick: () => Promise<unknown>) =>
      tasks.push(
        cron.schedule(
          expression,
          async () => {
            try {
              app.log.debug({ job: name, outcome: await tick() }, 'job tick');
            } catch (err) {
              app.log.error({ err, job: name }, 'job tick failed');
            }
          },
          { name, timezone, noOverlap: true },
        ),
      );
    for (const job of jobs) every(job.schedule, job.name, () => active.fire(job));
    every('* * * * *', 'resume-stale-job-runs', () => active.resumeStale());
  });

  app.addHook('onClose', async () => {
    await Promise.all(tasks.map((task) => task.destroy()));
    await runner?.drain();
  });
});
