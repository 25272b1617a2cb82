import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { siteExtras } from '../account/site.server';
import { pageMessages } from '../page-messages.server';
import { pageParam } from '../page-param';
import type { MyInvestmentDetail, PortfolioCurrency, PortfolioDashboard, PortfolioOverview } from './types';

/**
 * /investments: the currencies the investor holds, the one asked (?currency=, else the first), and
 * for it the totals, both charts' data and a page of the table: one API call (my-investment/overview).
 */
export async function loadDashboard(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const asked = new URL(request.url).searchParams.get('currency')?.toUpperCase() ?? '';
  const query = new URLSearchParams({ page: String(pageParam(request.url, { max: 100_000 })) });
  // A code that is no currency shows the first held, as one not held does.
  if (/^[A-Z]{3}$/.test(asked)) query.set('currencyCode', asked);
  const [overview, site] = await Promise.all([
    api.get<PortfolioOverview>(`/my-investment/overview?${query}`),
    siteExtras(request, context, api.lang),
  ]);
  const base = { lang: api.lang, timezone: site.timezone, messages: pageMessages(api.lang, { portfolio: true }) };
  const currencies = overview?.currencies ?? [];
  const current = overview?.current ?? null;
  if (!overview || !current || !overview.investments) return { ...base, currencies, current: null, figures: null };
  const { data: items, ...meta } = overview.investments;
  const figures = {
    totals: overview.dashboard?.totals[0] ?? null,
    latest: overview.dashboard?.latest ?? [],
    slices: overview.slices,
    months: overview.months,
    investments: { items, ...meta },
  };
  return { ...base, currencies, current, figures };
}

/**
 * The totals of the investor's first currency, for the signed-in home (/dashboard): the figures
 * at a glance, two calls; the full dashboard stays at /investments.
 */
export async function loadPortfolioGlance(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const [current] = (await api.get<PortfolioCurrency[]>('/my-investment/get-unique-currency')) ?? [];
  const messages = pageMessages(api.lang, { portfolio: ['totals', 'title'] });
  if (!current) return { current: null, totals: null, messages };
  const dashboard = await api.get<PortfolioDashboard>(`/my-investment/dashboard?currencyCode=${current.code}`);
  return { current, totals: dashboard?.totals[0] ?? null, messages };
}

/** /investments/{id}: one of the investor's investments (404 for anyone else's, as the API answers). */
export async function loadInvestment(request: Request, context: AppLoadContext, id: string) {
  const api = await accountApi(request, context);
  const [investment, site] = await Promise.all([
    /^[0-9a-f-]{36}$/i.test(id) ? api.get<MyInvestmentDetail>(`/my-investment/${id}`) : null,
    siteExtras(request, context, api.lang),
  ]);
  if (!investment) throw new Response('Not found', { status: 404 });
  return { investment, lang: api.lang, timezone: site.timezone, messages: pageMessages(api.lang, { portfolio: true }) };
}

/** The privacy form: hide or show the investor's name on the campaign's investors list. */
export async function saveAnonymous(request: Request, context: AppLoadContext, id: string) {
  const api = await accountApi(request, context);
  const form = await request.formData();
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response('Not found', { status: 404 });
  const res = await api.send('PATCH', `/my-investment/${id}`, { anonymous: form.get('anonymous') === 'on' });
  if (res.status === 404) throw new Response('Not found', { status: 404 });
  return { saved: res.status === 200 };
}
