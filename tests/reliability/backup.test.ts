import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { cloneDatabase, databaseUrl, dropDatabase, uniqueName } from '@cf/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, dataOf, investBody, ledgerOf, tokenOf } from './support/client';
import { freePort, root, type Server, startServer } from './support/server';

/** A 1×1 PNG: a drawn signature, which the platform keeps as a private uploaded file. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every file under a folder, by its path inside it, with the SHA-256 of its bytes. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** npm run backup / npm run restore, with the environment a deployment would give them. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const res = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}`, ms: Date.now() - started };
}

const money = async (sql: postgres.Sql) =>
  sql`select kind, currency, coalesce(user_id::text, campaign_id::text, provider, '') as owner, balance::text
      from ledger_accounts order by kind, currency, owner`;

/**
 * A database with money in it (invested through the real path, with an uploaded signature) is
 * backed up, restored into a fresh database and data folder, and the restored copy passes the
 * ledger check with the same balances and the same file bytes; restoring over it is refused.
 */
describe('backup and restore', () => {
  let source = '';
  let target = '';
  let s3Target = '';
  const dirs: string[] = [];
  let server: Server | undefined;
  const tmp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    source = await cloneDatabase(inject('templateDatabase'));
    target = uniqueName('cf_restore');
    s3Target = uniqueName('cf_restore_s3');
  });
  afterAll(async () => {
    await server?.stop();
    for (const db of [source, target, s3Target]) if (db) await dropDatabase(db);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('restores a backup that passes the ledger check, with the same balances and files', { timeout: 240_000 }, async () => {
    const dataDir = tmp('cf-backup-data-');
    server = await startServer({ port: await freePort(), databaseUrl: databaseUrl(source), dataDir });
    const url = server.url;
    const sql = postgres(databaseUrl(source), { max: 1, onnotice: () => {} });
    const [campaign] = await sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    const offer = dataOf<{ pricePerShare: number; minimumInvestment: number }>(
      await call(url, 'GET', `/api/v1/process-investment/${campaign!.id}/front`),
    );
    const shares = Math.ceil(offer.minimumInvestment / offer.pricePerShare);
    const token = await tokenOf(url);
    // Paid by the sandbox card, signed by hand (a private upload).
    const invested = await call(url, 'POST', '/api/v1/process-investment/', {
      token,
      body: { ...investBody(campaign!.id, shares, 'sandbox'), signature: { type: 'drawn', value: PNG } },
    });
    expect(invested.status, invested.text).toBe(201);
    const { id } = dataOf<{ id: string }>(invested);
    const [{ session_id: sessionId }] = (await sql`select session_id from investments where id = ${id}`) as unknown as [
      { session_id: string },
    ];
    const paid = await call(url, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
    expect(dataOf<{ status: string }>(paid).status).toBe('paid');
    await server.stop();
    const balances = await money(sql);
    const before = await ledgerOf(databaseUrl(source));
    expect(before.balanced).toBe(true);
    await sql.end({ timeout: 5 });
    const uploads = filesOf(join(dataDir, 'uploads'));
    expect(Object.keys(uploads).length).toBeGreaterThan(0);

    // npm run backup: a dump and an archive of the uploads in the folder given.
    const folder = join(tmp('cf-backup-'), 'nightly');
    const backup = npmRun('backup', [folder], { DATABASE_URL: databaseUrl(source), DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    const sizes = Object.fromEntries(readdirSync(folder).map((f) => [f, statSync(join(folder, f)).size]));
    expect(sizes['database.dump']).toBeGreaterThan(0);

    // npm run restore into a fresh, empty database and data folder.
    const admin = postgres(databaseUrl('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${target}"`);
    await admin.end({ timeout: 5 });
    const restoredDir = tmp('cf-restore-data-');
    const env = { DATABASE_URL: databaseUrl(target), DATA_DIR: restoredDir };
    const restore = npmRun('restore', [folder], env);
    expect(restore.status, restore.output).toBe(0);

    const after = await ledgerOf(databaseUrl(target));
    expect(after).toMatchObject({ balanced: true, transfers: before.transfers, entries: before.entries });
    expect(after.currencies).toEqual(before.currencies);
    const restored = postgres(databaseUrl(target), { max: 1, onnotice: () => {} });
    expect(await money(restored)).toEqual(balances);
    const [inv] = await restored`select status from investments where id = ${id}`;
    expect(inv!.status).toBe('success');
    await restored.end({ timeout: 5 });
    expect(filesOf(join(restoredDir, 'uploads'))).toEqual(uploads);
    // The generated secrets come along: what was encrypted with a key derived from them stays readable.
    expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'));

    // Restoring over data is refused without --force (and nothing is touched).
    const again = npmRun('restore', [folder], env);
    expect(again.status).not.toBe(0);
    expect(again.output).toContain('not empty');
    const forced = npmRun('restore', [folder, '--force'], env);
    expect(forced.status, forced.output).toBe(0);
    expect((await ledgerOf(databaseUrl(target))).balanced).toBe(true);

    // The restored copy serves: the platform starts on it and the investment is there.
    server = await startServer({ port: await freePort(), databaseUrl: databaseUrl(target), dataDir: restoredDir });
    expect((await call(server.url, 'GET', '/api/v1/health')).json).toMatchObject({ status: 'ok', database: 'up' });
    console.log(
      `backup: ${sizes['database.dump']} B dump + ${sizes['uploads.tar']} B uploads in ${backup.ms} ms; restore ${restore.ms} ms, forced ${forced.ms} ms`,
    );
  });

  it('backs up an S3 configuration without the files, and restores it only onto S3', { timeout: 120_000 }, async () => {
    const dataDir = tmp('cf-backup-s3-data-');
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'cf-uploads-test', S3_REGION: 'us-east-1' };
    const folder = join(tmp('cf-backup-s3-'), 'nightly');
    const backup = npmRun('backup', [folder], { DATABASE_URL: databaseUrl(source), DATA_DIR: dataDir, ...s3 });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(join(folder, 'uploads.tar'))).toBe(false);
    expect(backup.output).toContain('bucket cf-uploads-test (public/, private/)');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.uploads).toEqual({ driver: 's3', bucket: 'cf-uploads-test' });
    expect(Object.keys(manifest.files)).toEqual(['database.dump']);

    const admin = postgres(databaseUrl('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${s3Target}"`);
    await admin.end({ timeout: 5 });
    const restoredDir = tmp('cf-restore-s3-data-');

    // Onto a local-disk configuration: refused before anything is touched.
    const local = npmRun('restore', [folder], { DATABASE_URL: databaseUrl(s3Target), DATA_DIR: restoredDir });
    expect(local.status).not.toBe(0);
    expect(local.output).toContain('STORAGE_DRIVER=s3');
    expect(readdirSync(restoredDir)).toEqual([]);
    const empty = postgres(databaseUrl(s3Target), { max: 1, onnotice: () => {} });
    expect(await empty`select count(*)::int as n from pg_tables where schemaname = 'public'`).toEqual([{ n: 0 }]);
    await empty.end({ timeout: 5 });

    // Onto S3: the database comes back; a non-empty uploads folder is no obstacle and is left alone.
    const stray = join(restoredDir, 'uploads', 'public');
    mkdirSync(stray, { recursive: true });
    writeFileSync(join(stray, 'keep.txt'), 'untouched');
    const restore = npmRun('restore', [folder], { DATABASE_URL: databaseUrl(s3Target), DATA_DIR: restoredDir, ...s3 });
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toContain('bucket cf-uploads-test must hold the files');
    expect(filesOf(join(restoredDir, 'uploads'))).toEqual({ 'public/keep.txt': filesOf(stray)['keep.txt'] });
    const restored = postgres(databaseUrl(s3Target), { max: 1, onnotice: () => {} });
    const source$ = postgres(databaseUrl(source), { max: 1, onnotice: () => {} });
    const count = async (sql: postgres.Sql) => (await sql`select count(*)::int as n from campaigns`)[0]!.n as number;
    expect(await count(restored)).toBe(await count(source$));
    expect(await count(restored)).toBeGreaterThan(0);
    await restored.end({ timeout: 5 });
    await source$.end({ timeout: 5 });
    expect((await ledgerOf(databaseUrl(s3Target))).balanced).toBe(true);

    // A local-disk backup onto an S3 configuration is refused the same way.
    const localFolder = join(tmp('cf-backup-local-'), 'nightly');
    expect(npmRun('backup', [localFolder], { DATABASE_URL: databaseUrl(source), DATA_DIR: dataDir }).status).toBe(0);
    expect(JSON.parse(readFileSync(join(localFolder, 'manifest.json'), 'utf8')).uploads).toEqual({ driver: 'local' });
    const reverse = npmRun('restore', [localFolder, '--force'], { DATABASE_URL: databaseUrl(s3Target), DATA_DIR: restoredDir, ...s3 });
    expect(reverse.status).not.toBe(0);
    expect(reverse.output).toContain('aws s3 sync');
  });
});
