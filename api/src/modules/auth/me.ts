import { sessions, users } from '@cf/db';
import { displayMode, NotFoundError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import { headerFlags } from './header-flags';
import { accountSettings } from './login-flow';
import { pickMe } from './schemas';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type MeDeps = DepsOf<'db' | 'config'>;

/** GET /users/me: the user, the header's flags, the dashboards to show and when the session ends. */
export async function currentUser(deps: MeDeps, userId: string, sessionId: string) {
  const [row] = await deps.db
    .select({ user: users, sessionExpiresAt: sessions.expiresAt })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError();
  const settings = await accountSettings(deps);
  return {
    ...pickMe(row.user),
    header: await headerFlags(deps.db, userId),
    displayMode: displayMode(row.user, settings),
    sessionExpiresAt: row.sessionExpiresAt,
  };
}
