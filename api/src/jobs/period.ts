import type { JOB_CADENCES } from '@cf/domain/schemas/job-answers';
import { dateIn } from '../lib/site-date';

export type Cadence = (typeof JOB_CADENCES)[number];

const MINUTE = 60_000;

/**
 * The scheduled minute of a tick: instances whose clocks differ by a few seconds (or whose timer
 * fired a little late) agree on it, so a tick at 13:59:59.6 and one at 14:00:00.3 claim the same
 * period.
 */
export const scheduledMinute = (at: Date): Date => new Date(Math.round(at.getTime() / MINUTE) * MINUTE);

/**
 * The period a tick at `at` belongs to: the key of the job's one run in it. Minutes and hours are
 * counted in UTC (a daylight-saving change never repeats or skips one); days, months and quarters
 * in the site's time zone, as the cron schedules are.
 */
export function periodOf(cadence: Cadence, at: Date, timezone = 'UTC'): string {
  const iso = scheduledMinute(at).toISOString();
  if (cadence === 'minute') return iso.slice(0, 16);
  if (cadence === 'hour') return iso.slice(0, 13);
  const day = dateIn(timezone, scheduledMinute(at));
  if (cadence === 'day') return day;
  if (cadence === 'month') return day.slice(0, 7);
  return `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
}

/** The period of a run staff start from the console: its own, never shared with a schedule. */
export const manualPeriod = (id: string): string => `manual:${id}`;
