import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Which e-mails a user wants (spec §3 "E-mail preferences"); frequency and language are on users. */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  campaignUpdates: boolean('campaign_updates').notNull().default(true),
  investmentNotices: boolean('investment_notices').notNull().default(true),
  commentReplies: boolean('comment_replies').notNull().default(true),
  newFollowers: boolean('new_followers').notNull().default(true),
  platformNews: boolean('platform_news').notNull().default(false),
  ...timestamps,
});

/** A user following another user (campaign follows live with campaigns). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followingId] }), index('follows_following_idx').on(t.followingId, t.createdAt)],
);

export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invites_inviter_email_key').on(t.inviterId, t.email), index('invites_email_idx').on(t.email)],
);

export type ActivityType =
  | 'profile'
  | 'login'
  | 'saved-campaign'
  | 'investment'
  | 'repayment'
  | 'faq'
  | 'update'
  | 'team'
  | 'lead-investor'
  | 'follow'
  | 'accreditation'
  | 'saved-investment'
  | 'wallet'
  | 'kyc'
  | 'security';

/** The user's activity log (spec §3): what happened, as an i18n key with its parameters. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityType>().notNull(),
    /** i18n key of the sentence (activity.*), translated when shown. */
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_user_idx').on(t.userId, t.createdAt)],
);
