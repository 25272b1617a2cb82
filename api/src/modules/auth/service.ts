import { type Database, sessions, users } from '@cf/db';
import { UnauthorizedError } from '@cf/domain';
import { dummyPasswordHash, verifyPassword } from '@cf/domain/password';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { SignJWT } from 'jose';

export type IssuedSession = { token: string; sessionId: string; expiresAt: Date };

/** Creates a session row and the JWT naming it; revoking the row ends the token. */
export async function issueSession(
  db: Database,
  params: { userId: string; secret: string; lifetimeSeconds: number; ip: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  const expiresAt = new Date(Date.now() + params.lifetimeSeconds * 1000);
  const [session] = await db
    .insert(sessions)
    .values({ userId: params.userId, expiresAt, ip: params.ip, userAgent: params.userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(params.userId)
    .setJti(session!.id)
    .setIssuer('cf-api')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(params.secret));
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, params.userId));
  return { token, sessionId: session!.id, expiresAt };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user (password change or reset), or every one but `exceptSessionId`. */
export async function revokeAllSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/**
 * Checks e-mail and password. The same message for an unknown e-mail and a wrong password, and
 * the same work (a hash verification) for both, so neither reveals which accounts exist.
 */
export async function checkCredentials(db: Database, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !user.passwordHash || !valid) throw new UnauthorizedError('errors.invalidCredentials');
  if (user.status === 'inactive') throw new UnauthorizedError('errors.accountInactive', { showResendLink: true });
  if (user.status !== 'active') throw new UnauthorizedError('errors.accountSuspended');
  return user;
}
