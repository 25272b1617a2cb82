/** Which page of a list, and how many rows a page holds. */
export type PageRequest = { page: number; limit: number };

/** A query that can still take LIMIT and OFFSET (a Drizzle select before them). */
type Pageable<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/**
 * One page of a list and the total it belongs to, read at the same time: the rows query gets the
 * page's LIMIT and OFFSET, the count query (`select({ n: count() })` over the same rows) gives
 * the total.
 */
export async function readPage<T>(
  page: PageRequest,
  rows: Pageable<T>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [items, [counted]] = await Promise.all([rows.limit(page.limit).offset((page.page - 1) * page.limit), total]);
  return { rows: items, total: Number(counted?.n ?? 0) };
}
