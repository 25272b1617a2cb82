import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files in one worker share the loaded modules: each file builds its own app on its own database
    // copy, so nothing a test relies on lives in module state, and loading the ~500 modules once per
    // worker instead of once per file halves the suite's time.
    isolate: false,
  },
});
