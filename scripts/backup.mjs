#!/usr/bin/env node
// `npm run backup [-- <folder>]` and `npm run restore -- <folder> [--force]`: the PostgreSQL database
// (pg_dump custom format) and the uploaded files (a tar of the uploads folder), nothing else.
// Plain Node and the PostgreSQL client programs (pg_dump, pg_restore, psql): no dependency.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const DUMP = 'database.dump';
const UPLOADS = 'uploads.tar';

const fail = (msg) => {
  console.error(`\x1b[31m✗ ${msg}\x1b[0m`);
  process.exit(1);
};
const log = (msg) => console.log(`\x1b[36m›\x1b[0m ${msg}`);

/** A PostgreSQL client program: on PATH, else the newest one Debian installs under /usr/lib/postgresql. */
function pgBin(name) {
  if (spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0) return name;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin', name))) return join(base, v, 'bin', name);
  fail(`${name} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client).`);
}

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (res.status !== 0) fail(`${cmd} ${args[0] ?? ''} … exited with ${res.status ?? res.signal}`);
  return res;
}

/** The same settings the server reads (api/src/config.ts): DATABASE_URL, DATA_DIR, UPLOADS_DIR. */
function settings() {
  const url = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
  const uploadsDir = resolve(process.env.UPLOADS_DIR ?? join(dataDir, 'uploads'));
  if (!url)
    fail(
      'DATABASE_URL is not set: the embedded database (PGlite) is the folder ' +
        `${join(dataDir, 'pglite')}. Back it up by copying ${dataDir} while the platform is stopped.`,
    );
  return { url, dataDir, uploadsDir };
}

/**
 * The secrets the platform generated in DATA_DIR when JWT_SECRET / SESSION_SECRET were not set:
 * the encryption key of secrets at rest (TOTP, SSNs) derives from jwt-secret, so a restore
 * without it could not read them. Kept beside the dump, readable by the owner only.
 */
const SECRETS = ['jwt-secret', 'session-secret'];

const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function backup(target) {
  const { url, dataDir, uploadsDir } = settings();
  const started = Date.now();
  const dir = resolve(target ?? join(root, 'backups', stamp()));
  if (existsSync(dir) && readdirSync(dir).length > 0) fail(`${dir} is not empty: give a new folder.`);
  mkdirSync(dir, { recursive: true });
  log(`dumping the database to ${join(dir, DUMP)}`);
  // Custom format: compressed, and pg_restore can restore it table by table or in parallel.
  run(pgBin('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dir, DUMP)}`, `--dbname=${url}`]);
  log(`archiving the uploads (${uploadsDir})`);
  mkdirSync(uploadsDir, { recursive: true });
  run('tar', ['-cf', join(dir, UPLOADS), '-C', uploadsDir, '.']);
  const secrets = SECRETS.filter((name) => existsSync(join(dataDir, name)));
  for (const name of secrets) copyFileSync(join(dataDir, name), join(dir, name));
  for (const name of secrets) chmodSync(join(dir, name), 0o600);
  const manifest = {
    secrets,
    createdAt: new Date().toISOString(),
    database: new URL(url).pathname.slice(1),
    files: { [DUMP]: size(join(dir, DUMP)), [UPLOADS]: size(join(dir, UPLOADS)) },
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`backup written to ${dir} (database ${manifest.files[DUMP]} bytes, uploads ${manifest.files[UPLOADS]} bytes, ${manifest.seconds} s)`);
}

/** How many tables the target database already has in its public schema. */
function tablesIn(url) {
  const res = spawnSync(pgBin('psql'), ['-X', '-q', '-t', '-A', '-c', "select count(*) from pg_tables where schemaname = 'public'", url], {
    encoding: 'utf8',
  });
  if (res.status !== 0) fail(`cannot reach the database to restore into: ${res.stderr.trim()}`);
  return Number(res.stdout.trim());
}

function restore(source, force) {
  if (!source) fail('usage: npm run restore -- <backup folder> [--force]');
  const { url, dataDir, uploadsDir } = settings();
  const dir = resolve(source);
  for (const file of [DUMP, UPLOADS]) if (!existsSync(join(dir, file))) fail(`${join(dir, file)} is missing: not a backup folder.`);
  const started = Date.now();
  const tables = tablesIn(url);
  const uploads = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
  // Restoring over live data would mix two states of the money: only into an empty target, unless told.
  if (!force && (tables > 0 || uploads > 0))
    fail(
      `the target is not empty (${tables} tables, ${uploads} entries in ${uploadsDir}): restore into an empty database, or add --force.`,
    );
  log(`restoring the database from ${join(dir, DUMP)}`);
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  run(pgBin('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...clean,
    `--dbname=${url}`,
    join(dir, DUMP),
  ]);
  log(`restoring the uploads into ${uploadsDir}`);
  if (force) rmSync(uploadsDir, { recursive: true, force: true });
  mkdirSync(uploadsDir, { recursive: true });
  run('tar', ['-xf', join(dir, UPLOADS), '-C', uploadsDir]);
  mkdirSync(dataDir, { recursive: true });
  for (const name of SECRETS.filter((n) => existsSync(join(dir, n)))) {
    if (force || !existsSync(join(dataDir, name))) copyFileSync(join(dir, name), join(dataDir, name));
    else log(`kept the ${name} already in ${dataDir} (the backup's differs? restore with --force to replace it)`);
  }
  const manifest = existsSync(join(dir, 'manifest.json')) ? JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) : {};
  log(`restored the backup of ${manifest.createdAt ?? 'an unknown date'} in ${(Date.now() - started) / 1000} s`);
}

const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((a) => !a.startsWith('--'));
if (command === 'backup') backup(args[0]);
else if (command === 'restore') restore(args[0], rest.includes('--force'));
else fail(`usage: node scripts/backup.mjs backup [folder] | restore <folder> [--force] (got ${command ?? 'nothing'})`);
