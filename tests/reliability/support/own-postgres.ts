import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server programs installed (Debian keeps them under /usr/lib/postgresql). */
function serverBin(): string | null {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? join(onPath, '..') : null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function runAs(): string[] | null {
  if (process.getuid?.() !== 0) return [];
  return spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0 ? ['runuser', '-u', 'postgres', '--'] : null;
}

/** Why this machine cannot run a PostgreSQL server of the test's own, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  if (!serverBin()) return 'no initdb found (install the PostgreSQL server: apt-get install postgresql)';
  if (!runAs()) return 'running as root without a postgres user to run the server as';
  return null;
}

export type OwnPostgres = { url: (db: string) => string; start: () => void; stop: () => void; destroy: () => void };

/** A throwaway PostgreSQL server: initdb in a temporary folder, on its own port, trust auth. */
export function startOwnPostgres(port: number): OwnPostgres {
  const bin = serverBin()!;
  const prefix = runAs()!;
  const dir = mkdtempSync(join(tmpdir(), 'cf-pg-'));
  if (prefix.length)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    );
  const pg = (program: string, args: string[]) => {
    const [cmd, ...rest] = [...prefix, join(bin, program), ...args];
    const res = spawnSync(cmd!, rest, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${program} ${args[0]} failed: ${res.stdout}${res.stderr}`);
  };
  const data = join(dir, 'data');
  pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const ctl = (action: string, ...extra: string[]) =>
    pg('pg_ctl', [action, '-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', ...extra]);
  ctl('start');
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start: () => ctl('start'),
    // Fast: every session is cut at once, as when the server is restarted for an upgrade or a failover.
    stop: () => ctl('stop', '-m', 'fast'),
    destroy: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
