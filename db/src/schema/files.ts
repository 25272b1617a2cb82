import type { DocumentVisibility } from '@cf/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Stored uploads. Private files (KYC documents, accreditation letters, contracts) are read only
 * through authorised routes; the storage key is generated, never the user's file name.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    visibility: text('visibility').$type<DocumentVisibility>().notNull(),
    /** Where the storage adapter keeps the bytes (a generated name). */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The uploader's name for the file, for display only (never used as a path). */
    originalName: text('original_name'),
    /** What the file is for: kyc-document, accreditation-letter, accreditation-contract, avatar... */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.purpose)],
);
