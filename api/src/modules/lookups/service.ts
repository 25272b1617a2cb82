import { type Database, lookups } from '@cf/db';
import type { LookupType } from '@cf/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { nameIn } from '../../lib/lang';

const toOut = (lang: string) => (row: typeof lookups.$inferSelect) => ({
  id: row.id,
  slug: row.slug,
  name: nameIn(row.names, lang),
  code: row.code,
});

/** Active entries of one lookup list, named in the asked language (English fallback). */
export async function lookupList(db: Database, type: LookupType, lang: string) {
  const rows = await db
    .select()
    .from(lookups)
    .where(and(eq(lookups.type, type), eq(lookups.active, true)))
    .orderBy(asc(lookups.sortOrder), asc(lookups.id));
  return rows.map(toOut(lang));
}

export async function lookupPage(db: Database, type: LookupType, lang: string, page: number, limit: number) {
  const where = and(eq(lookups.type, type), eq(lookups.active, true));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lookups)
      .where(where)
      .orderBy(asc(lookups.sortOrder), asc(lookups.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(lookups).where(where),
  ]);
  return { items: rows.map(toOut(lang)), total: total?.value ?? 0, page, limit };
}
