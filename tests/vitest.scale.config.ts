import { defineConfig } from 'vitest/config';

// The several-instances suite (issue 15): three servers behind nginx on one PostgreSQL, with a
// shared S3 bucket. One file; it starts its own servers, nginx (installed if missing) and S3 fake.
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts', './scale/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
