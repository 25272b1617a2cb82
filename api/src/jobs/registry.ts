import cron from 'node-cron';
import type { AppConfig } from '../config';
import type { Deps } from '../deps';
import { runCleanup } from './cleanup';
import { runCloseCampaigns } from './close-campaigns';
import { runDigests } from './digests';
import { runExpireHolds } from './expire-holds';
import { runExpireSavedInvestments } from './expire-saved-investments';
import { lockedResult } from './lock';
import { runOutboxRetries } from './outbox';
import { runAutoRepayments, runLateRepayments } from './auto-repayments';
import { runStatements } from './statements';
import { runIssueCertificates } from './issue-certificates';
import { runReconcilePayments } from './reconcile-payments';
import { runReconfirmations } from './reconfirmations';
import type { JobDefinition } from './runner';

/** A job of the platform: its work gets every service (the app, or a plain object in tests). */
export type PlatformJob = JobDefinition<Deps>;

export const DEFAULT_DIGEST_CRON = '0 7 * * *';

/** DIGEST_CRON when it is a valid cron expression, else the default (the scheduler logs the bad one). */
export const digestSchedule = (configured: string): string => (cron.validate(configured) ? configured : DEFAULT_DIGEST_CRON);

/** close-campaigns.ts is the settlement's: it may still guard itself with withJobLock, whose answer is unwrapped. */
const closeCampaigns = async (deps: Deps, now: Date) => lockedResult(await runCloseCampaigns(deps, now));

/**
 * Every scheduled job, in the console's order. Each runs once per (name, period) across all
 * instances (runner.ts); what its function returns is kept as the run's result (JSON).
 *
 * Adding a job is one entry: { name, schedule (cron, site time zone), cadence, run: (deps, now) => … }
 * where run is idempotent (a crashed run is done again) and works from `now` rather than the
 * clock. Optionally name it for staff in jobs.names.<name> of packages/i18n (en, fr, ar); the
 * console shows the bare name otherwise. The cadence is the period it must not run twice in; a
 * cron more frequent than it retries a period missed while every instance was down (a quarterly
 * job ticking daily runs on the first day any instance is up).
 */
export const jobRegistry = (config: AppConfig['jobs']): PlatformJob[] => [
  // Each DIGEST_CRON tick is its own period (the digest itself knows whom a digest is due to).
  { name: 'notification-digests', schedule: digestSchedule(config.digestCron), cadence: 'minute', run: runDigests },
  // Sends what is still queued, such as e-mails whose SMTP attempt failed.
  { name: 'email-outbox', schedule: '* * * * *', cadence: 'minute', run: runOutboxRetries },
  { name: 'cleanup', schedule: '17 3 * * *', cadence: 'day', run: runCleanup },
  // A campaign closes within the hour after its closing day ends (site time zone).
  { name: 'close-campaigns', schedule: '7 * * * *', cadence: 'hour', run: closeCampaigns },
  // Started payments past their reservation time give their shares back.
  { name: 'expire-holds', schedule: '* * * * *', cadence: 'minute', run: runExpireHolds },
  // Automatic repayment instalments due today are debited from the owner's wallet (or the bank route).
  { name: 'auto-repayments', schedule: '37 6 * * *', cadence: 'day', run: runAutoRepayments },
  // Instalments past their due date are flagged late and their owners and investors told once.
  { name: 'late-repayments', schedule: '47 6 * * *', cadence: 'day', run: runLateRepayments },
  // The previous quarter's investor statements; ticks daily so a quarter missed while down is caught up.
  { name: 'statements', schedule: '13 4 * * *', cadence: 'quarter', run: runStatements },
  // Share certificates of the equity campaigns settled as successful since the last run.
  { name: 'issue-certificates', schedule: '*/5 * * * *', cadence: 'minute', run: runIssueCertificates },
  // Saved investments past their expiry date (a setting) are removed.
  { name: 'expire-saved-investments', schedule: '23 3 * * *', cadence: 'day', run: runExpireSavedInvestments },
  // Yesterday's settled movements of each payment route against the ledger's clearing accounts.
  // Reg CF: paid investments not reconfirmed after a material change by their deadline are cancelled and refunded.
  { name: 'reconfirmations', schedule: '*/10 * * * *', cadence: 'minute', run: runReconfirmations },
  { name: 'reconcile-payments', schedule: '41 4 * * *', cadence: 'day', run: runReconcilePayments },
];
