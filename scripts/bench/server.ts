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
import { findCampaignsToSettle } from '@cf/api/modules/settlement/read';
import { createRemixRequestHandler } from '@mcansh/remix-fastify';
import type { ServerBuild } from '@remix-run/node';
import postgres from 'postgres';
import { openTracedDatabase, trace } from './sql-trace';

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
  // The invest benchmark logs its investors in from distinct forwarded addresses (login is limited per address).
  TRUST_PROXY: 'true',
  JOBS_ENABLED: 'false',
});
const handle = openTracedDatabase(config.databaseUrl!, config.databasePoolSize);
const app = await buildApp(config, { database: handle });

// The statement counter and capture (sql-trace.ts): POST starts a capture, GET ends it and answers
// what was sent since. Only for sequential single requests: a capture under load mixes requests.
app.post('/bench/sql', async () => {
  trace.captured = [];
  trace.capturing = true;
  return { count: trace.count };
});
app.get('/bench/sql', async () => {
  trace.capturing = false;
  return { count: trace.count, queries: trace.captured };
});
// The close job's selection, run by the job's own function (read-only: the bench database holds
// unsettled successful campaigns the job would otherwise settle).
app.get('/bench/close-selection', async () => ({
  ids: await findCampaignsToSettle(handle.db, { today: new Date().toISOString().slice(0, 10), afterId: 0, limit: 50 }),
}));

app.get('/bench/hello', async () => ({ hello: 'world' }));

const bare = postgres(config.databaseUrl!, { max: config.databasePoolSize, onnotice: () => {} });
app.get('/bench/db9', async () => {
  const rows =
    await bare`select id, slug, company_name, raised_amount, goal from campaigns where status = 2 order by created_at desc nulls last, id desc nulls last limit 9`;
  return { data: rows };
});

// A pgbench-like TPC-B transaction (pgbench's default script) on its own tables, scale 10: the
// reference for the invest benchmark, a write transaction with row locks and an insert.
const BRANCHES = 10;
await bare.unsafe(`
  create table if not exists bench_branches (bid int primary key, bbalance bigint not null);
  create table if not exists bench_tellers (tid int primary key, bid int not null, tbalance bigint not null);
  create table if not exists bench_accounts (aid int primary key, bid int not null, abalance bigint not null);
  create table if not exists bench_history (tid int, bid int, aid int, delta bigint, mtime timestamptz);
  insert into bench_branches select b, 0 from generate_series(1, ${BRANCHES}) b on conflict do nothing;
  insert into bench_tellers select t, (t - 1) / 10 + 1, 0 from generate_series(1, ${BRANCHES * 10}) t on conflict do nothing;
  insert into bench_accounts select a, (a - 1) / 100000 + 1, 0 from generate_series(1, ${BRANCHES * 100_000}) a on conflict do nothing;
`);
const pick = (n: number) => 1 + Math.floor(Math.random() * n);
app.get('/bench/pgbench', async () => {
  const [aid, tid, bid, delta] = [pick(BRANCHES * 100_000), pick(BRANCHES * 10), pick(BRANCHES), pick(10_000) - 5_000];
  const balance = await bare.begin(async (tx) => {
    await tx`update bench_accounts set abalance = abalance + ${delta} where aid = ${aid}`;
    const [row] = await tx`select abalance from bench_accounts where aid = ${aid}`;
    await tx`update bench_tellers set tbalance = tbalance + ${delta} where tid = ${tid}`;
    await tx`update bench_branches set bbalance = bbalance + ${delta} where bid = ${bid}`;
    await tx`insert into bench_history (tid, bid, aid, delta, mtime) values (${tid}, ${bid}, ${aid}, ${delta}, current_timestamp)`;
    return row!.abalance as number;
  });
  return { balance };
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
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
