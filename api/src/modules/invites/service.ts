import { type Database, invites, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { eq, inArray } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import type { Mailer } from '../../lib/mail/mailer';
import { inviteTemplate } from './emails';
import { inviteToken } from './token';

export type InviteDeps = { db: Database; mailer: Mailer; config: { publicUrl: string; encryptionKey: string } };
export type SkipReason = 'registered' | 'alreadyInvited' | 'duplicate';

/**
 * POST /users/send-invites: addresses already registered, already invited by this user, or listed
 * twice are skipped; each other one is stored and e-mailed a sign-up link in the inviter's language.
 */
export async function sendInvites(deps: InviteDeps, inviterId: string, emails: string[], ip: string) {
  // `at`: where the address was in the list, so skipped ones are reported in the order given.
  const skipped: { email: string; reason: SkipReason; at: number }[] = [];
  const unique: string[] = [];
  emails.forEach((email, at) => {
    if (unique.includes(email)) skipped.push({ email, reason: 'duplicate', at });
    else unique.push(email);
  });
  const at = (email: string) => emails.indexOf(email);
  const [inviter] = await deps.db.select().from(users).where(eq(users.id, inviterId)).limit(1);
  if (!inviter) throw new NotFoundError();
  const registered = new Set(
    (await deps.db.select({ email: users.email }).from(users).where(inArray(users.email, unique))).map((r) => r.email),
  );
  const candidates = unique.filter((email) => {
    if (!registered.has(email)) return true;
    skipped.push({ email, reason: 'registered', at: at(email) });
    return false;
  });

  const sent = await deps.db.transaction(async (tx) => {
    const rows =
      candidates.length === 0
        ? []
        : await tx
            .insert(invites)
            .values(candidates.map((email) => ({ inviterId, email })))
            .onConflictDoNothing()
            .returning({ id: invites.id, email: invites.email });
    const inserted = new Set(rows.map((r) => r.email));
    for (const email of candidates) if (!inserted.has(email)) skipped.push({ email, reason: 'alreadyInvited', at: at(email) });
    const name = `${inviter.firstName} ${inviter.lastName}`.trim();
    for (const row of rows) {
      const [inviteId, mac] = inviteToken(deps.config.encryptionKey, row).split('.') as [string, string];
      await deps.mailer.send(
        { to: row.email, lang: inviter.notificationLanguage, template: inviteTemplate, vars: { inviter: name, inviteId, mac } },
        tx,
      );
    }
    if (rows.length > 0)
      await recordActivity(tx, {
        userId: inviterId,
        type: 'profile',
        messageKey: 'identity.activity.invitesSent',
        params: { count: rows.length },
        ip,
      });
    return candidates.filter((email) => inserted.has(email));
  });
  skipped.sort((x, y) => x.at - y.at);
  return { sent, skipped: skipped.map(({ email, reason }) => ({ email, reason })) };
}
