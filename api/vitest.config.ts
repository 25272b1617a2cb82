import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files in one worker share the loaded modules: each file builds its own app on its own database
    // copy, and an app's close ends all its background work (the mailer's delivery passes included),
    // so loading the ~500 modules once per worker instead of once per file is safe and takes the
    // suite from about 19 minutes to 7.
    isolate: false,
  },
});
