import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file in its own process (the default): sharing loaded modules across files halves the
    // suite's time, but background work of a closed app (queries after its pool ended) then lands
    // in the next file as unhandled rejections; until every such task ends with app.close(), no.
    isolate: true,
  },
});
