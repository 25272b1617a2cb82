import type { Database } from '@cf/db';

export type JobRun<T> = { ran: true; result: T } | { ran: false };

type ReservedConnection = {
  (strings: TemplateStringsArray, ...values: unknown[]): Promise<Record<string, unknown>[]>;
  release: () => void;
};
type PostgresJsClient = { reserve: () => Promise<ReservedConnection> };

/** The `postgres` driver's client behind a database opened on a server (PGlite has no `reserve`). */
function reservingClient(db: Database): PostgresJsClient | null {
  const client: unknown = Reflect.get(db, '$client');
  if (typeof client !== 'function' && (typeof client !== 'object' || client === null)) return null;
  const reserve: unknown = Reflect.get(client, 'reserve');
  return typeof reserve === 'function' ? { reserve: () => reserve.call(client) as Promise<ReservedConnection> } : null;
}

/**
 * Runs a job while holding a session-level advisory lock (keys in ADVISORY_LOCKS of @cf/db) taken
 * with pg_try_advisory_lock on a dedicated connection: across all instances one run holds it, and
 * a run that finds it taken skips the tick instead of waiting. PGlite is one process with one
 * connection: it just runs.
 *
 * Scheduling no longer relies on it (runner.ts claims each period in job_runs); close-campaigns.ts
 * still wraps its run in it, which only matters while an older release runs beside this one.
 */
export async function withJobLock<T>(db: Database, key: number, fn: () => Promise<T>): Promise<JobRun<T>> {
  const client = reservingClient(db);
  if (!client) return { ran: true, result: await fn() };
  const conn = await client.reserve();
  try {
    const [row] = await conn`select pg_try_advisory_lock(${key}) as locked`;
    if (!row?.locked) return { ran: false };
    try {
      return { ran: true, result: await fn() };
    } finally {
      await conn`select pg_advisory_unlock(${key})`.catch(() => undefined);
    }
  } finally {
    conn.release();
  }
}

/**
 * What a job function that may wrap itself in withJobLock did: its result, or an error when the
 * lock was held elsewhere (the run did nothing, so it must not count as its period's run).
 */
export function lockedResult(value: unknown): unknown {
  const isRun = typeof value === 'object' && value !== null && 'ran' in value && typeof value.ran === 'boolean';
  if (!isRun) return value;
  if (!value.ran) throw new Error('another instance holds the job’s advisory lock');
  return 'result' in value ? value.result : undefined;
}
