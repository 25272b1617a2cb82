import { jobRuns } from '@cf/db';
import type { consoleJobOut, jobRunOut } from '@cf/domain/schemas/job-answers';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, latestAudit, useStaff, useTestApp } from '../../test/app';

type ConsoleJob = z.infer<typeof consoleJobOut>;
type Run = z.infer<typeof jobRunOut>;

describe('console: scheduled jobs', () => {
  const ctx = useTestApp();
  const staff = useStaff(ctx);
  const call = apiCaller(ctx);
  let investorToken = '';

  beforeAll(async () => {
    investorToken = (await createUser(ctx, { userType: 'investor' })).token;
  });

  const jobs = async () => {
    const res = await staff.client.get('/api/v1/console/jobs');
    expect(res.statusCode).toBe(200);
    return res.json<ConsoleJob[]>();
  };
  const runOf = async (job: string, id: number) => (await jobs()).find((j) => j.name === job)!.runs.find((r) => r.id === id);

  it('only staff see the jobs and run them', async () => {
    expect((await call('GET', '/console/jobs')).statusCode).toBe(401);
    expect((await call('POST', '/console/jobs/cleanup/run', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/console/jobs', investorToken)).statusCode).toBe(403);
    expect((await call('POST', '/console/jobs/cleanup/run', investorToken, {})).statusCode).toBe(403);
    expect(await ctx.handle.db.select().from(jobRuns).where(eq(jobRuns.job, 'cleanup'))).toHaveLength(0);
  });

  it('lists every job with its schedule, in the registry order', async () => {
    const list = await jobs();
    expect(list.map((j) => j.name)).toEqual([
      'notification-digests',
      'email-outbox',
      'cleanup',
      'close-campaigns',
      'expire-holds',
      'auto-repayments',
      'late-repayments',
      'statements',
      'issue-certificates',
      'expire-saved-investments',
      'reconfirmations',
      'reconcile-payments',
    ]);
    expect(list.find((j) => j.name === 'close-campaigns')).toMatchObject({ schedule: '7 * * * *', cadence: 'hour', timezone: 'UTC' });
    expect(list.find((j) => j.name === 'statements')).toMatchObject({ cadence: 'quarter' });
    expect(list.find((j) => j.name === 'notification-digests')).toMatchObject({ schedule: '0 7 * * *', cadence: 'minute' });
  });

  it('staff run a job now: a manual run of its own, audited, that succeeds in the background and shows in the list', async () => {
    const res = await staff.client.post('/api/v1/console/jobs/cleanup/run');
    expect(res.statusCode).toBe(200);
    const run = res.json<Run>();
    expect(run).toMatchObject({ job: 'cleanup', trigger: 'manual', status: 'running', attempts: 1, startedBy: staff.id });
    expect(run.period).toMatch(/^manual:[0-9a-f-]{36}$/);
    const audit = await latestAudit(ctx, 'jobs', 'cleanup');
    expect(audit).toMatchObject({ action: 'run', actorId: staff.id, after: { runId: run.id, period: run.period } });

    await expect.poll(async () => (await runOf('cleanup', run.id))?.status, { timeout: 10_000 }).toBe('succeeded');
    const shown = (await runOf('cleanup', run.id))!;
    expect(shown).toMatchObject({ startedByEmail: 'admin@demo.test', error: null, stale: false });
    expect(shown.finishedAt).not.toBeNull();
    expect(shown.result).toMatchObject({ captchas: expect.any(Number), jobRuns: 0 });

    // A second run is a period of its own: both are listed, newest first.
    const again = (await staff.client.post('/api/v1/console/jobs/cleanup/run')).json<Run>();
    expect(again.period).not.toBe(run.period);
    await expect.poll(async () => (await runOf('cleanup', again.id))?.status, { timeout: 10_000 }).toBe('succeeded');
    expect((await jobs()).find((j) => j.name === 'cleanup')!.runs.map((r) => r.id)).toEqual([again.id, run.id]);
  });

  it('an unknown job is a 404 that names it', async () => {
    const res = await staff.client.post('/api/v1/console/jobs/no-such-job/run');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no job named “no-such-job”.');
  });

  it('a job running on another instance is a 409 saying so (in the caller’s language), and nothing is claimed', async () => {
    const [other] = await ctx.handle.db
      .insert(jobRuns)
      .values({
        job: 'expire-holds',
        period: '2031-01-01T10:07',
        trigger: 'schedule',
        instance: 'other-host:42',
        startedAt: new Date('2031-01-01T10:07:00Z'),
      })
      .returning();
    const res = await staff.client.post('/api/v1/console/jobs/expire-holds/run');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The job expire-holds is already running (started 2031-01-01 10:07 UTC). Try again once it has finished.',
    );
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/jobs/expire-holds/run',
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'fr' },
      payload: {},
    });
    expect(french.json().message).toContain('La tâche expire-holds est déjà en cours');
    expect(await ctx.handle.db.select().from(jobRuns).where(eq(jobRuns.job, 'expire-holds'))).toHaveLength(1);
    expect((await jobs()).find((j) => j.name === 'expire-holds')!.runs).toMatchObject([{ id: other!.id, status: 'running', stale: false }]);

    // Once it has finished, staff may run it.
    await ctx.handle.db.update(jobRuns).set({ status: 'succeeded', finishedAt: new Date() }).where(eq(jobRuns.id, other!.id));
    const res2 = await staff.client.post('/api/v1/console/jobs/expire-holds/run');
    expect(res2.statusCode).toBe(200);
    await expect.poll(async () => (await runOf('expire-holds', res2.json<Run>().id))?.status, { timeout: 10_000 }).toBe('succeeded');
  });
});
