import { type Database, type DatabaseHandle, jobRuns, openDatabase } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Cadence } from './period';
import { type JobDefinition, JobRunner, type Outcome } from './runner';
import { claimRun } from './runs';

type Deps = { db: Database };
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs claimed once per (job, period) across instances', () => {
  // No app: the runner needs only a database (a copy of the test template).
  const ctx = { database: '', handle: undefined as unknown as DatabaseHandle };
  /** Three instances: each its own pool on the same database, as three processes would have. */
  const instances: DatabaseHandle[] = [];
  /** Every execution of a test job: "<job> <time it was run for>". */
  let executions: string[] = [];

  beforeAll(async () => {
    ctx.database = await cloneDatabase(inject('templateDatabase'));
    ctx.handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 2 });
    for (let i = 0; i < 3; i++) instances.push(await openDatabase({ url: databaseUrl(ctx.database), poolSize: 3 }));
  });
  afterAll(async () => {
    await Promise.all([ctx.handle, ...instances].map((handle) => handle?.close()));
    if (ctx.database) await dropDatabase(ctx.database);
  });
  beforeEach(async () => {
    executions = [];
    await ctx.handle.db.delete(jobRuns);
  });

  /** A job that counts its executions, and takes a little while (so instances overlap). */
  const counting = (name: string, cadence: Cadence, work: (now: Date) => Promise<unknown> = () => sleep(Math.random() * 15)) =>
    ({
      name,
      schedule: '* * * * *',
      cadence,
      run: async (_deps, now) => {
        executions.push(`${name} ${now.toISOString()}`);
        await work(now);
        return { at: now.toISOString() };
      },
    }) satisfies JobDefinition<Deps>;

  const runnersFor = (jobs: JobDefinition<Deps>[], options: { staleMs?: number; heartbeatMs?: number } = {}) =>
    instances.map((handle, i) => new JobRunner<Deps>({ db: handle.db }, jobs, { instance: `instance-${i}`, ...options }));

  /** What the plugin does each minute on one instance: every job's tick, then the take-over of dead runs. */
  const tick = async (runner: JobRunner<Deps>, at: Date) => {
    const fired = await Promise.all(runner.jobs.map((job) => runner.fire(job, at)));
    return [...fired, ...(await runner.resumeStale(at))];
  };

  const runsOf = (job: string) => ctx.handle.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.period));
  const succeeded = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === 'succeeded').length;

  it('3 instances ticking the scheduler 20 times run each (job, period) exactly once', async () => {
    const jobs = [
      counting('count-minute', 'minute'),
      counting('count-hour', 'hour'),
      counting('count-day', 'day'),
      counting('count-quarter', 'quarter'),
    ];
    const runners = runnersFor(jobs);
    // Every 7 minutes from 22:00 on the last day of a quarter: 20 ticks cross an hour, a day and a quarter.
    const start = Date.UTC(2031, 2, 31, 22, 0);
    // Each instance's clock is a little off (node-cron fires at second 0 of its own clock).
    const skews = [-4_000, 300, 9_000];
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) {
      const ticks = runners.map((runner, k) => tick(runner, new Date(start + i * 7 * MINUTE + skews[k]!)));
      outcomes.push(...(await Promise.all(ticks)).flat());
    }

    const periods = {
      'count-minute': Array.from({ length: 20 }, (_, i) => new Date(start + i * 7 * MINUTE).toISOString().slice(0, 16)),
      'count-hour': ['2031-03-31T22', '2031-03-31T23', '2031-04-01T00', '2031-04-01T01', '2031-04-01T02'].filter(
        (h) => Date.parse(`${h}:00:00Z`) <= start + 19 * 7 * MINUTE,
      ),
      'count-day': ['2031-03-31', '2031-04-01'],
      'count-quarter': ['2031-Q1', '2031-Q2'],
    };
    for (const [job, expected] of Object.entries(periods)) {
      const runs = await runsOf(job);
      expect(runs.map((r) => r.period)).toEqual([...expected].sort());
      expect(runs.every((r) => r.status === 'succeeded' && r.attempts === 1 && r.trigger === 'schedule')).toBe(true);
      // Executed exactly as many times as it has periods: never twice in one.
      expect(executions.filter((e) => e.startsWith(`${job} `))).toHaveLength(expected.length);
    }
    const total = Object.values(periods).reduce((n, p) => n + p.length, 0);
    expect(succeeded(outcomes)).toBe(total);
    expect(outcomes).toHaveLength(3 * 20 * jobs.length);
    // The work was shared: more than one instance did some.
    const all = await ctx.handle.db.select({ instance: jobRuns.instance }).from(jobRuns);
    expect(new Set(all.map((r) => r.instance)).size).toBeGreaterThan(1);
  });

  it('a run killed midway is taken over once by the next tick, completes, and the dead attempt cannot overwrite it', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // The first execution hangs, as a process killed midway never finishes; the next one works.
    const job = counting('settle-hourly', 'hour', () => (++calls === 1 ? stuck : sleep(5)));
    const [a, b, c] = runnersFor([job], { heartbeatMs: 60_000 });
    const at = new Date('2031-05-01T10:07:00Z');

    const dying = a!.fire(job, at);
    await expect.poll(() => calls).toBe(1);
    // Instance A is gone: its heartbeat stopped five minutes ago.
    await ctx.handle.db
      .update(jobRuns)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(eq(jobRuns.job, job.name));
    expect((await runsOf(job.name))[0]).toMatchObject({ status: 'running', attempts: 1, instance: 'instance-0' });

    // The next minute's ticks on B and C (same hour): one takes it over, once.
    const next = new Date(at.getTime() + MINUTE);
    const outcomes = (await Promise.all([tick(b!, next), tick(c!, next)])).flat();
    expect(succeeded(outcomes)).toBe(1);
    const [run] = await runsOf(job.name);
    expect(run).toMatchObject({ period: '2031-05-01T10', status: 'succeeded', attempts: 2, error: null });
    expect(run!.finishedAt).not.toBeNull();
    expect(['instance-1', 'instance-2']).toContain(run!.instance);
    expect(executions).toHaveLength(2);

    // Later ticks in the hour find it done, however old its heartbeat.
    await ctx.handle.db
      .update(jobRuns)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(jobRuns.job, job.name));
    expect(succeeded((await Promise.all([tick(b!, new Date(at.getTime() + 2 * MINUTE)), tick(c!, next)])).flat())).toBe(0);
    expect(executions).toHaveLength(2);

    // The dead attempt, should it ever wake up, is fenced off by its attempt number.
    release();
    expect(await dying).toMatchObject({ status: 'lost' });
    expect((await runsOf(job.name))[0]).toMatchObject({ status: 'succeeded', attempts: 2, instance: run!.instance });
  });

  it('a run killed in an earlier period is resumed by the next tick beside the new period', async () => {
    const job = counting('close-hourly', 'hour');
    const [a, b] = runnersFor([job]);
    // Instance A claimed 09:00's run and died before doing it.
    const killed = await claimRun(instances[0]!.db, {
      job: job.name,
      period: '2031-05-01T09',
      trigger: 'schedule',
      instance: a!.instance,
      staleMs: a!.staleMs,
    });
    expect(killed.run).not.toBeNull();
    await ctx.handle.db
      .update(jobRuns)
      .set({ heartbeatAt: sql`now() - interval '3 minutes'` })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, '2031-05-01T09')));

    const outcomes = await tick(b!, new Date('2031-05-01T10:07:00Z'));
    expect(succeeded(outcomes)).toBe(2);
    expect((await runsOf(job.name)).map((r) => [r.period, r.status, r.attempts])).toEqual([
      ['2031-05-01T09', 'succeeded', 2],
      ['2031-05-01T10', 'succeeded', 1],
    ]);
    expect(succeeded(await tick(a!, new Date('2031-05-01T10:08:00Z')))).toBe(0);
    expect(executions).toHaveLength(2);
  });

  it('a failed run keeps its error and is not retried in its period; the next period runs', async () => {
    let fail = true;
    const job = counting('flaky', 'hour', async () => {
      if (fail) throw new Error('SMTP down');
    });
    const [a, b] = runnersFor([job]);
    expect(await a!.fire(job, new Date('2031-06-01T10:07:00Z'))).toMatchObject({ status: 'failed' });
    expect(await b!.fire(job, new Date('2031-06-01T10:30:00Z'))).toEqual({ status: 'skipped', reason: 'done' });
    fail = false;
    expect(await b!.fire(job, new Date('2031-06-01T11:07:00Z'))).toMatchObject({ status: 'succeeded' });
    expect((await runsOf(job.name)).map((r) => [r.period, r.status, r.error])).toEqual([
      ['2031-06-01T10', 'failed', 'SMTP down'],
      ['2031-06-01T11', 'succeeded', null],
    ]);
  });

  it('a tick waits its turn while the job runs on another instance (a later period is tried again later)', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const job = counting('long-hourly', 'hour', () => (++calls === 1 ? slow : Promise.resolve()));
    const [a, b] = runnersFor([job], { heartbeatMs: 20 });
    const first = a!.fire(job, new Date('2031-07-01T10:07:00Z'));
    await expect.poll(() => calls).toBe(1);
    // Still alive (A beats every 20 ms), so 11:00's tick on B stands aside without claiming 11:00.
    await sleep(60);
    expect(await b!.fire(job, new Date('2031-07-01T11:07:00Z'))).toEqual({ status: 'skipped', reason: 'busy' });
    release();
    expect(await first).toMatchObject({ status: 'succeeded' });
    expect(await b!.fire(job, new Date('2031-07-01T11:08:00Z'))).toMatchObject({ status: 'succeeded' });
    expect((await runsOf(job.name)).map((r) => r.period)).toEqual(['2031-07-01T10', '2031-07-01T11']);
  });
});
