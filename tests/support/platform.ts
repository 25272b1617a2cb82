import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { SERVER_ARGS, SERVER_CWD } from './server-command';

export type Platform = { url: string; database: string | null; dataDir: string; output: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the whole platform (API, site, console on one port) as `npm start` does, on a copy of the
 * seeded template database (or on embedded PGlite with `{ embedded: true }`), for one test file.
 */
export function usePlatform(options: { embedded?: boolean; env?: Record<string, string | undefined> } = {}): Platform {
  const platform = { url: '', database: null, dataDir: '', output: () => '' } as Platform;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    platform.database = options.embedded ? null : await cloneDatabase(inject('templateDatabase'));
    platform.dataDir = mkdtempSync(join(tmpdir(), 'cf-e2e-'));
    const port = await freePort();
    platform.url = `http://127.0.0.1:${port}`;
    let output = '';
    platform.output = () => output;
    child = spawn(process.execPath, SERVER_ARGS, {
      cwd: SERVER_CWD,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: platform.url,
        DATA_DIR: platform.dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ...(platform.database ? { DATABASE_URL: databaseUrl(platform.database) } : { DATABASE_URL: '' }),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`platform did not start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Platform ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`platform exited with ${code}:\n${output}`));
      });
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (platform.database) await dropDatabase(platform.database);
    if (platform.dataDir) rmSync(platform.dataDir, { recursive: true, force: true });
  });
  return platform;
}

/** Calls the platform's API as a client would (JSON in, JSON out). */
export async function api(
  platform: Pick<Platform, 'url'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
) {
  const res = await fetch(`${platform.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : null, text };
}

/** Signs a staff member in to the console API and returns the session cookie. */
export async function staffCookie(platform: Platform, email = 'admin@demo.test', password = 'Demo!2345'): Promise<string> {
  const res = await fetch(`${platform.url}/api/v1/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
