import { type DigestDeps, sendDigests } from '../modules/notifications/index';

/** What the jobs use: the database and the mailer (the app, or a plain object). */
export type JobDeps = DigestDeps;

/** The notification digests (the notifications module composes them; each user's is sent once under a row lock). */
export async function runDigests(deps: JobDeps, now: Date = new Date()) {
  return sendDigests(deps, now);
}
