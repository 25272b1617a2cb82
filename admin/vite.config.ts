import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The console is served by the API at /admin/ (static files, hash router: one HTML page). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry is react-admin's core with MUI (about 910 kB raw, 300 kB gzip); every resource's
    // views, the data grid and zod are lazy chunks. Warn if the entry grows past this.
    chunkSizeWarningLimit: 950,
    rollupOptions: {
      onwarn(warning, warn) {
        // Known and harmless with lazy views: ra-core's util/index re-exports FieldTitle, which
        // imports util/index back; the entry chunk always runs first, so the order is sound.
        if (warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT' && warning.message.includes('ra-core')) return;
        // zod ships /*#__PURE__*/ comments where Rollup cannot use them; it only drops them.
        if (warning.code === 'INVALID_ANNOTATION' && warning.message.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 3111,
    proxy: { '/api': 'http://127.0.0.1:3110', '/uploads': 'http://127.0.0.1:3110' },
  },
});
