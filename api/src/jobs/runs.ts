import { type Database, jobRuns, users } from '@cf/db';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';

export type JobRun = typeof jobRuns.$inferSelect;
export type Trigger = JobRun['trigger'];

/** A claimed run (first attempt, or a stale one taken over), or why there is nothing to do. */
export type Claim =
  | { run: JobRun; resumed: boolean }
  /** busy: another run of the job is alive (its heartbeat is fresh); done: this period already ran. */
  | { run: null; reason: 'busy'; live: JobRun }
  | { run: null; reason: 'done' };

export type ClaimParams = {
  job: string;
  period: string;
  trigger: Trigger;
  instance: string;
  startedBy?: string | null;
  /** A running row whose heartbeat is older than this is an instance that died: it may be taken over. */
  staleMs: number;
};

// The database's clock, not each instance's: heartbeats and staleness compare on one clock.
const clock = sql`clock_timestamp()`;
const staleBefore = (staleMs: number) => sql`clock_timestamp() - ${staleMs}::float8 * interval '1 millisecond'`;

/**
 * Claims (job, period) for this instance, in one transaction that serialises the claims of one job
 * (a transaction-level advisory lock keyed by its name): refused while another run of the job is
 * alive; else the row is inserted (ON CONFLICT (job, period) DO NOTHING: the unique key is what
 * makes a period run once), or, when the period's row is still 'running' with a stale heartbeat,
 * taken over with attempts + 1. `within` writes in the same transaction (the console's audit row).
 */
export async function claimRun(db: Database, p: ClaimParams, within?: (tx: Database, run: JobRun) => Promise<void>): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job_runs:${p.job}`}, 0))`);
    const [live] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, p.job), eq(jobRuns.status, 'running'), gte(jobRuns.heartbeatAt, staleBefore(p.staleMs))))
      .limit(1);
    if (live) return { run: null, reason: 'busy', live };
    const [inserted] = await tx
      .insert(jobRuns)
      .values({
        job: p.job,
        period: p.period,
        trigger: p.trigger,
        instance: p.instance,
        startedBy: p.startedBy ?? null,
        startedAt: clock,
        heartbeatAt: clock,
      })
      .onConflictDoNothing({ target: [jobRuns.job, jobRuns.period] })
      .returning();
    let claim: Claim;
    if (inserted) claim = { run: inserted, resumed: false };
    else {
      const [taken] = await tx
        .update(jobRuns)
        .set({ attempts: sql`${jobRuns.attempts} + 1`, instance: p.instance, heartbeatAt: clock })
        .where(
          and(
            eq(jobRuns.job, p.job),
            eq(jobRuns.period, p.period),
            eq(jobRuns.status, 'running'),
            lt(jobRuns.heartbeatAt, staleBefore(p.staleMs)),
          ),
        )
        .returning();
      if (!taken) return { run: null, reason: 'done' };
      claim = { run: taken, resumed: true };
    }
    if (within) await within(tx, claim.run);
    return claim;
  });
}

/** The attempt that holds a run: a run taken over by another instance is no longer this one's to touch. */
const held = (run: Pick<JobRun, 'id' | 'attempts'>) =>
  and(eq(jobRuns.id, run.id), eq(jobRuns.attempts, run.attempts), eq(jobRuns.status, 'running'));

/** Says the run is alive; false when another instance has taken it over. */
export async function beat(db: Database, run: Pick<JobRun, 'id' | 'attempts'>): Promise<boolean> {
  const rows = await db.update(jobRuns).set({ heartbeatAt: clock }).where(held(run)).returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records the outcome; false when another instance has taken the run over meanwhile. */
export async function finishRun(
  db: Database,
  run: Pick<JobRun, 'id' | 'attempts'>,
  outcome: { status: 'succeeded'; result: unknown } | { status: 'failed'; error: string },
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      finishedAt: clock,
      heartbeatAt: clock,
      result: outcome.status === 'succeeded' ? (outcome.result ?? null) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
    })
    .where(held(run))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Runs of these jobs whose instance stopped beating: the (job, period) to take over. */
export function staleRuns(db: Database, jobs: string[], staleMs: number) {
  return db
    .select({ job: jobRuns.job, period: jobRuns.period, trigger: jobRuns.trigger })
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, jobs), eq(jobRuns.status, 'running'), lt(jobRuns.heartbeatAt, staleBefore(staleMs))))
    .orderBy(jobRuns.id)
    .limit(50);
}

/**
 * The newest runs of each job (one query: a lateral join walks the (job, startedAt) index once per
 * job), with the e-mail of the staff member who started a manual one, and whether a running one
 * has gone stale.
 */
export function recentRuns(db: Database, jobs: string[], perJob: number, staleMs: number) {
  const names = sql`unnest(array[${sql.join(
    jobs.map((j) => sql`${j}`),
    sql`, `,
  )}]::text[]) as j(name)`;
  const r = db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, sql`j.name`))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(perJob)
    .as('r');
  return db
    .select({
      id: r.id,
      job: r.job,
      period: r.period,
      trigger: r.trigger,
      status: r.status,
      attempts: r.attempts,
      instance: r.instance,
      startedBy: r.startedBy,
      startedByEmail: users.email,
      startedAt: r.startedAt,
      heartbeatAt: r.heartbeatAt,
      finishedAt: r.finishedAt,
      result: r.result,
      error: r.error,
      stale: sql<boolean>`(${r.status} = 'running' and ${r.heartbeatAt} < ${staleBefore(staleMs)})`,
    })
    .from(names)
    .crossJoinLateral(r)
    .leftJoin(users, eq(users.id, r.startedBy))
    .orderBy(r.job, desc(r.startedAt), desc(r.id));
}
