import type { Database } from '@cf/db';
import { sql } from 'drizzle-orm';

/**
 * Runs `fn` while every `when` write on `table` fails as a database going away would (a trigger
 * raising), then lets writes through again: the try in `fn` rolls back after whatever it asked a
 * provider for. `table` is a test's constant, never input.
 */
export async function whileWritesFail<T>(db: Database, when: 'insert' | 'update', table: string, fn: () => Promise<T>): Promise<T> {
  await db.execute(
    sql`create function cf_test_fail() returns trigger language plpgsql as $$ begin raise exception 'database gone'; end $$`,
  );
  await db.execute(sql.raw(`create trigger cf_test_fail before ${when} on ${table} for each row execute function cf_test_fail()`));
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`drop trigger cf_test_fail on ${table}`));
    await db.execute(sql`drop function cf_test_fail()`);
  }
}
