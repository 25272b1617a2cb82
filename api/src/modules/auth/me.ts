import { type Database, sessions, siteSettings, users } from '@cf/db';
import { displayMode, NotFoundError } from '@cf/domain';
import { and, eq, sql } from 'drizzle-orm';
import { headerFlagColumns } from './header-flags';
import { ACCOUNT_SETTINGS_DEFAULTS } from './login-flow';
import { pickMe } from './schemas';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type MeDeps = DepsOf<'db' | 'config'>;

/** The user, their session's end, the account settings and the header's flags: one prepared query. */
const prepareMe = (db: Database) =>
  db
    .select({
      user: users,
      sessionExpiresAt: sessions.expiresAt,
      requireTwoFactor: sql<boolean | null>`(select ${siteSettings.requireTwoFactor} from ${siteSettings} limit 1)`,
      adminSeesBothViews: sql<boolean | null>`(select ${siteSettings.adminSeesBothViews} from ${siteSettings} limit 1)`,
      ...headerFlagColumns,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sql.placeholder('sessionId'))))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_me');
const meQueries = new WeakMap<Database, ReturnType<typeof prepareMe>>();

/** GET /users/me: the user, the header's flags, the dashboards to show and when the session ends. */
export async function currentUser(deps: MeDeps, userId: string, sessionId: string) {
  let query = meQueries.get(deps.db);
  if (!query) meQueries.set(deps.db, (query = prepareMe(deps.db)));
  const [row] = await query.execute({ userId, sessionId });
  if (!row) throw new NotFoundError();
  const settings = {
    requireTwoFactor: row.requireTwoFactor ?? ACCOUNT_SETTINGS_DEFAULTS.requireTwoFactor,
    adminSeesBothViews: row.adminSeesBothViews ?? ACCOUNT_SETTINGS_DEFAULTS.adminSeesBothViews,
  };
  return {
    ...pickMe(row.user),
    header: {
      hasShareCertificates: Boolean(row.hasShareCertificates),
      hasSavedInvestments: Boolean(row.hasSavedInvestments),
      hasReservations: Boolean(row.hasReservations),
      unreadNotifications: Number(row.unreadNotifications),
    },
    displayMode: displayMode(row.user, settings),
    sessionExpiresAt: row.sessionExpiresAt,
  };
}
