// Bundles the server (api/src, db/src, packages/*) into one ES module, api/dist/server.mjs, so that a
// start loads one file instead of transpiling some 500 TypeScript modules through tsx: `npm start`,
// the end-to-end, reliability and scale tests and the benchmark all run it (3 s to ready instead of 8).
// Packages from node_modules stay outside the bundle, imported from where this machine's install put
// them, so native addons, WebAssembly and package-relative files load exactly as they do unbundled.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Bare imports resolved here, at build time, and kept external by absolute address. */
const nodeModulesInPlace = {
  name: 'node-modules-in-place',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('node:') || args.path.startsWith('@cf/')) return undefined;
      const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (!resolved.path.includes('/node_modules/')) return undefined; // a Node built-in
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
    // A module that finds files next to itself (migrations, fonts) keeps its own address.
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // As Node resolves: its own conditions, "main" only (no bundler-only "module" builds).
  conditions: ['node'],
  mainFields: ['main'],
  // For debugging (node --enable-source-maps dist/server.mjs); not on by default: every error's stack
  // would then be mapped, slowly, and the 5 MB map kept in memory. The bundle keeps names and paths.
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [nodeModulesInPlace],
});
