import { sessions, users } from '@cf/db';
import { displayMode, NotFoundError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../types';
import { headerFlags } from './header-flags';
import { accountSettings } from './login-flow';
import { pickMe } from './schemas';

/** GET /users/me: the user, the header's flags, the dashboards to show and when the session ends. */
export async function currentUser(app: App, userId: string, sessionId: string) {
  const [row] = await app.db
    .select({ user: users, sessionExpiresAt: sessions.expiresAt })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError();
  const settings = await accountSettings(app);
  return {
    ...pickMe(row.user),
    header: await headerFlags(app.db, userId),
    displayMode: displayMode(row.user, settings),
    sessionExpiresAt: row.sessionExpiresAt,
  };
}
