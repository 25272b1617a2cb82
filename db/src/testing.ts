import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, migrateDatabase, openDatabase } from './client';
import { seedDemoData } from './seed/index';

/** The PostgreSQL server tests use: DATABASE_URL, else the local server (trust auth). */
export const serverUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export const uniqueName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** Creates a database, migrates it and loads the demo data; used as a template for fast copies. */
export async function createTemplateDatabase(
  name = uniqueName('cf_tmpl'),
  seed: (db: Database) => Promise<unknown> = seedDemoData,
): Promise<string> {
  await admin((sql) => sql.unsafe(`create database "${name}"`));
  const handle = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

/** A fresh copy of the template: each test file gets its own database. */
export async function cloneDatabase(template: string, name = uniqueName('cf_test')): Promise<string> {
  await admin((sql) => sql.unsafe(`create database "${name}" template "${template}"`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
}
