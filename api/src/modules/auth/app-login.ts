import { randomUUID } from 'node:crypto';
import { userTokens } from '@cf/db';
import { ACCOUNT_RULES, UnauthorizedError } from '@cf/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '../../lib/crypto';
import { type ClientContext, startSession } from './login-flow';
import type { SessionResult } from './schemas';
import { signStepToken, verifyStepToken } from './step-tokens';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type AppLoginDeps = DepsOf<'db' | 'config'>;

/**
 * The mobile app opens the site signed in: a signed-in client asks for a one-time token (60 s,
 * signed, stored hashed) and the site trades it for a session. A bare user id never logs anyone in.
 */
export async function createAppLoginToken(deps: AppLoginDeps, userId: string): Promise<{ loginToken: string; expiresAt: Date }> {
  const { token, expiresAt } = await signStepToken(deps.config.jwtSecret, 'app-login', {
    userId,
    since: new Date(),
    lifetimeSeconds: ACCOUNT_RULES.appLoginTokenSeconds,
    jti: randomUUID(),
  });
  await deps.db.insert(userTokens).values({ userId, purpose: 'app-login', tokenHash: sha256(token), expiresAt });
  return { loginToken: token, expiresAt };
}

export async function redeemAppLoginToken(deps: AppLoginDeps, loginToken: string, ctx: ClientContext): Promise<SessionResult> {
  const claims = await verifyStepToken(deps.config.jwtSecret, 'app-login', loginToken);
  if (!claims) throw new UnauthorizedError('auth.errors.loginTokenInvalid');
  // Single use: only one caller can mark the row used.
  const [row] = await deps.db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(loginToken)),
        eq(userTokens.purpose, 'app-login'),
        eq(userTokens.userId, claims.userId),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!row) throw new UnauthorizedError('auth.errors.loginTokenInvalid');
  return startSession(deps, row.userId, ctx, { messageKey: 'auth.activity.loginApp' });
}
