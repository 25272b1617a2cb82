// The bench server's database: what openDatabase() opens for PostgreSQL (same pool options), plus
// the driver's `debug` hook, which sees every statement the API sends. It counts them and, while a
// capture is on, keeps their text and parameters, so the benchmark can count queries per page and
// EXPLAIN what the API actually runs (not SQL copied by hand). BENCH_SQL_TRACE=0 turns it off.
import type { DatabaseHandle } from '@cf/db';
import * as schema from '@cf/db/schema/index';
import { rideOutDroppedConnections } from '@cf/db/resilience';
import postgres from 'postgres';

// drizzle-orm is the database package's dependency, not the scripts' (whose package.json is not
// ours to change): load the very module @cf/db uses, from its folder.
const { drizzle } = (await import(new URL('../node_modules/drizzle-orm/postgres-js/index.js', import.meta.resolve('@cf/db')).href)) as {
  drizzle: (client: unknown, options: { schema: unknown }) => unknown;
};

/** A statement as sent, and when (performance.now(), ms): gaps between them are the time spent between statements. */
export type TracedQuery = { sql: string; parameters: unknown[]; types: unknown[]; at: number };

export const trace = { count: 0, capturing: false, captured: [] as TracedQuery[] };

/** Captures stop by themselves past this many statements: a forgotten capture must not grow forever. */
const CAPTURE_LIMIT = 5_000;

export function openTracedDatabase(url: string, poolSize: number): DatabaseHandle {
  const traced = process.env.BENCH_SQL_TRACE !== '0';
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    prepare: true,
    connection: { plan_cache_mode: 'force_custom_plan' },
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    ...(traced
      ? {
          debug: (_connection: number, sql: string, parameters: unknown[], types: unknown[]) => {
            trace.count++;
            if (!trace.capturing) return;
            trace.captured.push({ sql, parameters: [...parameters], types: [...types], at: performance.now() });
            if (trace.captured.length >= CAPTURE_LIMIT) trace.capturing = false;
          },
        }
      : {}),
  });
  rideOutDroppedConnections(client);
  const db = drizzle(client, { schema }) as unknown as DatabaseHandle['db'];
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    withAdvisoryLock: async (key, fn) => {
      const conn = await client.reserve();
      try {
        await conn`select pg_advisory_lock(${key})`;
        return await fn();
      } finally {
        await conn`select pg_advisory_unlock(${key})`.catch(() => undefined);
        conn.release();
      }
    },
  };
}
