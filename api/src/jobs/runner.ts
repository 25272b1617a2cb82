import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@cf/db';
import { type Cadence, manualPeriod, periodOf, scheduledMinute } from './period';
import { beat, type Claim, claimRun, finishRun, type JobRun, staleRuns, type Trigger } from './runs';

/** One scheduled job: when instances try it (cron, site time zone), how often it does its work, the work. */
export type JobDefinition<D> = {
  /** Kebab-case; the console's URL and the `jobs.names.<name>` message use it. */
  name: string;
  /** node-cron expression: every instance ticks it; a tick in a period that already ran does nothing. */
  schedule: string;
  /** Once per this period across all instances (a cron more frequent than the cadence catches up after downtime). */
  cadence: Cadence;
  /** The work. It must be idempotent: a run taken over after a crash does it again from the start. */
  run: (deps: D, now: Date) => Promise<unknown>;
};

/** Heartbeat every 15 s; a run silent for 2 minutes is an instance that died and is taken over. */
export const JOB_TIMING = { heartbeatMs: 15_000, staleMs: 120_000 } as const;

type Logger = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  debug: (obj: object, msg: string) => void;
};
const quiet: Logger = { warn: () => {}, error: () => {}, debug: () => {} };

export type RunnerOptions = {
  /** Recorded on each run; hostname:pid unless told. */
  instance?: string;
  /** The schedules' time zone, which day, month and quarter periods are counted in. */
  timezone?: string;
  heartbeatMs?: number;
  staleMs?: number;
  log?: Logger;
};

/** What one attempt came to; 'lost' when another instance took the run over before it finished. */
export type Outcome = { status: 'succeeded' | 'failed' | 'lost'; run: JobRun } | { status: 'skipped'; reason: 'busy' | 'done' };

/** A JSON value for the result column (dates become strings, nothing becomes null). */
const toJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Runs jobs so that each (job, period) is done once across any number of instances: a tick claims
 * its period's row in job_runs (see runs.ts), runs the job while beating a heartbeat, and records
 * the outcome. A run whose instance died is taken over by resumeStale(). Works alike on PostgreSQL
 * and PGlite (one process: the claims simply never compete).
 */
export class JobRunner<D extends { db: Database }> {
  readonly instance: string;
  readonly staleMs: number;
  private readonly heartbeatMs: number;
  private readonly timezone: string;
  private readonly log: Logger;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: D,
    readonly jobs: readonly JobDefinition<D>[],
    options: RunnerOptions = {},
  ) {
    this.instance = options.instance ?? `${hostname()}:${process.pid}`;
    this.staleMs = options.staleMs ?? JOB_TIMING.staleMs;
    this.heartbeatMs = options.heartbeatMs ?? JOB_TIMING.heartbeatMs;
    this.timezone = options.timezone ?? 'UTC';
    this.log = options.log ?? quiet;
  }

  job(name: string): JobDefinition<D> | undefined {
    return this.jobs.find((j) => j.name === name);
  }

  /** A scheduled tick of a job at `at`, on any instance, any number of times: its period runs once. */
  fire(job: JobDefinition<D>, at = new Date()): Promise<Outcome> {
    const scheduled = scheduledMinute(at);
    return this.track(this.claimAndRun(job, periodOf(job.cadence, scheduled, this.timezone), 'schedule', scheduled));
  }

  /** Takes over the runs whose instance stopped beating (crashed, killed) and does them again. */
  async resumeStale(now = new Date()): Promise<Outcome[]> {
    const stale = await staleRuns(
      this.deps.db,
      this.jobs.map((j) => j.name),
      this.staleMs,
    );
    const outcomes: Outcome[] = [];
    for (const { job, period, trigger } of stale) outcomes.push(await this.track(this.claimAndRun(this.job(job)!, period, trigger, now)));
    return outcomes;
  }

  /**
   * Staff's "run now": a period of its own, refused while the job runs elsewhere. Returns once the
   * run is claimed (`within` writes in the claim's transaction); the work goes on in the background.
   */
  async startManual(job: JobDefinition<D>, startedBy: string, within?: (tx: Database, run: JobRun) => Promise<void>): Promise<Claim> {
    const claim = await claimRun(this.deps.db, this.claimParams(job, manualPeriod(randomUUID()), 'manual', startedBy), within);
    if (claim.run)
      this.track(this.execute(job, claim.run, new Date())).catch((err: unknown) =>
        this.log.error({ err, job: job.name }, 'job run could not be recorded'),
      );
    return claim;
  }

  /** Waits for the runs this runner started (the app closing). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private claimParams(job: JobDefinition<D>, period: string, trigger: Trigger, startedBy: string | null = null) {
    return { job: job.name, period, trigger, instance: this.instance, startedBy, staleMs: this.staleMs };
  }

  private async claimAndRun(job: JobDefinition<D>, period: string, trigger: Trigger, now: Date): Promise<Outcome> {
    const claim = await claimRun(this.deps.db, this.claimParams(job, period, trigger));
    if (!claim.run) return { status: 'skipped', reason: claim.reason };
    return this.execute(job, claim.run, now);
  }

  private async execute(job: JobDefinition<D>, run: JobRun, now: Date): Promise<Outcome> {
    const timer = setInterval(() => {
      beat(this.deps.db, run)
        .then((alive) => alive || this.log.warn({ job: job.name, period: run.period }, 'job run taken over by another instance'))
        .catch((err: unknown) => this.log.warn({ err, job: job.name }, 'job heartbeat failed'));
    }, this.heartbeatMs);
    timer.unref();
    let outcome: { status: 'succeeded'; result: unknown } | { status: 'failed'; error: string };
    try {
      outcome = { status: 'succeeded', result: toJson(await job.run(this.deps, now)) };
    } catch (err) {
      this.log.error({ err, job: job.name, period: run.period }, 'job failed');
      outcome = { status: 'failed', error: messageOf(err) };
    } finally {
      clearInterval(timer);
    }
    // If this fails (database gone) the row stays 'running', goes stale and is taken over.
    const recorded = await finishRun(this.deps.db, run, outcome);
    this.log.debug({ job: job.name, period: run.period, attempt: run.attempts, outcome: outcome.status }, 'job finished');
    return { status: recorded ? outcome.status : 'lost', run };
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }
}
