import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** How the tests start the platform: the bundled server, as `npm start` does (run from api/). */
export const SERVER_ARGS = ['dist/server.mjs'];
export const SERVER_CWD = join(root, 'api');

/**
 * Brings the bundled server, the site and the console up to date with the sources before any test
 * starts them (a no-op when nothing changed), so a test never drives yesterday's build.
 */
export function buildPlatform() {
  const res = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`node scripts/run.mjs build exited with ${res.status ?? res.signal}`);
}
