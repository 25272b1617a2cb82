import { type Database, users } from '@cf/db';
import { eq, inArray } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { type DecisionEmailKind, decisionEmail } from './emails';
import { notifyUser, type PendingNotification } from './service';

/** Telling a user: the notification (stored, pushed after the commit) and the e-mail. */
export type InformDeps = DepsOf<'db' | 'realtime' | 'mailer'>;

export type Recipient = { id: string; email: string; firstName: string; notificationLanguage: string; status: string };

/** Who to tell about a decision on their record: address, name, language and account status. */
/** recipientOf for several users in one query (unknown ids are left out). */
export async function recipientsOf(tx: Database, userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      notificationLanguage: users.notificationLanguage,
      status: users.status,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function recipientOf(tx: Database, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      notificationLanguage: users.notificationLanguage,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

export type Outcome = {
  /** Notification type (kyc, accreditation, account, deletion). */
  type: string;
  /** The sentence (notify.*) with its parameters: the notification and the e-mail say the same. */
  messageKey: string;
  params?: Record<string, string | number>;
  /** The site page concerned: the notification's link and the e-mail's button. */
  link: string | null;
  email: DecisionEmailKind;
  /** The e-mail's button when it differs from the link (a suspended user can only reach the contact page). */
  emailPath?: string | null;
  /** Store a notification too (not for someone who can no longer read it). */
  notify: boolean;
};

/**
 * Tells a user about a staff decision, inside the decision's transaction: a notification (pushed
 * after the commit: call `emit` on the result) and an e-mail in their notification language.
 */
export async function informUser(
  deps: InformDeps,
  tx: Database,
  user: Recipient,
  outcome: Outcome,
  emailTo: { address: string; userId: string | null } = { address: user.email, userId: user.id },
): Promise<PendingNotification | null> {
  const params = outcome.params ?? {};
  const pending = outcome.notify
    ? await notifyUser(deps, tx, { userId: user.id, type: outcome.type, messageKey: outcome.messageKey, params, link: outcome.link })
    : null;
  await deps.mailer.send(
    {
      to: emailTo.address,
      userId: emailTo.userId,
      lang: user.notificationLanguage,
      template: decisionEmail(outcome.email),
      vars: {
        firstName: user.firstName,
        messageKey: outcome.messageKey,
        params,
        path: outcome.emailPath !== undefined ? outcome.emailPath : outcome.link,
      },
    },
    tx,
  );
  return pending;
}
