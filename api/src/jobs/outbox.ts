import { ADVISORY_LOCKS } from '@cf/db';
import type { JobDeps } from './digests';
import { withJobLock } from './lock';

/**
 * E-mail outbox retries (every minute): sends what is still queued, such as e-mails whose SMTP
 * attempt failed. Rows are claimed with SKIP LOCKED, and the lock keeps it to one instance a tick.
 */
export async function runOutboxRetries(deps: JobDeps) {
  return withJobLock(deps.db, ADVISORY_LOCKS.outbox, () => deps.mailer.deliver());
}
