import { defineConfig } from 'vitest/config';

// Each file starts its own platform (server + database copy) and browser. Two files run at once:
// a journey spends much of its time waiting on the other processes (server, browser, database), so
// two of them keep a two-core machine busy without starving either.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'pglite/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A page may answer slowly on a loaded two-core machine: what a test waits for gets 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
