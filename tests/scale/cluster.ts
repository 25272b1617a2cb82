import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { SERVER_ARGS, SERVER_CWD } from '../support/server-command';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A local S3 (s3rver) with one bucket, as every instance's shared file storage. */
export async function startFakeS3(dir: string, bucket: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/**
 * What every instance must share besides the database: the secrets that sign API tokens, site
 * sessions and encrypt data at rest. Unset, each would generate its own in its DATA_DIR.
 */
export const sharedSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
});

/** One JSON log line of an instance (pino). */
export type LogLine = { level: number; time: number; msg: string; job?: string; outcome?: JobOutcome };
export type JobOutcome =
  { status: 'succeeded' | 'failed' | 'lost'; run: { period: string; instance: string } } | { status: 'skipped'; reason: string };

export type Instance = {
  url: string;
  port: number;
  pid: number;
  /** The job ticks this instance logged (debug level). */
  ticks: LogLine[];
  /** Warnings and errors it logged, and its start-up output. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts the real server (API, site, console on one port) as `npm start` does, with this environment. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-scale-'));
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: SERVER_CWD,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  let pending = '';
  const ticks: LogLine[] = [];
  // Once started, only job ticks, warnings and errors are kept (the debug log is long).
  const onData = (chunk: Buffer) => {
    if (!ready) output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      if (line.includes('"job tick"')) ticks.push(JSON.parse(line) as LogLine);
      else if (ready && /"level":(40|50|60)/.test(line) && output.length < 200_000) output += `${line}\n`;
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes('Platform ready')) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    ticks,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Bench = {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** autocannon (the scripts package's, run as its CLI: the tests package does not depend on it). */
export function autocannon(url: string, seconds: number, connections = 20): Promise<Bench> {
  const cli = join(root, 'scripts/node_modules/autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--json', '-c', String(connections), '-d', String(seconds), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as Bench);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 500)} ${err.slice(0, 500)}`));
      }
    });
  });
}
