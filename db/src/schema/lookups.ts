import type { LookupType } from '@cf/domain';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Every lookup list (types, categories, deal types, user types and the manage-options lists) in one
 * table keyed by type. Names per language; English is the fallback and always present.
 */
export const lookups = pgTable(
  'lookups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<LookupType>().notNull(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    code: text('code'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('lookups_type_slug_key').on(t.type, t.slug), index('lookups_type_idx').on(t.type, t.active, t.sortOrder)],
);

export type LookupRow = typeof lookups.$inferSelect;
