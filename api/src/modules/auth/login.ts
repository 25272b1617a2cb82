import { type ClientContext, completeLogin } from './login-flow';
import { assertNotLockedOut, recordLoginAttempt } from './lockout';
import type { LoginResult } from './schemas';
import { checkCredentials } from './service';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type PasswordLoginDeps = DepsOf<'db' | 'config'>;

/**
 * POST /users/login after its captcha: lock-out first (no password work for a locked account),
 * then the credentials; every attempt that reaches them is recorded, then the two-factor rules.
 * Wrong two-factor codes are recorded as failures too (two-factor service).
 */
export async function passwordLogin(
  deps: PasswordLoginDeps,
  input: { email: string; password: string },
  ctx: ClientContext,
): Promise<LoginResult> {
  const email = input.email.toLowerCase();
  await assertNotLockedOut(deps.db, email, ctx.ip);
  let user;
  try {
    user = await checkCredentials(deps.db, email, input.password);
  } catch (err) {
    await recordLoginAttempt(deps.db, { email, ip: ctx.ip, success: false });
    throw err;
  }
  // The success is recorded when a session is issued (startSession): a password without its
  // second factor does not clear the account's failures, so wrong codes keep adding up.
  return completeLogin(deps, user, ctx, { messageKey: 'auth.activity.login' });
}
