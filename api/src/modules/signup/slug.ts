import { type Database, users } from '@cf/db';
import { isReservedSlug } from '@cf/domain';
import { eq, like, or } from 'drizzle-orm';

const SLUG_BASE_MAX = 50;

/** "Zoë O-Brien" → "zoe-o-brien"; names with no Latin letters fall back to "user". */
export function slugBase(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'user';
}

/**
 * The base itself, or the base with the first free number (zoe-o-brien-2, -3...). A reserved word
 * (a member called "Help Center", or "Admin") is never given as is: it counts as taken.
 */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), like(users.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
