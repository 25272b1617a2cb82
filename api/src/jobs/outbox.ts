import type { JobDeps } from './digests';

/**
 * E-mail outbox retries (every minute): sends what is still queued, such as e-mails whose SMTP
 * attempt failed. Rows are claimed with SKIP LOCKED, so two deliveries never send one e-mail twice.
 */
export async function runOutboxRetries(deps: JobDeps) {
  await deps.mailer.deliver();
}
