import { type Database, users } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import { verifyPassword } from '@cf/domain/password';
import { eq } from 'drizzle-orm';

/**
 * Asks for the password again before a sensitive change (e-mail change, deletion request). A wrong
 * password is a field error (400), not a 401: the caller's session stays valid.
 */
export async function confirmPassword(db: Database, userId: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError();
  if (!user.passwordHash)
    throw new ValidationError([{ field: 'password', message: 'identity.profile.noPassword' }], 'identity.profile.noPassword');
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new ValidationError([{ field: 'password', message: 'identity.profile.wrongPassword' }], 'identity.profile.wrongPassword');
  return user;
}

/** True when err (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return (e.constraint_name ?? e.constraint) === constraint;
    current = e.cause;
  }
  return false;
}
