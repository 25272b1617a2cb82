import { type Database, type TokenPurpose, userTokens } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../lib/crypto';

/** A random one-time token for an e-mailed link; only its hash is stored. */
export async function issueUserToken(
  db: Database,
  params: { userId: string; purpose: TokenPurpose; lifetimeSeconds: number },
): Promise<string> {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId: params.userId,
    purpose: params.purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + params.lifetimeSeconds * 1000),
  });
  return token;
}

/** The i18n keys that say why a link does not work. */
export type LinkErrors = { invalid: string; used: string; expired: string };

/**
 * Uses an e-mailed token once: unknown (or another user's) → invalid, already used → used, past
 * its expiry → expired; each a 400 with its reason. Two concurrent uses: only one wins.
 */
export async function consumeUserToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  errors: LinkErrors,
  options: {
    expectedUserId?: string;
    /** Checks that may refuse before the token is spent. */ beforeUse?: (userId: string) => Promise<void>;
  } = {},
): Promise<{ userId: string }> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  const fail = (key: string) => new ValidationError([], key);
  if (!row || (options.expectedUserId !== undefined && row.userId !== options.expectedUserId)) throw fail(errors.invalid);
  if (row.usedAt) throw fail(errors.used);
  if (row.expiresAt.getTime() <= Date.now()) throw fail(errors.expired);
  await options.beforeUse?.(row.userId);
  const [used] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, row.id), isNull(userTokens.usedAt)))
    .returning({ userId: userTokens.userId });
  if (!used) throw fail(errors.used);
  return used;
}

/** Marks every unused token of a purpose used (activation done, password changed...). */
export async function retireUserTokens(db: Database, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
