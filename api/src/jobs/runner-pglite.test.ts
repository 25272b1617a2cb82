import { type Database, type DatabaseHandle, jobRuns, migrateDatabase, openDatabase } from '@cf/db';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobDefinition, JobRunner } from './runner';

describe('jobs on embedded PGlite (one process, one connection)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateDatabase(handle);
  }, 120_000);
  afterAll(() => handle?.close());

  it('runs each period once, concurrent ticks included, and takes over a stale run', async () => {
    let executions = 0;
    const job: JobDefinition<{ db: Database }> = {
      name: 'count',
      schedule: '* * * * *',
      cadence: 'hour',
      run: async () => ({ execution: ++executions }),
    };
    const runner = new JobRunner({ db: handle.db }, [job]);
    const at = new Date('2031-01-01T10:07:00Z');
    const outcomes = await Promise.all([runner.fire(job, at), runner.fire(job, at), runner.fire(job, new Date('2031-01-01T10:30:00Z'))]);
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(1);
    expect(executions).toBe(1);

    // A run left 'running' by a process that died is done again by the next minute's sweep.
    await handle.db
      .insert(jobRuns)
      .values({ job: 'count', period: '2031-01-01T09', trigger: 'schedule', heartbeatAt: sql`now() - interval '10 minutes'` });
    expect((await runner.resumeStale()).map((o) => o.status)).toEqual(['succeeded']);
    expect(executions).toBe(2);
    const runs = await handle.db.select().from(jobRuns).orderBy(asc(jobRuns.period));
    expect(runs.map((r) => [r.period, r.status, r.attempts, r.result])).toEqual([
      ['2031-01-01T09', 'succeeded', 2, { execution: 2 }],
      ['2031-01-01T10', 'succeeded', 1, { execution: 1 }],
    ]);
  });
});
