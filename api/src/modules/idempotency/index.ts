import { type Database, idempotencyKeys } from '@cf/db';
import { IdempotencyConflictError } from '@cf/domain/ledger';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';

import type { FastifyReply } from 'fastify';

export type Answer<T> = { statusCode: number; body: T };

/** The route and the body a key was used with: the same key with another body is refused. */
export const fingerprint = (route: string, body: unknown): string =>
  `${route} ${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;

/**
 * The key a payment provider is asked under for a money call's work: the same for every try of one
 * (user, Idempotency-Key, body). The provider may have taken the money in a try whose transaction
 * then rolled back (a timeout, a crash before the commit): the client's retry is then the
 * provider's first payment again, not a second one. None without a client key.
 */
export const providerKeyOf = (claim: { userId: string; key: string | undefined; fingerprint: string }): string | undefined =>
  claim.key ? createHash('sha256').update(`${claim.userId}\n${claim.fingerprint}\n${claim.key}`).digest('hex').slice(0, 40) : undefined;

/**
 * Runs a money call once per (user, Idempotency-Key). The key is claimed in the same transaction
 * as the work: a concurrent retry waits on it and then gets the first answer; a failure rolls the
 * claim back, so the client may try again. Without a key the work simply runs in a transaction.
 */
export async function idempotent<T>(
  db: Database,
  claim: { userId: string; key: string | undefined; fingerprint: string },
  work: (tx: Database) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  const { key } = claim;
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key, fingerprint: claim.fingerprint, statusCode: 0, response: '' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, key));
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(mine);
      if (!first || first.fingerprint !== claim.fingerprint) throw new IdempotencyConflictError();
      return { statusCode: first.statusCode, body: JSON.parse(first.response) as T, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: JSON.stringify(answer.body) })
      .where(mine);
    return { ...answer, replayed: false };
  });
}

/**
 * The route's side: runs the work once per key and sends its answer. The first answer is stored as
 * it was sent (serialised by the route's response schema), so a replay is byte for byte the same.
 */
export async function sendIdempotent(
  db: Database,
  reply: FastifyReply,
  claim: { userId: string; key: string | undefined; fingerprint: string },
  work: (tx: Database) => Promise<Answer<unknown>>,
): Promise<FastifyReply> {
  const answer = await idempotent(db, claim, async (tx) => {
    const { statusCode, body } = await work(tx);
    return { statusCode, body: reply.code(statusCode).serialize(body) };
  });
  return reply
    .code(answer.statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(answer.body);
}
