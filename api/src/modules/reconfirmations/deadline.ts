import { endOfDayIn } from '../investments/withdraw';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone; an unknown zone counts as UTC. */
export function dayIn(at: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return at.toISOString().slice(0, 10);
  }
  const parts = format.formatToParts(at);
  const n = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${n('year')}-${n('month')}-${n('day')}`;
}

/** The n-th business day (Monday to Friday) after a calendar day, the day itself not counted. */
export function addBusinessDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  let left = n;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}

/** The end (site time zone) of the n-th business day after the one an instant falls on. */
export function businessDeadline(from: Date, n: number, timeZone: string): Date {
  return endOfDayIn(addBusinessDays(dayIn(from, timeZone), n), timeZone);
}
