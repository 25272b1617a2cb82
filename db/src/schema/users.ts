import type { UserStatus, UserType } from '@cf/domain';
import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { languages } from './languages';

export type { UserStatus };

/** People: investors, campaign owners and staff (isAdmin). Fields of spec §3 "User". */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** argon2id hash; null for accounts created by social login only. */
    passwordHash: text('password_hash'),
    slug: text('slug').notNull(),
    photo: text('photo'),
    coverPhoto: text('cover_photo'),
    description: text('description'),
    zipcode: text('zipcode'),
    userType: text('user_type').$type<UserType>(),
    isAdmin: boolean('is_admin').notNull().default(false),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    youtube: text('youtube'),
    website: text('website'),
    notificationLanguage: text('notification_language')
      .notNull()
      .default('en')
      .references(() => languages.code, { onUpdate: 'cascade', onDelete: 'set default' }),
    notificationFrequency: text('notification_frequency').notNull().default('weekly'),
    /** The public profile lists the person's investments (off unless they choose it). */
    showInvestments: boolean('show_investments').notNull().default(false),
    enableTwoFactorAuth: boolean('enable_two_factor_auth').notNull().default(false),
    /** TOTP secret, encrypted at rest (AES-256-GCM); set while enabling, kept while enabled. */
    twoFactorSecret: text('two_factor_secret'),
    /** The last TOTP time step accepted: a code is single-use (no replay inside its window). */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** When the last notification digest e-mail was sent (digest job). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    status: text('status').$type<UserStatus>().notNull().default('inactive'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_slug_key').on(t.slug),
    index('users_staff_idx')
      .on(t.isAdmin)
      .where(sql`${t.isAdmin}`),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** A signed-in session: the JWT's jti. Revoking the row ends the token before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const usersRelations = relations(users, ({ many }) => ({ sessions: many(sessions) }));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
