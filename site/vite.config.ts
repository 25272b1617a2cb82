import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

declare module '@remix-run/node' {
  // Single fetch changes what useLoaderData returns; this makes the types follow it.
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The Fastify server mounts build/server/index.js and serves build/client (api/src/web/site.ts).
 * All v3 flags are on so that a later move to React Router v7 is mechanical (design.md).
 */
export default defineConfig({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  server: { port: 3106 },
});
