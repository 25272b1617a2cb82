import { defineConfig } from 'vitest/config';

// The reliability suite (issue 12): crashes, dropped connections, a restarted PostgreSQL, the soak
// and the backups. Each file starts its own servers; one file at a time on two cores.
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
