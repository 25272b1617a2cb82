import type { Database } from '@cf/db';

/** Advisory lock keys of the jobs (the migration lock is 727_001, the socket.io table 727_002). */
export const JOB_LOCKS = { digests: 727_101, outbox: 727_102, cleanup: 727_103 } as const;

export type JobRun<T> = { ran: true; result: T } | { ran: false };

type ReservedConnection = {
  (strings: TemplateStringsArray, ...values: unknown[]): Promise<Record<string, unknown>[]>;
  release: () => void;
};
type PostgresJsClient = { reserve: () => Promise<ReservedConnection> };

/**
 * Runs a job while holding a session-level advisory lock taken with pg_try_advisory_lock on a
 * dedicated connection: across all instances one run holds it, and a run that finds it taken
 * skips the tick instead of waiting. PGlite is one process with one connection: it just runs.
 */
export async function withJobLock<T>(db: Database, key: number, fn: () => Promise<T>): Promise<JobRun<T>> {
  const client = (db as unknown as { $client?: Partial<PostgresJsClient> }).$client;
  if (typeof client?.reserve !== 'function') return { ran: true, result: await fn() };
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
