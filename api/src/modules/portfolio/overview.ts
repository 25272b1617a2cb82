import { type Database } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import type { PortfolioOverview } from '@cf/domain/schemas/portfolio';
import { siteTimezone } from '../../lib/site-date';
import type { DepsOf } from '../../deps';
import { investmentsPage } from './rows';
import { latestInvestments, portfolioMonths, portfolioSlices, portfolioTotals } from './totals';

/** The months the page's chart shows. */
const CHART_MONTHS = 12;

/**
 * GET my-investment/overview: what /investments shows, in one answer — the currencies held, the
 * one shown (asked, else the first), its totals and latest, its chart data and a page of its
 * investments. The separate my-investment/* calls stay for other clients; this saves the page four
 * round trips (issue 15: one call per page), and runs a handful of statements whatever the number
 * of investments: the totals of every currency held (which also name the currencies), then the
 * latest, the slices, the months and the page together.
 */
export async function portfolioOverview(
  deps: DepsOf<'db' | 'publicCache'>,
  userId: string,
  query: { currencyCode?: string | undefined; page: number },
): Promise<PortfolioOverview> {
  const db: Database = deps.db;
  const [everyTotal, zone] = await Promise.all([portfolioTotals(db, userId, undefined), siteTimezone(deps)]);
  const held = everyTotal.map((t) => t.currency);
  const current = held.find((c) => c.code === query.currencyCode) ?? held[0] ?? null;
  if (!current) return { currencies: held, current: null, dashboard: null, slices: [], months: [], investments: null };
  const [latest, slices, months, page] = await Promise.all([
    latestInvestments(db, userId, current.code),
    portfolioSlices(db, userId, current.code),
    portfolioMonths(db, userId, current.code, zone, CHART_MONTHS),
    investmentsPage(db, userId, { currency: current.code }, query.page, PAGE_SIZE.investments),
  ]);
  // The current currency's totals are what portfolioTotals states for it alone: each currency's are its own.
  const dashboard = { totals: everyTotal.filter((t) => t.currency.code === current.code), latest };
  const { items, ...meta } = page;
  return { currencies: held, current, dashboard, slices, months, investments: { data: items, ...meta } };
}
