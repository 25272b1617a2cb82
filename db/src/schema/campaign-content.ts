import type { DocumentVisibility, FaqTemplateInvestingType } from '@cf/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { campaigns } from './campaigns';
import { files } from './files';
import { lookups } from './lookups';
import { users } from './users';

const campaignId = () =>
  integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });
const order = () => integer('sort_order').notNull().default(0);

/**
 * Questions every campaign must (or may) answer, set by staff; a required one blocks the go-live
 * checklist until answered.
 */
export const campaignFaqTemplates = pgTable('campaign_faq_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  investingType: text('investing_type').$type<FaqTemplateInvestingType>().notNull().default('all'),
  active: boolean('active').notNull().default(true),
  sortOrder: order(),
  ...timestamps,
});

/** The campaign's FAQs: answers to the templates (questionId) and the owner's own questions. */
export const campaignFaqs = pgTable(
  'campaign_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    questionId: integer('question_id').references(() => campaignFaqTemplates.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    sortOrder: order(),
    ...timestamps,
  },
  (t) => [index('campaign_faqs_campaign_idx').on(t.campaignId, t.sortOrder)],
);

export const campaignTeamMembers = pgTable(
  'campaign_team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    fullName: text('full_name').notNull(),
    roleTitle: text('role_title').notNull(),
    email: text('email').notNull(),
    bio: text('bio'),
    photo: text('photo'),
    memberTypeId: integer('member_type_id').references(() => lookups.id, { onDelete: 'set null' }),
    /** The platform account of the member once they accept (their replies carry the company badge). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    inviteTokenHash: text('invite_token_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    sortOrder: order(),
    ...timestamps,
  },
  (t) => [index('campaign_team_campaign_idx').on(t.campaignId, t.sortOrder), index('campaign_team_user_idx').on(t.userId)],
);

export const campaignLeadInvestors = pgTable(
  'campaign_lead_investors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    investorTypeId: integer('investor_type_id').references(() => lookups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    bio: text('bio'),
    photo: text('photo'),
    sortOrder: order(),
    ...timestamps,
  },
  (t) => [index('campaign_lead_investors_campaign_idx').on(t.campaignId, t.sortOrder)],
);

export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ...timestamps,
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt)],
);

export const campaignImages = pgTable(
  'campaign_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    sortOrder: order(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_images_campaign_idx').on(t.campaignId, t.sortOrder)],
);

export const campaignVideos = pgTable(
  'campaign_videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    sortOrder: order(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_videos_campaign_idx').on(t.campaignId, t.sortOrder)],
);

export const campaignLinks = pgTable(
  'campaign_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sortOrder: order(),
  },
  (t) => [index('campaign_links_campaign_idx').on(t.campaignId, t.sortOrder)],
);

/** Documents: public ones for everyone; private ones after the owner grants an access request. */
export const campaignDocuments = pgTable(
  'campaign_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    visibility: text('visibility').$type<DocumentVisibility>().notNull(),
    sortOrder: order(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_documents_campaign_idx').on(t.campaignId, t.sortOrder)],
);
