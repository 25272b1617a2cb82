import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ADVISORY_LOCKS } from './advisory-locks';
import { rideOutDroppedConnections } from './resilience';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver's database (or a transaction on it): repositories accept this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
  /** Runs fn while holding a session-level advisory lock (one holder across all instances). */
  withAdvisoryLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * Cross-instance signals (LISTEN/NOTIFY); within one process they are delivered locally.
   * `onListen` runs each time the LISTEN is in place: once at first, and again after each
   * reconnection of the listening connection (signals sent while it was away are lost).
   */
  listen: (channel: string, onMessage: (payload: string) => void, onListen?: () => void) => Promise<void>;
  notify: (channel: string, payload: string) => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export type DatabaseOptions = {
  /** A PostgreSQL URL; without it the embedded PGlite database under dataDir is used. */
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      prepare: true,
      // Statements stay prepared (parsed once), but each run is planned for its own values: after
      // five runs PostgreSQL would otherwise settle on a generic plan that cannot know how rare a
      // status or a search word is, and browse with a search fell from 5 ms to 33 ms a query.
      connection: { plan_cache_mode: 'force_custom_plan' },
      // Reconnecting after the server went away: the driver's default backoff grows to 20 s with
      // each failed attempt, so a 3 s restart could leave the platform down for many more.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    });
    rideOutDroppedConnections(client);
    const db = drizzle(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onMessage, onListen) => {
        // postgres.js listens again by itself after its listening connection drops, calling
        // onListen each time.
        await client.listen(channel, onMessage, onListen);
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const pg = new PGlite(options.dataDir ?? 'memory://');
  await pg.waitReady;
  const db = drizzle(pg, { schema }) as unknown as Database;
  // PGlite is one process, one connection: no other instance to lock against or to signal.
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    db,
    kind: 'pglite',
    close: () => pg.close(),
    withAdvisoryLock: (_key, fn) => fn(),
    listen: async (channel, onMessage, onListen) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
      onListen?.();
    },
    notify: async (channel, payload) => {
      for (const fn of listeners.get(channel) ?? []) fn(payload);
    },
  };
}

/** Applies the committed SQL migrations; safe when several instances start at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(ADVISORY_LOCKS.migrations, async () => {
    if (handle.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await migrate(handle.db as never, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder });
    }
  });
}
