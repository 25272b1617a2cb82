import type { ContactCategory } from '@cf/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased; unique. */
    email: text('email').notNull().unique(),
    lang: text('lang').notNull().default('en'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_created_idx').on(t.createdAt)],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').$type<ContactCategory>().notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    extraLink: text('extra_link'),
    lang: text('lang').notNull().default('en'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handled: boolean('handled').notNull().default(false),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    staffNote: text('staff_note'),
    ...timestamps,
  },
  (t) => [index('contact_inquiries_handled_idx').on(t.handled, t.createdAt)],
);

/** Server-made captchas: single use, short-lived; only a hash of the answer is kept. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captcha_expires_idx').on(t.expiresAt)],
);
