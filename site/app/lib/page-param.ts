/**
 * The page number a list address asks for (`?page=`, from 1): digits only and at most `max`,
 * anything else is the first page (a stale or hand-typed address still shows a page).
 */
export function pageParam(url: URL | string, { name = 'page', max = 100_000 }: { name?: string; max?: number } = {}): number {
  const raw = (typeof url === 'string' ? new URL(url) : url).searchParams.get(name) ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : 1;
}
