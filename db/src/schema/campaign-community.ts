import type { AccessRequestStatus, CommentStatus } from '@cf/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaignDocuments } from './campaign-content';
import { campaigns } from './campaigns';
import { users } from './users';

/** Saving a campaign is following it (spec: "save (follow) them"): updates reach savers. */
export const savedCampaigns = pgTable(
  'saved_campaigns',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] }), index('saved_campaigns_campaign_idx').on(t.campaignId, t.createdAt)],
);

export type { CommentStatus };

/** Discussion: comments and replies, moderated before they show. */
export const campaignComments = pgTable(
  'campaign_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id'),
    /** Spec §5: 200 characters. */
    text: text('text').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('pending'),
    /** Written by the owner or a team member: shown with a "from the company" badge. */
    fromCompany: boolean('from_company').notNull().default(false),
    moderatedById: uuid('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_comments_campaign_idx').on(t.campaignId, t.status, t.createdAt),
    index('campaign_comments_parent_idx').on(t.parentId),
    index('campaign_comments_status_idx').on(t.status, t.createdAt),
  ],
);

/** A request to see a campaign's private documents, decided by the owner. */
export const campaignAccessRequests = pgTable(
  'campaign_access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AccessRequestStatus>().notNull().default('requested'),
    message: text('message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_access_requests_key').on(t.campaignId, t.userId),
    index('campaign_access_requests_status_idx').on(t.campaignId, t.status),
  ],
);

/** Who opened which private document, and when (shown to the owner). */
export const campaignDocumentViews = pgTable(
  'campaign_document_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => campaignDocuments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_document_views_document_idx').on(t.documentId, t.viewedAt)],
);
