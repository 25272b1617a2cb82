import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the site's server libraries (beside the code, `*.test.ts`). Kept apart from
 * vite.config.ts: the Remix plugin builds the app and has no place in a test run.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.ts'],
    environment: 'node',
  },
});
