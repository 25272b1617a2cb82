import { type Database, menuItems, menus } from '@cf/db';
import type { MenuPosition } from '@cf/domain';
import { and, asc, eq } from 'drizzle-orm';
import { withFallback } from '../../lib/lang';

/** Where a menu item leads: a content page by slug, or its own URL. */
export const menuItemUrl = (item: { linkType: 'custom' | 'page'; customUrl: string | null; contentPageSlug: string | null }): string =>
  item.linkType === 'page' ? `/content-page/${item.contentPageSlug ?? ''}` : (item.customUrl ?? '/');

/** Menus of a language with their active items, in one query (English fallback). */
export async function menusFor(db: Database, lang: string, position?: MenuPosition) {
  const rows = await withFallback(lang, (l) =>
    db.query.menus.findMany({
      where: position ? and(eq(menus.lang, l), eq(menus.position, position)) : eq(menus.lang, l),
      orderBy: [asc(menus.sortOrder), asc(menus.id)],
      with: { items: { where: eq(menuItems.active, true), orderBy: [asc(menuItems.sortOrder), asc(menuItems.id)] } },
    }),
  );
  return rows.map((menu) => ({
    id: menu.id,
    position: menu.position,
    lang: menu.lang,
    title: menu.title,
    items: menu.items.map((item) => ({
      id: item.id,
      title: item.title,
      linkType: item.linkType,
      url: menuItemUrl(item),
      urlTarget: item.urlTarget,
      contentPageSlug: item.contentPageSlug,
      socialIcon: item.socialIcon,
    })),
  }));
}
