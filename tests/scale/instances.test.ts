import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { png } from '@cf/api/test/files';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { autocannon, freePort, type Instance, sharedSecrets, startFakeS3, startInstance } from './cluster';
import { api } from '../support/platform';
import { startNginx } from './nginx';

const PASSWORD = 'Demo!2345';
const INVESTOR = 'investor@demo.test';
const STAFF = 'admin@demo.test';
const SLUG = 'harbor-and-vine-bistros';
const CAMPAIGN_PAGE = `/campaign-detail-page/${SLUG}`;

type Json = { status: number; body: Record<string, unknown>; headers: Headers };

/** The platform's API helper against one address (an instance or nginx), the body as an object. */
async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; cookie?: string } = {},
): Promise<Json> {
  const res = await api({ url: base }, method, path, options);
  return { status: res.status, headers: res.headers, body: res.json ?? {} };
}

/** data.data of a success envelope. */
function dataOf<T>(res: Json): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return (res.body.data as { data: T }).data;
}

async function tokenOf(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', '/api/v1/users/login', { body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** A signed-out visitor's page: whether it came from the page cache, and the "Saved by N" it shows. */
async function campaignPage(base: string) {
  const res = await fetch(`${base}${CAMPAIGN_PAGE}`);
  const html = await res.text();
  expect(res.status).toBe(200);
  return { hit: res.headers.get('x-page-cache') === 'hit', saved: Number(/Saved by (\d+)/.exec(html)?.[1]) };
}

function connect(url: string, auth: Record<string, unknown>, transports?: ('polling' | 'websocket')[]): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth,
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
    ...(transports ? { transports } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

function nextEvent<T>(socket: Socket, event: string, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('three instances behind nginx on one PostgreSQL', () => {
  let database = '';
  let tmp = '';
  let sql: postgres.Sql;
  let s3: Awaited<ReturnType<typeof startFakeS3>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const instances: Instance[] = [];
  const sockets: Socket[] = [];
  const front = { all: '', one: '', two: '' };

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    tmp = mkdtempSync(join(tmpdir(), 'cf-scale-run-'));
    s3 = await startFakeS3(join(tmp, 's3'), 'cf-scale-uploads');
    const [all, one, two] = [await freePort(), await freePort(), await freePort()];
    front.all = `http://127.0.0.1:${all}`;
    front.one = `http://127.0.0.1:${one}`;
    front.two = `http://127.0.0.1:${two}`;
    // The same environment for all three, as a deployment gives each instance; own DATA_DIR each.
    const env = {
      DATABASE_URL: databaseUrl(database),
      DATABASE_POOL_SIZE: '5',
      PUBLIC_URL: front.all,
      TRUST_PROXY: '127.0.0.1',
      JOBS_ENABLED: 'true',
      // A minute: a page that changes at once on another instance can only be its NOTIFY.
      PAGE_CACHE_SECONDS: '60',
      RATE_LIMIT_MAX: '1000000',
      // Debug: each job tick is logged with its outcome (the jobs check reads them).
      LOG_LEVEL: 'debug',
      ...sharedSecrets(),
      ...s3.env,
    };
    // Started together, as a deployment would; those that did start are stopped after, whatever happens.
    const started = await Promise.allSettled([0, 1, 2].map(() => startInstance(env)));
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const ports = instances.map((i) => i.port);
    nginx = await startNginx(join(tmp, 'nginx'), [
      { name: 'platform', listen: all, servers: ports },
      { name: 'one_instance', listen: one, servers: ports.slice(0, 1) },
      { name: 'two_instances', listen: two, servers: ports.slice(0, 2) },
    ]);
    sql = postgres(databaseUrl(database), { max: 2, onnotice: () => {} });
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await s3?.close();
    await sql?.end({ timeout: 5 });
    if (database) await dropDatabase(database);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('nginx sends requests to each instance in turn (each keeps its own page cache)', async () => {
    for (const instance of instances) expect((await call(instance.url, 'GET', '/api/v1/health')).status).toBe(200);
    // Round robin: the first three visits are rendered once by each instance, the next three are its kept copy.
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push((await campaignPage(front.all)).hit);
    expect(hits).toEqual([false, false, false, true, true, true]);
  });

  it('a. a session opened through nginx is valid on every instance', async () => {
    const token = await tokenOf(front.all, INVESTOR);
    const me = instances.map((i) => call(i.url, 'GET', '/api/v1/users/me', { token }));
    const ids = (await Promise.all(me)).map((res) => dataOf<{ id: string }>(res).id);
    expect(new Set(ids).size).toBe(1);
    const [investor] = await sql<{ id: string; first_name: string }[]>`select id, first_name from users where email = ${INVESTOR}`;
    expect(ids[0]).toBe(investor!.id);

    // The site's signed cookie (SESSION_SECRET), from its login form through nginx.
    const login = await fetch(`${front.all}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ email: INVESTOR, password: PASSWORD, redirectTo: '/dashboard' }).toString(),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('cf_session='))!
      .split(';')[0]!;
    for (const instance of instances) {
      const page = await fetch(`${instance.url}/dashboard`, { headers: { cookie }, redirect: 'manual' });
      expect(page.status, `instance ${instance.port}`).toBe(200);
      expect(await page.text()).toContain(investor!.first_name);
    }
    const stranger = await fetch(`${instances[2]!.url}/dashboard`, { redirect: 'manual' });
    expect(stranger.status).toBe(302);

    // The console's cookie, from its sign-in through nginx.
    const staff = await fetch(`${front.all}/api/v1/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF, password: PASSWORD }),
    });
    expect(staff.status).toBe(200);
    const staffCookie = staff.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const instance of instances)
      expect((await call(instance.url, 'GET', '/api/v1/console/jobs', { cookie: staffCookie })).status).toBe(200);
  });

  it('b. a tab connected to instance 3 hears of a staff decision taken on instance 1', async () => {
    const [one, two, three] = instances as [Instance, Instance, Instance];
    const token = await tokenOf(three.url, INVESTOR);
    const [investor] = await sql<{ id: string }[]>`select id from users where email = ${INVESTOR}`;
    const staffToken = await tokenOf(one.url, STAFF);
    const identityUnderReview = async () => {
      await sql`delete from kyc_parties where user_id = ${investor!.id}`;
      const [party] = await sql<
        { id: number }[]
      >`insert into kyc_parties (user_id, provider) values (${investor!.id}, 'sandbox') returning id`;
      return party!.id;
    };
    const socketToken = async (base: string) =>
      dataOf<{ socketToken: string }>(await call(base, 'POST', '/api/v1/users/socket-token', { token })).socketToken;

    const party = await identityUnderReview();
    const direct = await connect(three.url, { token: await socketToken(three.url), lang: 'en' }, ['websocket']);
    sockets.push(direct);
    const heard = nextEvent<{ type: string; text: string }>(direct, 'notification', 15_000);
    const decline = await call(one.url, 'POST', `/api/v1/console/kyc/${party}/decline`, {
      token: staffToken,
      body: { reason: 'Blurred photo' },
    });
    expect(decline.status, JSON.stringify(decline.body)).toBe(200);
    expect(await heard).toMatchObject({ type: 'kyc', text: expect.stringContaining('Blurred photo') });

    // As the site's tab connects: through nginx, long-polling first then the WebSocket upgrade.
    const again = await identityUnderReview();
    const viaNginx = await connect(front.all, { token: await socketToken(front.all), lang: 'en' });
    sockets.push(viaNginx);
    // Several polls and the upgrade go by before this point; all must have reached one instance.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(viaNginx.connected).toBe(true);
    const heardToo = nextEvent<{ type: string; text: string }>(viaNginx, 'notification', 15_000);
    const second = await call(two.url, 'POST', `/api/v1/console/kyc/${again}/decline`, {
      token: staffToken,
      body: { reason: 'Expired passport' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await heardToo).toMatchObject({ type: 'kyc', text: expect.stringContaining('Expired passport') });
  });

  it('d. an image uploaded through instance 1 is served by instance 2 (shared bucket)', async () => {
    const [one, two] = instances as [Instance, Instance];
    const token = await tokenOf(one.url, INVESTOR);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(240, 240))], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${one.url}/api/v1/users/me/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { data: { data: { photo: string } } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const path = body.data.data.photo;
    expect(path).toMatch(/^\/uploads\/[^/]+$/);
    const fromOne = await fetch(`${one.url}${path}`);
    const fromTwo = await fetch(`${two.url}${path}`);
    expect(fromOne.status).toBe(200);
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await fromTwo.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
  });

  it('e. a write on instance 1 ends the page instance 2 kept, at once', async () => {
    const [one, two] = instances as [Instance, Instance];
    const token = await tokenOf(one.url, INVESTOR);
    const campaign = dataOf<{ id: number }>(await call(one.url, 'GET', `/api/v1/campaigns/equities/front/${SLUG}`));
    await call(one.url, 'DELETE', `/api/v1/saved-campaigns/${campaign.id}`, { token });
    // Instance 2 keeps the page (after the NOTIFYs of the writes above have reached it).
    await expect.poll(async () => (await campaignPage(two.url)).hit, { timeout: 5_000, interval: 50 }).toBe(true);
    const before = await campaignPage(two.url);
    expect(before.hit).toBe(true);

    const saved = await call(one.url, 'POST', '/api/v1/saved-campaigns', { token, body: { campaignId: campaign.id } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const started = Date.now();
    // The NOTIFY is a database round trip away; without it instance 2 would show the old count for a minute.
    await expect.poll(async () => (await campaignPage(two.url)).saved, { timeout: 1_000, interval: 10 }).toBe(before.saved + 1);
    console.log(`page cache: instance 2 served the fresh page ${Date.now() - started} ms after the write on instance 1`);
  });

  /** The first page of live campaigns as an instance answers it (its browse and count caches). */
  const BROWSE = '/api/v1/campaigns/equities/front';
  async function browse(base: string) {
    const res = await call(base, 'GET', BROWSE);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const data = res.body.data as { data: { id: number; slug: string; savedCount: number }[]; total: number };
    return { cards: data.data, total: data.total };
  }
  const savedOn = async (base: string, id: number) => (await browse(base)).cards.find((c) => c.id === id)?.savedCount;

  /** Polls every instance but the first until each gives the expected answer; the milliseconds it took. */
  async function reachedOthers<T>(read: (base: string) => Promise<T>, expected: T, since: number): Promise<number> {
    const others = instances.slice(1);
    await Promise.all(others.map((i) => expect.poll(() => read(i.url), { timeout: 1_000, interval: 5 }).toEqual(expected)));
    return Date.now() - since;
  }

  it('g. a save and a staff decision on instance 1 reach the browse lists and totals of instances 2 and 3 at once', async () => {
    const [one, two, three] = instances as [Instance, Instance, Instance];
    const token = await tokenOf(one.url, INVESTOR);
    const staffToken = await tokenOf(one.url, STAFF);
    const [staff] = await sql<{ id: string }[]>`select id from users where email = ${STAFF}`;
    const start = await browse(one.url);
    const campaign = start.cards.find((c) => c.slug !== SLUG)!;
    expect(campaign).toBeDefined();
    await call(one.url, 'DELETE', `/api/v1/saved-campaigns/${campaign.id}`, { token });
    await sql`delete from saved_campaigns where campaign_id = ${campaign.id} and user_id = ${staff!.id}`;
    // Instances 2 and 3 settle on the present count (the DELETE's NOTIFY has reached them), and keep it.
    const saved = (await savedOn(one.url, campaign.id))!;
    await reachedOthers((base) => savedOn(base, campaign.id), saved, Date.now());

    // A save made in SQL, behind the API's back, is not seen: the lists are cached (5 s).
    await sql`insert into saved_campaigns (user_id, campaign_id) values (${staff!.id}, ${campaign.id})`;
    expect([await savedOn(two.url, campaign.id), await savedOn(three.url, campaign.id)]).toEqual([saved, saved]);
    // A save through instance 1 empties every instance's lists: both saves show, well before the 5 s.
    const write = Date.now();
    const res = await call(one.url, 'POST', '/api/v1/saved-campaigns', { token, body: { campaignId: campaign.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await savedOn(one.url, campaign.id)).toBe(saved + 2);
    const listTook = await reachedOthers((base) => savedOn(base, campaign.id), saved + 2, write);
    expect(listTook).toBeLessThan(1_000);

    // Totals are kept 30 s: staff hiding the campaign on instance 1 takes it off the others' at once.
    for (const instance of [two, three]) expect((await browse(instance.url)).total).toBe(start.total);
    const hide = Date.now();
    const hidden = await call(one.url, 'POST', `/api/v1/console/campaigns/${campaign.id}/hide`, {
      token: staffToken,
      body: { reason: 'Checking the lists of every instance' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const hideTook = await reachedOthers(async (base) => (await browse(base)).total, start.total - 1, hide);
    expect(hideTook).toBeLessThan(1_000);
    expect((await browse(two.url)).cards.some((c) => c.id === campaign.id)).toBe(false);

    const back = Date.now();
    const reactivated = await call(one.url, 'POST', `/api/v1/console/campaigns/${campaign.id}/reactivate`, {
      token: staffToken,
      body: { reason: null },
    });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    const backTook = await reachedOthers(async (base) => (await browse(base)).total, start.total, back);
    expect(backTook).toBeLessThan(1_000);
    await call(one.url, 'DELETE', `/api/v1/saved-campaigns/${campaign.id}`, { token });
    await sql`delete from saved_campaigns where campaign_id = ${campaign.id} and user_id = ${staff!.id}`;
    console.log(
      `browse caches: instances 2 and 3 showed the save after ${listTook} ms, ` +
        `the hidden campaign's total after ${hideTook} ms, its return after ${backTook} ms`,
    );
  });

  it('h. a menu changed by staff on instance 1 is the menu instances 2 and 3 serve at once', async () => {
    const [one] = instances as [Instance];
    const staffToken = await tokenOf(one.url, STAFF);
    const menusOf = async (base: string) =>
      dataOf<{ id: number; title: string }[]>(await call(base, 'GET', '/api/v1/admin/menus?language=en'));
    const [menu] = await menusOf(one.url);
    expect(menu).toBeDefined();
    const titleOn = async (base: string) => (await menusOf(base)).find((m) => m.id === menu!.id)?.title;
    // Every instance keeps the menus (the public cache has no lifetime: only a NOTIFY can change them).
    await reachedOthers(titleOn, menu!.title, Date.now());
    const record = await call(one.url, 'GET', `/api/v1/console/menus/${menu!.id}`, { token: staffToken });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const rename = async (title: string) => {
      const res = await call(one.url, 'PUT', `/api/v1/console/menus/${menu!.id}`, { token: staffToken, body: { ...record.body, title } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const write = Date.now();
    await rename(`${menu!.title} (new)`);
    const took = await reachedOthers(titleOn, `${menu!.title} (new)`, write);
    expect(took).toBeLessThan(1_000);
    await rename(menu!.title);
    await reachedOthers(titleOn, menu!.title, Date.now());
    console.log(`public cache: instances 2 and 3 served the renamed menu ${took} ms after the write on instance 1`);
  });

  it('f. throughput of a cached API route through nginx, one instance then two (printed, not asserted)', async () => {
    const path = '/api/v1/admin/site-setting/front';
    await autocannon(`${front.two}${path}`, 1); // warm both instances' caches and nginx's keep-alive
    const one = await autocannon(`${front.one}${path}`, 5);
    const two = await autocannon(`${front.two}${path}`, 5);
    for (const run of [one, two]) {
      expect(run.non2xx, nginx!.errorLog()).toBe(0);
      // A few requests still in flight when the run stops are counted as errors; nginx logged none.
      expect(run.errors, nginx!.errorLog()).toBeLessThan(Math.max(20, run.requests.total / 1000));
      expect(run.requests.average).toBeGreaterThan(0);
    }
    console.log(
      `throughput ${path} through nginx (20 connections, 5 s, instances log at debug level):\n` +
        `  1 instance : ${Math.round(one.requests.average)} req/s, p99 ${one.latency.p99} ms, ${one.errors} errors\n` +
        `  2 instances: ${Math.round(two.requests.average)} req/s, p99 ${two.latency.p99} ms, ${two.errors} errors`,
    );
  });

  it('c. with three schedulers ticking, each job occurrence runs once', async () => {
    // email-outbox ticks every minute on every instance: wait for a minute all three ticked in.
    const minuteOf = (time: number) => Math.floor(time / 60_000);
    const tickedBy = (minute: number) => instances.map((i) => i.ticks.find((t) => t.job === 'email-outbox' && minuteOf(t.time) === minute));
    let minute = 0;
    await expect
      .poll(
        () => {
          const minutes = new Set(instances[0]!.ticks.filter((t) => t.job === 'email-outbox').map((t) => minuteOf(t.time)));
          minute = [...minutes].find((m) => tickedBy(m).every(Boolean)) ?? 0;
          return minute;
        },
        { timeout: 75_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const ticks = tickedBy(minute).map((t) => t!.outcome!);
    const ran = ticks.filter((o) => o.status !== 'skipped');
    expect(ran, JSON.stringify(ticks)).toHaveLength(1);
    expect(ticks.filter((o) => o.status === 'skipped')).toHaveLength(2);
    const run = ran[0] as Extract<(typeof ran)[number], { run: unknown }>;
    const winner = instances[ticks.indexOf(run)]!;
    expect(run.run.instance).toMatch(new RegExp(`:${winner.pid}$`));
    const rows = await sql<{ instance: string; trigger: string }[]>`
      select instance, trigger from job_runs where job = 'email-outbox' and period = ${run.run.period}`;
    expect(rows).toEqual([{ instance: run.run.instance, trigger: 'schedule' }]);
  });
});
