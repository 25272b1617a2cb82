import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS, SERVER_CWD } from '../../support/server-command';

export const root = dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ServerOptions = { port: number; databaseUrl: string; dataDir: string; env?: Record<string, string> };

/** One run of the platform's server process (as `npm start` runs it), and how it ended. */
export type Server = {
  url: string;
  pid: number;
  output: () => string;
  /** Resolves with the signal (or exit code) the process ended with. */
  exited: Promise<string>;
  stop: () => Promise<string>;
};

/** Starts the whole platform on a fixed port (a restart keeps the address) and waits for it to listen. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: SERVER_CWD,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      // The page cache would hide the database from the reads the tests make.
      PAGE_CACHE_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      if (output.includes('Platform ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`platform exited (${how}) while starting:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The server's resident memory in kB, from /proc (nothing added to the server to measure it). */
export function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}
