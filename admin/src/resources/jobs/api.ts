import type { WireOf } from '@cf/domain';
import type { consoleJobOut, jobRunOut } from '@cf/domain/schemas/job-answers';
import { httpClient } from '../../providers/httpClient';
import { consoleUrl } from '../../providers/urls';

export type ConsoleJob = WireOf<typeof consoleJobOut>;
export type JobRun = WireOf<typeof jobRunOut>;

/** GET /console/jobs: every job with its newest runs. */
export const fetchJobs = async (): Promise<ConsoleJob[]> => (await httpClient(consoleUrl('jobs'))).json as ConsoleJob[];

/** POST /console/jobs/:name/run: the run as claimed (still running); a 409 when the job runs elsewhere. */
export const runJob = async (name: string): Promise<JobRun> =>
  (await httpClient(consoleUrl('jobs', name, 'run'), { method: 'POST', body: '{}' })).json as JobRun;
