import type { Database } from '@cf/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Mailer } from './lib/mail/mailer';
import type { PageCache } from './lib/page-cache';
import type { PublicCache } from './lib/public-cache';
import type { Realtime } from './lib/realtime';
import type { FileStorage } from './providers/storage/index';

/**
 * What services may use, by name. The Fastify instance has every one of these (decorations), so a
 * route handler passes `app`; a job, a webhook or a test builds a plain object with only what the
 * service's narrower Pick asks for. `db` may be a transaction.
 */
export type Deps = {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  storage: FileStorage;
  log: FastifyBaseLogger;
  realtime: Realtime;
  /** Serialised public answers (settings, menus, lookups), dropped after staff writes. */
  publicCache: PublicCache;
  /** Signed-out site pages kept a few seconds. */
  pageCache: PageCache;
};

/** The deps a service names: `DepsOf<'db' | 'mailer'>`. */
export type DepsOf<K extends keyof Deps> = Pick<Deps, K>;
