import { randomUUID } from 'node:crypto';
import { userTokens } from '@cf/db';
import { ACCOUNT_RULES, UnauthorizedError } from '@cf/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '../../lib/crypto';
import type { App } from '../../types';
import { type ClientContext, startSession } from './login-flow';
import type { SessionResult } from './schemas';
import { signStepToken, verifyStepToken } from './step-tokens';

/**
 * The mobile app opens the site signed in: a signed-in client asks for a one-time token (60 s,
 * signed, stored hashed) and the site trades it for a session. A bare user id never logs anyone in.
 */
export async function createAppLoginToken(app: App, userId: string): Promise<{ loginToken: string; expiresAt: Date }> {
  const { token, expiresAt } = await signStepToken(app.config.jwtSecret, 'app-login', {
    userId,
    since: new Date(),
    lifetimeSeconds: ACCOUNT_RULES.appLoginTokenSeconds,
    jti: randomUUID(),
  });
  await app.db.insert(userTokens).values({ userId, purpose: 'app-login', tokenHash: sha256(token), expiresAt });
  return { loginToken: token, expiresAt };
}

export async function redeemAppLoginToken(app: App, loginToken: string, ctx: ClientContext): Promise<SessionResult> {
  const claims = await verifyStepToken(app.config.jwtSecret, 'app-login', loginToken);
  if (!claims) throw new UnauthorizedError('auth.errors.loginTokenInvalid');
  // Single use: only one caller can mark the row used.
  const [row] = await app.db
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
  return startSession(app, row.userId, ctx, { messageKey: 'auth.activity.loginApp' });
}
