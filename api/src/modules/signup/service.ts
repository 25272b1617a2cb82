import { randomBytes } from 'node:crypto';
import { type Database, invites, userTokens, users } from '@cf/db';
import { ACCOUNT_RULES, ConflictError, type SignupInput } from '@cf/domain';
import { hashPassword } from '@cf/domain/password';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { consumeUserToken, issueUserToken, retireUserTokens } from '../auth/index';
import { activationEmail } from './emails';
import { assertPasswordAllowed } from './password-policy';
import { freeSlug, slugBase } from './slug';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type SignupDeps = DepsOf<'db' | 'mailer'>;

type NewUser = Omit<typeof users.$inferInsert, 'slug'>;

const emailTaken = () => new ConflictError('auth.errors.emailTaken', [{ field: 'email', message: 'auth.errors.emailTaken' }]);

async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Inserts a user with a unique slug made from the name. A concurrent sign-up may take the slug (or
 * the e-mail) between the check and the insert: the e-mail is then a 409, the slug is retried.
 */
export async function insertUserWithSlug(tx: Database, values: NewUser) {
  const base = slugBase(values.firstName, values.lastName);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? await freeSlug(tx, base) : `${base}-${randomBytes(3).toString('hex')}`;
    const [user] = await tx
      .insert(users)
      .values({ ...values, slug })
      .onConflictDoNothing()
      .returning();
    if (user) return user;
    if (await emailExists(tx, values.email)) throw emailTaken();
  }
  throw new Error('no free slug after 5 attempts');
}

/** Invitations to this address are accepted once the invited person signs up. */
export async function acceptInvites(db: Database, email: string): Promise<void> {
  await db
    .update(invites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invites.email, email), isNull(invites.acceptedAt)));
}

async function sendActivation(
  deps: SignupDeps,
  tx: Database,
  user: { id: string; email: string; firstName: string; notificationLanguage: string },
) {
  const token = await issueUserToken(tx, { userId: user.id, purpose: 'activation', lifetimeSeconds: ACCOUNT_RULES.activationTokenSeconds });
  await deps.mailer.send(
    {
      to: user.email,
      userId: user.id,
      lang: user.notificationLanguage,
      template: activationEmail,
      vars: { firstName: user.firstName, userId: user.id, token },
    },
    tx,
  );
}

/** POST /users/signup (after its captcha): an inactive account and its activation e-mail, in one transaction. */
export async function signUp(deps: SignupDeps, input: SignupInput, lang: string) {
  await assertPasswordAllowed(input.password, input.email);
  if (await emailExists(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const user = await insertUserWithSlug(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash,
      userType: input.userType,
      status: 'inactive',
      notificationLanguage: lang,
    });
    await acceptInvites(tx, user.email);
    await sendActivation(deps, tx, user);
    return user;
  });
}

export async function activateAccount(db: Database, userId: string, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    await consumeUserToken(
      tx,
      token,
      'activation',
      { invalid: 'auth.errors.activationInvalid', used: 'auth.errors.activationUsed', expired: 'auth.errors.activationExpired' },
      { expectedUserId: userId },
    );
    // Only an account waiting for activation becomes active: a suspended one stays suspended.
    await tx
      .update(users)
      .set({ status: 'active', emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.status, 'inactive')));
    await retireUserTokens(tx, userId, 'activation');
  });
}

/** Sends a new link to an account waiting for activation, at most a few an hour; silent otherwise. */
export async function resendActivation(deps: SignupDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status !== 'inactive') return;
  await deps.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, user.id),
          eq(userTokens.purpose, 'activation'),
          gt(userTokens.createdAt, new Date(Date.now() - 3600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= ACCOUNT_RULES.activationEmailsPerHour) return;
    await sendActivation(deps, tx, user);
  });
}
