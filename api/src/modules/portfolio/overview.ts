import { type Database } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import type { PortfolioOverview } from '@cf/domain/schemas/portfolio';
import { siteTimezone } from '../../lib/site-date';
import type { DepsOf } from '../../deps';
import { investmentsPage } from './rows';
import { portfolioCurrencies, portfolioDashboard, portfolioMonths, portfolioSlices } from './totals';

/** The months the page's chart shows. */
const CHART_MONTHS = 12;

/**
 * GET my-investment/overview: what /investments shows, in one answer — the currencies held, the
 * one shown (asked, else the first), its totals and latest, its chart data and a page of its
 * investments. The separate my-investment/* calls stay for other clients; this saves the page four
 * round trips (issue 15: one call per page).
 */
export async function portfolioOverview(
  deps: DepsOf<'db' | 'publicCache'>,
  userId: string,
  query: { currencyCode?: string | undefined; page: number },
): Promise<PortfolioOverview> {
  const db: Database = deps.db;
  const [held, zone] = await Promise.all([portfolioCurrencies(db, userId), siteTimezone(deps)]);
  const current = held.find((c) => c.code === query.currencyCode) ?? held[0] ?? null;
  if (!current) return { currencies: held, current: null, dashboard: null, slices: [], months: [], investments: null };
  const [dashboard, slices, months, page] = await Promise.all([
    portfolioDashboard(db, userId, current.code),
    portfolioSlices(db, userId, current.code),
    portfolioMonths(db, userId, current.code, zone, CHART_MONTHS),
    investmentsPage(db, userId, { currency: current.code }, query.page, PAGE_SIZE.investments),
  ]);
  const { items, ...meta } = page;
  return { currencies: held, current, dashboard, slices, months, investments: { data: items, ...meta } };
}
