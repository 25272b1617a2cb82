import { AppError, ConflictError } from '@cf/domain';
import { consoleJobOut, jobRunOut } from '@cf/domain/schemas/job-answers';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { jobRegistry } from '../../jobs/registry';
import { JobRunner } from '../../jobs/runner';
import { recentRuns } from '../../jobs/runs';
import { recordAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/envelope';
import { siteTimezone } from '../../lib/site-date';
import type { App } from '../../types';

/** How many of each job's newest runs the console shows. */
export const RUNS_SHOWN = 10;

const tags = ['console'];
const nameParam = z.object({ name: z.string().max(100) });
const minuteUtc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The scheduled jobs for staff: each with its schedule and newest runs, and "run now". A manual run
 * is a period of its own (manual:<uuid>) claimed like any tick, audited in the claim's transaction;
 * it works on every instance, JOBS_ENABLED or not (that only stops this instance's schedule).
 */
export default async function jobConsoleRoutes(app: App) {
  const runner = new JobRunner<Deps>(app, jobRegistry(app.config.jobs), { log: app.log });
  app.addHook('onClose', () => runner.drain());

  app.get(
    '/jobs',
    { schema: { tags, summary: 'Scheduled jobs and their newest runs', response: { 200: z.array(consoleJobOut), ...errorResponses } } },
    async () => {
      const [runs, timezone] = await Promise.all([
        recentRuns(
          app.db,
          runner.jobs.map((j) => j.name),
          RUNS_SHOWN,
          runner.staleMs,
        ),
        siteTimezone(app),
      ]);
      return runner.jobs.map(({ name, schedule, cadence }) => ({
        name,
        schedule,
        timezone,
        cadence,
        runs: runs.filter((r) => r.job === name),
      }));
    },
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        tags,
        summary: 'Run a job now (refused while it runs on any instance)',
        params: nameParam,
        response: { 200: jobRunOut, ...errorResponses },
      },
    },
    async (request) => {
      const { name } = request.params;
      const job = runner.job(name);
      if (!job)
        throw new AppError('NOT_FOUND', 404, 'jobs.errors.unknown', [{ field: 'name', message: 'jobs.errors.unknown', params: { name } }]);
      const claim = await runner.startManual(job, request.user!.id, (tx, run) =>
        recordAudit(tx, request, { action: 'run', resource: 'jobs', recordId: name, after: { runId: run.id, period: run.period } }),
      );
      if (!claim.run) {
        const since = claim.reason === 'busy' ? minuteUtc(claim.live.startedAt) : '';
        throw new ConflictError('jobs.errors.running', [{ field: 'name', message: 'jobs.errors.running', params: { name, since } }]);
      }
      return { ...claim.run, startedByEmail: request.user!.email, stale: false };
    },
  );
}
