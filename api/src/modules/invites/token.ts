import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Database, invites } from '@cf/db';
import { eq } from 'drizzle-orm';

/**
 * Invitation links carry `<invite id>.<HMAC of id and address>`: nothing secret is stored, a link
 * cannot be forged or pointed at another invitation, and no column is needed for it.
 */
const mac = (secret: string, id: number, email: string) => createHmac('sha256', secret).update(`invite:${id}:${email}`).digest('base64url');

export const inviteToken = (secret: string, invite: { id: number; email: string }) =>
  `${invite.id}.${mac(secret, invite.id, invite.email)}`;

/**
 * The invitation a sign-up link names, or null (unknown, forged or malformed). For the sign-up
 * (`inviteToken`): it may mark it accepted with `markInviteAccepted`.
 */
export async function findInviteByToken(db: Database, secret: string, token: string) {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const [invite] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
  if (!invite) return null;
  const expected = Buffer.from(mac(secret, invite.id, invite.email));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? invite : null;
}

export async function markInviteAccepted(db: Database, inviteId: number): Promise<void> {
  await db.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.id, inviteId));
}
