import { campaigns, currencies, type Database } from '@cf/db';
import { type BrowseQuery, type BrowseSort, CAMPAIGN_STATUS, FEATURED_CAMPAIGNS_MAX } from '@cf/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type CardRow, cardColumns, toCard } from './cards';
import { siteToday } from '../../lib/site-date';
import { browseCache, countCache, invalidateBrowse } from '../campaigns/index';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type BrowseDeps = DepsOf<'db' | 'publicCache'>;

/**
 * Each sort walks its own index (status, key DESC NULLS LAST, id DESC NULLS LAST): the ORDER BY
 * must say NULLS LAST as the index does, or PostgreSQL sorts every matching row instead.
 */
const SORT_KEYS: Record<BrowseSort, SQL> = {
  newest: sql`${campaigns.createdAt} desc nulls last`,
  'recent-investment': sql`${campaigns.lastInvestmentAt} desc nulls last`,
  percentage: sql`${campaigns.percentRaisedBps} desc nulls last`,
  amount: sql`${campaigns.raisedAmount} desc nulls last`,
};
const BY_ID = sql`${campaigns.id} desc nulls last`;

/**
 * The words of a search as a prefix query for to_tsquery('simple', ...): letters and digits only
 * (so nothing the user types is tsquery syntax), each quoted and marked as a prefix, all required.
 * Null when nothing searchable is left.
 */
export function prefixQuery(q: string | undefined): string | null {
  if (!q) return null;
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

type Shape = { sort: BrowseSort; type: boolean; category: boolean; search: boolean };

function conditions(shape: Omit<Shape, 'sort'>) {
  const list: SQL[] = [eq(campaigns.status, sql.placeholder('status'))];
  if (shape.type) list.push(eq(campaigns.investingType, sql.placeholder('type')));
  if (shape.category) list.push(eq(campaigns.categoryId, sql.placeholder('category')));
  if (shape.search) list.push(sql`${campaigns.searchVector} @@ to_tsquery('simple', ${sql.placeholder('q')})`);
  return and(...list);
}

/** One prepared page query and one prepared count per shape of the filters, made on first use. */
function makeStatements(db: Database, shape: Shape) {
  const name = `browse_${shape.sort.replace('-', '_')}_${Number(shape.type)}${Number(shape.category)}${Number(shape.search)}`;
  const where = conditions(shape);
  return {
    page: db
      .select(cardColumns)
      .from(campaigns)
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .where(where)
      .orderBy(SORT_KEYS[shape.sort], BY_ID)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(campaigns)
      .where(where)
      .prepare(`${name}_count`),
  };
}

type Statements = ReturnType<typeof makeStatements>;
const statementsByDb = new WeakMap<Database, Map<string, Statements>>();

function statementsFor(db: Database, shape: Shape): Statements {
  let byShape = statementsByDb.get(db);
  if (!byShape) {
    byShape = new Map();
    statementsByDb.set(db, byShape);
  }
  const key = `${shape.sort}|${shape.type}|${shape.category}|${shape.search}`;
  let statements = byShape.get(key);
  if (!statements) {
    statements = makeStatements(db, shape);
    byShape.set(key, statements);
  }
  return statements;
}

/** Kept here too for the tests and callers of the browse list. */
export { invalidateBrowse };

const featuredStatements = new WeakMap<Database, ReturnType<typeof prepareFeatured>>();
const prepareFeatured = (db: Database) =>
  db
    .select(cardColumns)
    .from(campaigns)
    .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
    .where(and(eq(campaigns.featured, true), eq(campaigns.status, CAMPAIGN_STATUS.active)))
    .orderBy(SORT_KEYS.newest, BY_ID)
    .limit(FEATURED_CAMPAIGNS_MAX)
    .prepare('browse_featured');

/** Cached pages: the first ones of each combination of filters and search (deeper pages are read live). */
const CACHED_PAGES = 10;

/** GET /campaigns/equities/front as ready JSON text (the success envelope with the list meta). */
export async function browseJson(deps: BrowseDeps, query: BrowseQuery): Promise<string> {
  const tsquery = prefixQuery(query.q);
  const load = async () => {
    const shape: Shape = {
      sort: query.sort,
      type: query.investingType !== undefined,
      category: query.categoryId !== undefined,
      search: tsquery !== null,
    };
    const statements = statementsFor(deps.db, shape);
    const params = {
      status: query.status,
      type: query.investingType,
      category: query.categoryId,
      q: tsquery,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const countKey = `${query.status}|${query.investingType ?? ''}|${query.categoryId ?? ''}|${tsquery ?? ''}`;
    const [rows, total, today] = await Promise.all([
      statements.page.execute(params),
      countCache(deps).get(countKey, async () => (await statements.count.execute(params))[0]?.n ?? 0),
      siteToday(deps),
    ]);
    return {
      status: 'success',
      data: { data: (rows as CardRow[]).map((r) => toCard(r, today)), total: Number(total), page: query.page, limit: query.limit },
    };
  };
  if (query.page > CACHED_PAGES) return JSON.stringify(await load());
  // The search joins the key in its normalised form ("Solar  nest!" and "solar nest" are one entry).
  const key = `browse|${query.status}|${query.sort}|${query.investingType ?? ''}|${query.categoryId ?? ''}|${query.page}|${query.limit}|${tsquery ?? ''}`;
  return browseCache(deps).get(key, load);
}

/** GET /campaigns/equities/front/featured as ready JSON text. */
export async function featuredJson(deps: BrowseDeps): Promise<string> {
  return browseCache(deps).get('featured', async () => {
    let statement = featuredStatements.get(deps.db);
    if (!statement) {
      statement = prepareFeatured(deps.db);
      featuredStatements.set(deps.db, statement);
    }
    const [rows, today] = await Promise.all([statement.execute(), siteToday(deps)]);
    return { status: 'success', data: { data: (rows as CardRow[]).map((r) => toCard(r, today)) } };
  });
}
