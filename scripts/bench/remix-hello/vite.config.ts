import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// The SSR baseline of the benchmark: the same Remix and React versions as the site, nothing else.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench-remix/',
  logLevel: 'warn',
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      basename: '/bench-remix/',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
