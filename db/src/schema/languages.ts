import type { TextDirection } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Content languages. Every per-language row references languages.code. */
export const languages = pgTable(
  'languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nativeName: text('native_name').notNull(),
    direction: text('direction').$type<TextDirection>().notNull().default('ltr'),
    /** At most one default language (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('languages_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** A column holding a language code; content in a language keeps the language alive. */
export const langColumn = () =>
  text('lang')
    .notNull()
    .references(() => languages.code, { onUpdate: 'cascade', onDelete: 'restrict' });
