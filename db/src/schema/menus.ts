import type { LinkTarget, MenuLinkType, MenuPosition } from '@cf/domain';
import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { langColumn } from './languages';

/** A menu: the header, a footer column or the social links, in one language. */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    position: text('position').$type<MenuPosition>().notNull(),
    lang: langColumn(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('menus_lang_position_idx').on(t.lang, t.position, t.sortOrder)],
);

/** linkType custom uses customUrl; linkType page uses contentPageSlug (spec §3 "Menu item"). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    linkType: text('link_type').$type<MenuLinkType>().notNull(),
    title: text('title').notNull(),
    customUrl: text('custom_url'),
    urlTarget: text('url_target').$type<LinkTarget>().notNull().default('_self'),
    contentPageSlug: text('content_page_slug'),
    socialIcon: text('social_icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.sortOrder)],
);

export const menusRelations = relations(menus, ({ many }) => ({ items: many(menuItems) }));
export const menuItemsRelations = relations(menuItems, ({ one }) => ({
  menu: one(menus, { fields: [menuItems.menuId], references: [menus.id] }),
}));
