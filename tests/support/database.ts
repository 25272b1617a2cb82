import { databaseUrl } from '@cf/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { Platform } from './platform';

/**
 * A direct connection to the platform's database, for arranging what a journey starts from; open
 * during the file's tests. Call it after usePlatform, whose database it needs.
 */
export function useDatabase(platform: Platform) {
  const db = { sql: undefined as unknown as postgres.Sql };
  beforeAll(() => {
    db.sql = postgres(databaseUrl(platform.database!), { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await db.sql?.end({ timeout: 5 });
  });
  return db;
}

/** The id of the user with this e-mail address. */
export async function userIdOf(sql: postgres.Sql, email: string): Promise<string> {
  const [user] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return user!.id;
}
