import { createHmac, randomInt } from 'node:crypto';
import { type Database, recoveryCodes } from '@cf/db';
import { ACCOUNT_RULES } from '@cf/domain';
import { and, count, eq, isNull } from 'drizzle-orm';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Stored as a keyed hash: 40 bits of randomness are too few against an offline guess of a plain
 * hash, but not without the server's key.
 */
const hashCode = (code: string, key: string) => createHmac('sha256', key).update(`recovery:${code}`).digest('hex');

/** A new set of recovery codes (xxxx-xxxx); the old set stops working. Returns the codes, shown once. */
export async function replaceRecoveryCodes(db: Database, userId: string, key: string): Promise<string[]> {
  const codes = Array.from({ length: ACCOUNT_RULES.twoFactor.recoveryCodes }, () => `${part()}-${part()}`);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code, key) })));
  return codes;
}

/** Uses a recovery code (normalised as xxxx-xxxx); true only the first time. */
export async function useRecoveryCode(db: Database, userId: string, code: string, key: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code, key)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
