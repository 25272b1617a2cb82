/** A run's result as staff read it: `{ closed: 2, failed: 0 }` → "closed: 2, failed: 0"; anything else as JSON. */
export function resultText(result: unknown): string {
  if (result === null || result === undefined) return '';
  if (typeof result !== 'object' || Array.isArray(result)) return JSON.stringify(result);
  return Object.entries(result as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

/** A moment in the reader's language, to the second. */
export const dateTimeText = (iso: string | null, locale: string): string =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }) : '';

/** What the status column says: a running run whose instance stopped beating is "stalled". */
export const statusKey = (run: { status: string; stale: boolean }): string => (run.stale ? 'stale' : run.status);
