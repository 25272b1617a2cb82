#!/usr/bin/env node
// `npm run backup [-- <folder>]` and `npm run restore -- <folder> [--force]`: the PostgreSQL database
// (pg_dump custom format) and the uploaded files (a tar of the uploads folder), nothing else. With
// STORAGE_DRIVER=s3 the files stay in the bucket: the backup records it and the provider keeps them.
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

/** The same settings the server reads (api/src/config.ts): DATABASE_URL, DATA_DIR, UPLOADS_DIR, STORAGE_DRIVER, S3_BUCKET. */
function settings() {
  const url = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
  const uploadsDir = resolve(process.env.UPLOADS_DIR ?? join(dataDir, 'uploads'));
  if (!url)
    fail(
      'DATABASE_URL is not set: the embedded database (PGlite) is the folder ' +
        `${join(dataDir, 'pglite')}. Back it up by copying ${dataDir} while the platform is stopped.`,
    );
  const driver = process.env.STORAGE_DRIVER || 'local';
  if (driver !== 'local' && driver !== 's3') fail(`STORAGE_DRIVER must be local or s3 (got ${driver}).`);
  const bucket = process.env.S3_BUCKET;
  if (driver === 's3' && !bucket) fail('S3_BUCKET is required when STORAGE_DRIVER=s3.');
  return { url, dataDir, uploadsDir, driver, bucket };
}

/** With S3 the files are not in the backup: the bucket is backed up by its provider. */
const bucketAdvice = (bucket) =>
  `the uploads live in the S3 bucket ${bucket} (public/, private/) and are NOT in this backup: ` +
  `back them up with the provider (bucket versioning or replication), or copy them with ` +
  `\`aws s3 sync s3://${bucket} <folder>\`.`;

/**
 * The secrets the platform generated in DATA_DIR when JWT_SECRET / SESSION_SECRET were not set:
 * the encryption key of secrets at rest (TOTP, SSNs) derives from jwt-secret, so a restore
 * without it could not read them. Kept beside the dump, readable by the owner only.
 */
const SECRETS = ['jwt-secret', 'session-secret'];

const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function backup(target) {
  const { url, dataDir, uploadsDir, driver, bucket } = settings();
  const started = Date.now();
  const dir = resolve(target ?? join(root, 'backups', stamp()));
  if (existsSync(dir) && readdirSync(dir).length > 0) fail(`${dir} is not empty: give a new folder.`);
  mkdirSync(dir, { recursive: true });
  log(`dumping the database to ${join(dir, DUMP)}`);
  // Custom format: compressed, and pg_restore can restore it table by table or in parallel.
  run(pgBin('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dir, DUMP)}`, `--dbname=${url}`]);
  if (driver === 'local') {
    log(`archiving the uploads (${uploadsDir})`);
    mkdirSync(uploadsDir, { recursive: true });
    run('tar', ['-cf', join(dir, UPLOADS), '-C', uploadsDir, '.']);
  } else log(bucketAdvice(bucket));
  const secrets = SECRETS.filter((name) => existsSync(join(dataDir, name)));
  for (const name of secrets) copyFileSync(join(dataDir, name), join(dir, name));
  for (const name of secrets) chmodSync(join(dir, name), 0o600);
  const manifest = {
    secrets,
    createdAt: new Date().toISOString(),
    database: new URL(url).pathname.slice(1),
    uploads: driver === 's3' ? { driver, bucket } : { driver },
    files: { [DUMP]: size(join(dir, DUMP)), ...(driver === 'local' ? { [UPLOADS]: size(join(dir, UPLOADS)) } : {}) },
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const uploadsNote = driver === 'local' ? `uploads ${manifest.files[UPLOADS]} bytes` : `uploads in bucket ${bucket}, not included`;
  log(`backup written to ${dir} (database ${manifest.files[DUMP]} bytes, ${uploadsNote}, ${manifest.seconds} s)`);
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
  const { url, dataDir, uploadsDir, driver, bucket } = settings();
  const dir = resolve(source);
  const manifestFile = join(dir, 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // Backups made before the manifest recorded the driver are local-disk backups.
  const from = manifest.uploads?.driver ?? 'local';
  // Checked before anything is touched: the files would be in the wrong place for this configuration.
  if (from !== driver)
    fail(
      from === 's3'
        ? `this backup was made with STORAGE_DRIVER=s3 (bucket ${manifest.uploads.bucket}): its uploads are not in it. ` +
            'Restore it with STORAGE_DRIVER=s3 and S3_BUCKET set; nothing was changed.'
        : `this backup holds the uploads as ${UPLOADS} (STORAGE_DRIVER=local) but this configuration uses STORAGE_DRIVER=s3: ` +
            `restore it with STORAGE_DRIVER=local, then copy the files with \`aws s3 sync "$UPLOADS_DIR" s3://${bucket}/\`; nothing was changed.`,
    );
  const needed = driver === 'local' ? [DUMP, UPLOADS] : [DUMP];
  for (const file of needed) if (!existsSync(join(dir, file))) fail(`${join(dir, file)} is missing: not a backup folder.`);
  const started = Date.now();
  const tables = tablesIn(url);
  // With S3 no uploads folder is written, so its content does not matter.
  const uploads = driver === 'local' && existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
  // Restoring over live data would mix two states of the money: only into an empty target, unless told.
  if (!force && (tables > 0 || uploads > 0))
    fail(
      `the target is not empty (${tables} tables, ${uploads} entries in ${uploadsDir}): restore into an empty database, or add --force.`,
    );
  log(`restoring the database from ${join(dir, DUMP)}`);
  if (driver === 's3' && manifest.uploads.bucket !== bucket)
    log(`the backup was made with bucket ${manifest.uploads.bucket}; this configuration uses ${bucket}.`);
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
  if (driver === 'local') {
    log(`restoring the uploads into ${uploadsDir}`);
    if (force) rmSync(uploadsDir, { recursive: true, force: true });
    mkdirSync(uploadsDir, { recursive: true });
    run('tar', ['-xf', join(dir, UPLOADS), '-C', uploadsDir]);
  } else
    console.warn(
      `\x1b[33m! the uploads were not restored: the bucket ${bucket} must hold the files the restored database refers to ` +
        `(public/, private/); bring it back with the provider (versioning, replication or \`aws s3 sync <folder> s3://${bucket}\`).\x1b[0m`,
    );
  mkdirSync(dataDir, { recursive: true });
  for (const name of SECRETS.filter((n) => existsSync(join(dir, n)))) {
    if (force || !existsSync(join(dataDir, name))) copyFileSync(join(dir, name), join(dataDir, name));
    else log(`kept the ${name} already in ${dataDir} (the backup's differs? restore with --force to replace it)`);
  }
  log(`restored the backup of ${manifest.createdAt ?? 'an unknown date'} in ${(Date.now() - started) / 1000} s`);
}

const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((a) => !a.startsWith('--'));
if (command === 'backup') backup(args[0]);
else if (command === 'restore') restore(args[0], rest.includes('--force'));
else fail(`usage: node scripts/backup.mjs backup [folder] | restore <folder> [--force] (got ${command ?? 'nothing'})`);
