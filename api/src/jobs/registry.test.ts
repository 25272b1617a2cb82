import { JOB_CADENCES } from '@cf/domain/schemas/job-answers';
import cron from 'node-cron';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIGEST_CRON, jobRegistry } from './registry';

describe('the job registry', () => {
  it('names each job once, in kebab-case, with a valid schedule and cadence', () => {
    const jobs = jobRegistry({ enabled: true, digestCron: '30 6 * * 1' });
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(cron.validate(job.schedule), job.name).toBe(true);
      expect(JOB_CADENCES).toContain(job.cadence);
    }
    expect(jobs.find((j) => j.name === 'notification-digests')!.schedule).toBe('30 6 * * 1');
  });

  it('a DIGEST_CRON that is not a cron expression falls back to the default', () => {
    const digests = jobRegistry({ enabled: true, digestCron: 'every morning' }).find((j) => j.name === 'notification-digests')!;
    expect(digests.schedule).toBe(DEFAULT_DIGEST_CRON);
  });
});
