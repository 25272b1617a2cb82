import { previousQuarter, quarterDates, quarterOf } from '@cf/domain/statements';
import { dateIn } from '../../lib/site-date';

/** A statement's quarter as instants: [from, to), and its first and last calendar day. */
export type StatementBounds = { period: string; from: Date; to: Date; firstDay: string; lastDay: string };

const parts = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = parts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    parts.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone (an unknown zone counts as UTC). */
export function startOfDay(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  try {
    // Twice: the offset at the first guess may differ from the offset at the answer (a DST change).
    const guess = wall - offsetAt(wall, timeZone);
    return new Date(wall - offsetAt(guess, timeZone));
  } catch {
    return new Date(wall);
  }
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The bounds of a period (e.g. 2026-Q3) in the site's time zone. */
export function boundsOf(period: string, timeZone: string): StatementBounds {
  const { start, end } = quarterDates(period);
  return { period, from: startOfDay(start, timeZone), to: startOfDay(end, timeZone), firstDay: start, lastDay: dayBefore(end) };
}

/** The quarter that ended last at `now` in the site's time zone: the one the job states. */
export const lastEndedQuarter = (now: Date, timeZone: string): string => previousQuarter(quarterOf(dateIn(timeZone, now)));
