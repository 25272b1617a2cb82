// What the console reads about scheduled jobs (docs/decisions/010-jobs-run-once.md): each job with
// its schedule and newest runs, one run per (job, period) across all instances.
import { z } from '../zod-setup';
import { nullableString } from './wire';

/** How often a job does its work: once per minute, hour, day, month or quarter. */
export const JOB_CADENCES = ['minute', 'hour', 'day', 'month', 'quarter'] as const;
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

/** One run: its period ("2026-11-25T14", "2026-Q4", "manual:<uuid>"), who started it, how it went. */
export const jobRunOut = z.object({
  id: z.number(),
  job: z.string(),
  period: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(JOB_RUN_STATUSES),
  /** 2 or more: taken over after the instance running it died. */
  attempts: z.number(),
  instance: nullableString,
  /** The staff member who ran it now (manual runs). */
  startedBy: nullableString,
  startedByEmail: nullableString,
  startedAt: z.date(),
  heartbeatAt: z.date(),
  finishedAt: z.date().nullable(),
  /** What the job returned (counts of what it did), as JSON. */
  result: z.unknown(),
  error: nullableString,
  /** Running, but its instance stopped beating: the next tick takes it over. */
  stale: z.boolean(),
});

/** GET /console/jobs: every job, its cron (in the site time zone) and its newest runs, newest first. */
export const consoleJobOut = z.object({
  name: z.string(),
  schedule: z.string(),
  timezone: z.string(),
  cadence: z.enum(JOB_CADENCES),
  runs: z.array(jobRunOut),
});
