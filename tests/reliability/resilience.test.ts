import { openDatabase, type DatabaseHandle } from '@cf/db';
import { isConnectionLost } from '@cf/db/resilience';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

/**
 * The database client's own guard (db/src/resilience.ts), on a real server: work cut off by a
 * killed connection is done again where that cannot do it twice, and only there.
 */
describe('the database client rides out a killed connection', () => {
  let database = '';
  let handle: DatabaseHandle;
  let admin: postgres.Sql;
  const rows = async (query: string) => (await handle.db.execute(query)) as unknown as Record<string, unknown>[];
  const killAll = async () => {
    const [row] = await admin<
      { n: number }[]
    >`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = ${database}`;
    return row!.n;
  };

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    handle = await openDatabase({ url: databaseUrl(database), poolSize: 2 });
    admin = postgres(databaseUrl('postgres'), { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.end({ timeout: 5 });
    if (database) await dropDatabase(database);
  });

  it('runs a read again after its connection was killed', async () => {
    await handle.db.execute('select 1');
    expect(await killAll()).toBeGreaterThan(0);
    expect(await rows('select 42 as answer')).toEqual([{ answer: 42 }]);
  });

  it('runs a transaction again from the start when its connection dies before COMMIT, once', async () => {
    await handle.db.execute('create table if not exists drops_probe (n int)');
    let attempts = 0;
    const result = await handle.db.transaction(async (tx) => {
      attempts++;
      await tx.execute(`insert into drops_probe values (${attempts})`);
      if (attempts === 1) await killAll();
      await tx.execute('select pg_sleep(0.05)');
      return attempts;
    });
    expect(result).toBe(2);
    // The first attempt was rolled back by PostgreSQL: only the second one's row is there.
    expect(await rows('select n from drops_probe order by n')).toEqual([{ n: 2 }]);
  });

  it('does not run a write outside a transaction again, and says what a lost connection is', async () => {
    await handle.db.execute('select 1');
    const killing = (async () => {
      await new Promise((r) => setTimeout(r, 100));
      await killAll();
    })();
    const write = handle.db.execute('update drops_probe set n = n + 10 where pg_sleep(1) is not null');
    await expect(write).rejects.toSatisfy(isConnectionLost);
    await killing;
    expect(await rows('select n from drops_probe')).toEqual([{ n: 2 }]);
    expect(isConnectionLost(new Error('syntax'))).toBe(false);
    expect(isConnectionLost({ cause: { code: '57P01' } })).toBe(true);
  });
});
