// The platform as the benchmark measures it: the same buildApp() as production on PostgreSQL, the
// site mounted as server.ts mounts it, and three baselines measured in the same run:
//   /bench/hello        a bare hello-world route of the same Fastify build;
//   /bench/db9          one indexed SELECT of 9 rows through the bare `postgres` driver (the database-backed limit);
//   /bench-remix/       a hello-world Remix route rendering 9 static items (the SSR limit).
// Prints its port on stdout when ready.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '@cf/api/app';
import { loadConfig } from '@cf/api/config';
import { registerSite } from '@cf/api/web/site';
import { openDatabase } from '@cf/db';
import { createRemixRequestHandler } from '@mcansh/remix-fastify';
import type { ServerBuild } from '@remix-run/node';
import postgres from 'postgres';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  // The load comes from one address; the limiter must not be what is measured.
  RATE_LIMIT_MAX: '100000000',
  SEED_DEMO: 'false',
  JOBS_ENABLED: 'false',
});
const handle = await openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
const app = await buildApp(config, { database: handle });

app.get('/bench/hello', async () => ({ hello: 'world' }));

const bare = postgres(config.databaseUrl!, { max: config.databasePoolSize, onnotice: () => {} });
app.get('/bench/db9', async () => {
  const rows =
    await bare`select id, slug, company_name, raised_amount, goal from campaigns where status = 2 order by created_at desc nulls last, id desc nulls last limit 9`;
  return { data: rows };
});

const remixHello = (await import(pathToFileURL(join(root, 'scripts/bench/remix-hello/build/server/index.js')).href)) as ServerBuild;
const helloHandler = createRemixRequestHandler({ build: remixHello, mode: 'production' });
await app.register(async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  scope.all('/bench-remix/*', (request, reply) => helloHandler(request, reply));
  scope.all('/bench-remix', (request, reply) => helloHandler(request, reply));
});

await registerSite(app, join(root, 'site/build'));
app.addHook('onClose', async () => {
  await bare.end({ timeout: 5 });
  await handle.close();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT=${typeof address === 'object' && address ? address.port : 0}\n`);
