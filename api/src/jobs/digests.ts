import { ADVISORY_LOCKS } from '@cf/db';
import { type DigestDeps, sendDigests } from '../modules/notifications/index';
import { withJobLock } from './lock';

/** What the jobs use: the database and the mailer (the app, or a plain object). */
export type JobDeps = DigestDeps;

/** The notification digests (the notifications module composes them), one run across instances. */
export async function runDigests(deps: JobDeps, now: Date = new Date()) {
  return withJobLock(deps.db, ADVISORY_LOCKS.digests, () => sendDigests(deps, now));
}
