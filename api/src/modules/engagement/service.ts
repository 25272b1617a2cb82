import { type Database, contactInquiries, newsletterSubscribers } from '@cf/db';
import { ConflictError, type ContactInput } from '@cf/domain';
import { eq } from 'drizzle-orm';

export async function createInquiry(
  db: Database,
  input: Omit<ContactInput, 'captchaId' | 'captchaText'>,
  meta: { lang: string; userId: string | null },
) {
  const [row] = await db
    .insert(contactInquiries)
    .values({ ...input, lang: meta.lang, userId: meta.userId })
    .returning({ id: contactInquiries.id, createdAt: contactInquiries.createdAt });
  return row!;
}

/** Spec §8: a repeat address is told "This email is already subscribed" (409). */
export async function subscribe(db: Database, email: string, meta: { lang: string; userId: string | null }) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), lang: meta.lang, userId: meta.userId })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  if (!row) throw new ConflictError('errors.alreadySubscribed', [{ field: 'email', message: 'errors.alreadySubscribed' }]);
  return row;
}

export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return Boolean(row);
}
