/**
 * Every PostgreSQL advisory lock key the platform takes, named in one place so no two uses share a
 * number by accident. The migrations (db), the socket.io attachments table and the scheduled jobs
 * (api) all read their key from here.
 */
export const ADVISORY_LOCKS = {
  /** Applying the SQL migrations at start (several instances may start together). */
  migrations: 727_001,
  /** Creating the socket.io postgres adapter's attachments table. */
  socketIoAttachments: 727_002,
  /** Jobs: one run per tick across all instances. */
  digests: 727_101,
  outbox: 727_102,
  cleanup: 727_103,
  closeCampaigns: 727_104,
  expireHolds: 727_105,
} as const;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;
