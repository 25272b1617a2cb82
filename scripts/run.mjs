#!/usr/bin/env node
// The project's only entry point on a fresh clone: `npm start` and `npm test` call this file.
// Plain Node, no dependencies: it bootstraps pnpm into .tools/, installs, builds, then runs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const PNPM_VERSION = '10.34.9';
const pnpmBin = join(root, '.tools/node_modules/.bin/pnpm');

const log = (msg) => console.log(`\x1b[36m›\x1b[0m ${msg}`);
const fail = (msg) => {
  console.error(`\x1b[31m✗ ${msg}\x1b[0m`);
  process.exit(1);
};

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (res.status !== 0) fail(`${[cmd, ...args].join(' ')} exited with ${res.status ?? res.signal}`);
}
const pnpm = (args, options) => run(pnpmBin, args, options);

function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  log(`installing pnpm ${PNPM_VERSION} into .tools/ (no global install)`);
  mkdirSync(join(root, '.tools'), { recursive: true });
  run('npm', ['install', '--prefix', join(root, '.tools'), `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error']);
}

function ensureDependencies() {
  ensurePnpm();
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'));
  const stamp = join(root, 'node_modules/.cf-install-stamp');
  const hash = createHash('sha256').update(lock).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  writeFileSync(stamp, hash);
}

/** Newest modification time under the given paths (files only). */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'build' && entry !== 'dist') walk(join(p, entry));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

const shared = ['packages/domain/src', 'packages/i18n/src', 'pnpm-lock.yaml', 'scripts/precompress.mjs'];
const surfaces = [
  // The server as one bundle (api/bundle.mjs): what `npm start`, the tests and the benchmark run.
  {
    name: 'api',
    stamp: 'api/dist/.stamp',
    inputs: ['api/src', 'api/bundle.mjs', 'api/package.json', 'db/src', 'db/migrations', ...shared],
  },
  { name: 'site', stamp: 'site/build/.stamp', inputs: ['site/app', 'site/public', 'site/vite.config.ts', 'site/package.json', ...shared] },
  {
    name: 'admin',
    stamp: 'admin/dist/.stamp',
    inputs: ['admin/src', 'admin/index.html', 'admin/public', 'admin/vite.config.ts', 'admin/package.json', ...shared],
  },
];

function buildSurfaces({ force = false } = {}) {
  for (const s of surfaces) {
    const stamp = join(root, s.stamp);
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= newest(s.inputs)) continue;
    log(`building the ${s.name}`);
    pnpm(['--filter', `@cf/${s.name}`, 'run', 'build'], { env: { NODE_ENV: 'production' } });
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, new Date().toISOString());
  }
}

/** The benchmark's SSR baseline: a hello-world Remix app built with the site's Remix and React. */
function buildBenchRemix() {
  const dir = 'scripts/bench/remix-hello';
  const stamp = join(root, dir, 'build/.stamp');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newest([`${dir}/app`, `${dir}/vite.config.ts`])) return;
  log('building the benchmark baseline (hello-world Remix)');
  run(join(root, 'scripts/node_modules/.bin/remix'), ['vite:build'], { cwd: join(root, dir), env: { NODE_ENV: 'production' } });
  writeFileSync(stamp, new Date().toISOString());
}

function serverEnv(extra = {}) {
  return { NODE_ENV: 'production', DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'), ...extra };
}

function startServer() {
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    // The demo signs in with Google, Facebook and LinkedIn through a local stand-in provider.
    env: { DEMO_SOCIAL_LOGIN: 'true', ...process.env, ...serverEnv() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** The PostgreSQL server for tests: DATABASE_URL, else 127.0.0.1:5432 (started if we can). */
function ensurePostgres() {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return;
  const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '3'], { stdio: 'ignore' }).status === 0;
  if (ready()) return;
  if (existsSync('/etc/postgresql')) {
    log('starting the local PostgreSQL server');
    for (const version of readdirSync('/etc/postgresql')) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    if (ready()) return;
  }
  fail('Tests need PostgreSQL: set DATABASE_URL, or run a server on 127.0.0.1:5432 that accepts user postgres (trust auth).');
}

/** Browser tests drive the system Chromium; nothing downloads a browser. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('installing Chromium from the distribution (apt-get install chromium)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return;
  }
  fail(`Browser tests need Chromium at ${path} (Debian: apt-get install chromium), or set CHROMIUM_PATH.`);
}

function test() {
  ensureDependencies();
  ensurePostgres();
  ensureChromium();
  const started = Date.now();
  log('type checks (tsc, strict) in every package');
  pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  log('lint (ESLint) and format (Prettier)');
  run(join(root, 'node_modules/.bin/eslint'), ['.', '--max-warnings=0']);
  run(join(root, 'node_modules/.bin/prettier'), ['--check', '.', '--log-level=warn']);
  // Built first: the API tests serve the built site too (its form posts and limits).
  buildSurfaces();
  log('unit and API tests (Vitest, real PostgreSQL)');
  pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@cf/tests', 'run', 'test']);
  log('end-to-end tests (Playwright in Chromium) and the PGlite smoke run');
  pnpm(['--filter', '@cf/tests', 'run', 'test']);
  log('reliability: crashes at each payment step, dropped connections, a restarted PostgreSQL, a 2-minute soak, backups');
  pnpm(['--filter', '@cf/tests', 'run', 'test:reliability']);
  log('several instances: three servers behind nginx on one PostgreSQL, a shared S3 bucket (nginx installed if missing)');
  pnpm(['--filter', '@cf/tests', 'run', 'test:scale']);
  log(`all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

const command = process.argv[2];
switch (command) {
  case 'start':
    ensureDependencies();
    buildSurfaces();
    startServer();
    break;
  case 'build':
    ensureDependencies();
    buildSurfaces({ force: process.argv.includes('--force') });
    break;
  case 'test':
    test();
    break;
  case 'soak':
    // The long soak (10 minutes unless SOAK_SECONDS says otherwise); npm test runs 2 minutes of it.
    ensureDependencies();
    ensurePostgres();
    buildSurfaces();
    pnpm(['--filter', '@cf/tests', 'run', 'test:reliability', 'reliability/soak.test.ts'], {
      env: { SOAK_SECONDS: process.env.SOAK_SECONDS ?? '600' },
    });
    break;
  case 'bench':
    ensureDependencies();
    ensurePostgres();
    buildSurfaces();
    buildBenchRemix();
    run(process.execPath, ['--import', 'tsx', 'bench.ts', ...process.argv.slice(3)], {
      cwd: join(root, 'scripts'),
      env: { NODE_ENV: 'production' },
    });
    break;
  default:
    fail(`usage: node scripts/run.mjs start|build|test|soak|bench (got ${command ?? 'nothing'})`);
}
