import { siteSettings } from '@cf/db';
import type { DepsOf } from '../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type SiteDateDeps = DepsOf<'db' | 'publicCache'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `now` in a time zone; an unknown zone counts as UTC. */
export function dateIn(timeZone: string, now = new Date()): string {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return dateIn('UTC', now);
    }
    formatters.set(timeZone, format);
  }
  return format.format(now);
}

/** The site's time zone (spec §9: dates use it), from the public cache: staff changes drop it. */
export async function siteTimezone(deps: SiteDateDeps): Promise<string> {
  const text = await deps.publicCache.get('campaigns|site-timezone', async () => {
    const [row] = await deps.db.select({ timezone: siteSettings.timezone }).from(siteSettings).limit(1);
    return row?.timezone ?? 'UTC';
  });
  return JSON.parse(text) as string;
}

/** Today in the site's time zone. */
export const siteToday = async (deps: SiteDateDeps, now = new Date()): Promise<string> => dateIn(await siteTimezone(deps), now);

/** Whole days from `today` to the closing date (0 once it has passed), or null without one. */
export function daysBetween(today: string, closingDate: string | null): number | null {
  if (!closingDate) return null;
  const days = Math.round((Date.parse(`${closingDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}
