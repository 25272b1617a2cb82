import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { langColumn } from './languages';

/** Content pages by slug and language; body is Markdown, bodyHtml its sanitised rendering. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: langColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Derived from body on every write; never edited directly. */
    bodyHtml: text('body_html').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    published: boolean('published').notNull().default(true),
    /** Listed under "About us" in the footer. */
    showInFooter: boolean('show_in_footer').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('content_pages_lang_slug_key').on(t.lang, t.slug)],
);

/** FAQ entries for /faq; showInFooter marks the footer FAQs that make the footer link appear. */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: langColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    showInFooter: boolean('show_in_footer').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('faqs_lang_idx').on(t.lang, t.sortOrder)],
);

export const helpCategories = pgTable(
  'help_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: langColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('help_categories_lang_slug_key').on(t.lang, t.slug)],
);

export const helpQuestions = pgTable(
  'help_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('help_questions_category_idx').on(t.categoryId, t.sortOrder)],
);

export const helpCategoriesRelations = relations(helpCategories, ({ many }) => ({ questions: many(helpQuestions) }));
export const helpQuestionsRelations = relations(helpQuestions, ({ one }) => ({
  category: one(helpCategories, { fields: [helpQuestions.categoryId], references: [helpCategories.id] }),
}));

export const sliders = pgTable(
  'sliders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: langColumn(),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image').notNull(),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('sliders_lang_idx').on(t.lang, t.active, t.sortOrder)],
);

/** Images staff place in fixed slots of the site (home banner, login background...). */
export const customImages = pgTable('custom_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slot: text('slot').notNull().unique(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  ...timestamps,
});
