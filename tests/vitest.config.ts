import { defineConfig } from 'vitest/config';

// Each file starts its own platform (server + database copy) and browser; files run one at a
// time so that two cores are enough.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'pglite/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A page may answer slowly on a loaded two-core machine: what a test waits for gets 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
