import { type Database, menuItems, menus } from '@cf/db';
import { menuInput } from '@cf/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { columnsOf, type ResourceDef } from '../crud';

/** A menu is edited with its items: saving replaces the items in the same transaction. */
export const menusResource: ResourceDef = {
  name: 'menus',
  table: menus,
  id: menus.id,
  input: menuInput,
  publicData: true,
  searchColumns: [menus.title],
  filters: columnsOf(menus, 'lang', 'position'),
  sortColumns: columnsOf(menus, 'id', 'title', 'lang', 'position', 'sortOrder'),
  defaultSort: ['sortOrder', 'ASC'],
  toValues: ({ items: _items, ...menu }) => menu,
  loadByIds: async (db: Database, ids) =>
    db.query.menus.findMany({
      where: inArray(menus.id, ids as number[]),
      with: { items: { orderBy: [asc(menuItems.sortOrder), asc(menuItems.id)], columns: { menuId: false } } },
    }),
  afterWrite: async (tx, id, input) => {
    const items = (input.items ?? []) as Omit<typeof menuItems.$inferInsert, 'menuId'>[];
    await tx.delete(menuItems).where(eq(menuItems.menuId, Number(id)));
    if (items.length)
      await tx
        .insert(menuItems)
        .values(items.map((item, i) => ({ ...item, id: undefined, menuId: Number(id), sortOrder: item.sortOrder || i })));
  },
};
