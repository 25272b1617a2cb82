import { type Database, emailPreferences, languages, users } from '@cf/db';
import { type EmailPreferencesInput, NOTIFICATION_FREQUENCIES, NotFoundError, ValidationError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';

export type EmailPreferences = {
  id: string;
  notificationFrequency: (typeof NOTIFICATION_FREQUENCIES)[number];
  notificationLanguage: string;
  campaignUpdates: boolean;
  investmentNotices: boolean;
  commentReplies: boolean;
  newFollowers: boolean;
  platformNews: boolean;
};

const FLAGS = ['campaignUpdates', 'investmentNotices', 'commentReplies', 'newFollowers', 'platformNews'] as const;

const frequencyOf = (value: string): EmailPreferences['notificationFrequency'] =>
  (NOTIFICATION_FREQUENCIES as readonly string[]).includes(value) ? (value as EmailPreferences['notificationFrequency']) : 'weekly';

/** The preferences of one user: frequency and language live on users, the flags in email_preferences. */
async function read(db: Database, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      frequency: users.notificationFrequency,
      language: users.notificationLanguage,
      prefs: emailPreferences,
    })
    .from(users)
    .innerJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return {
    id: userId,
    notificationFrequency: frequencyOf(row.frequency),
    notificationLanguage: row.language,
    ...Object.fromEntries(FLAGS.map((f) => [f, row.prefs[f]])),
  } as EmailPreferences;
}

/** GET /email-preferences: the row is made with its defaults on first read. */
export async function getPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  await db.insert(emailPreferences).values({ userId }).onConflictDoNothing();
  return read(db, userId);
}

/** PATCH /email-preferences/:id: only the caller's own (anyone else's id is "not found"). */
export async function updatePreferences(
  db: Database,
  userId: string,
  id: string,
  input: EmailPreferencesInput,
  ip: string,
): Promise<EmailPreferences> {
  if (id !== userId) throw new NotFoundError();
  return db.transaction(async (tx) => {
    if (input.notificationLanguage !== undefined) {
      const [language] = await tx
        .select({ code: languages.code })
        .from(languages)
        .where(and(eq(languages.code, input.notificationLanguage), eq(languages.active, true)))
        .limit(1);
      if (!language) throw new ValidationError([{ field: 'notificationLanguage', message: 'identity.preferences.languageInactive' }]);
    }
    const userChanges = {
      ...(input.notificationFrequency !== undefined ? { notificationFrequency: input.notificationFrequency } : {}),
      ...(input.notificationLanguage !== undefined ? { notificationLanguage: input.notificationLanguage } : {}),
    };
    if (Object.keys(userChanges).length > 0) await tx.update(users).set(userChanges).where(eq(users.id, userId));
    const flags = Object.fromEntries(FLAGS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));
    await tx
      .insert(emailPreferences)
      .values({ userId, ...flags })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...flags, updatedAt: new Date() } });
    await recordActivity(tx, { userId, type: 'profile', messageKey: 'identity.activity.preferencesUpdated', ip });
    return read(tx, userId);
  });
}
