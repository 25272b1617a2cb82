import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '~/components/header/styles';
import { CurrencyPicker } from '~/components/portfolio/CurrencyPicker';
import { InvestmentsTable } from '~/components/portfolio/InvestmentsTable';
import { LatestInvestments } from '~/components/portfolio/LatestInvestments';
import { MonthlyColumns } from '~/components/portfolio/MonthlyColumns';
import { PortfolioDonut } from '~/components/portfolio/PortfolioDonut';
import { PortfolioTotals } from '~/components/portfolio/PortfolioTotals';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { siteMeta } from '~/lib/meta';
import { loadDashboard } from '~/lib/portfolio/portfolio.server';
import { usePageMessages } from '~/lib/use-page-messages';
import type { loader as rootLoader } from '~/root';
import { withAccountMessages } from '~/lib/page-messages.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: (data?.messages.portfolio as { title?: string } | undefined)?.title ?? null });

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadDashboard(request, context), PAGINATION_MESSAGES);

/**
 * /investments, the investor dashboard (the header's "Investor dashboard"): per currency, the
 * totals, a portfolio ring and monthly columns (SVG drawn on the server, each with its table), the
 * investments 10 a page and the latest ones. Everything works before, and without, scripts.
 */
export default function InvestorDashboard() {
  const { t } = useTranslation();
  const { currencies, current, figures, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const dir = useRouteLoaderData<typeof rootLoader>('root')?.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('portfolio.title')}</h1>
          <p className="mt-3 max-w-3xl text-slate-700">{t('portfolio.intro')}</p>
        </div>
        {current ? <CurrencyPicker currencies={currencies} current={current} /> : null}
      </div>
      {!current || !figures ? (
        <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="portfolio-empty">
          <h2 className="text-xl font-semibold">{t('portfolio.empty.title')}</h2>
          <p className="mt-2 text-slate-700">{t('portfolio.empty.text')}</p>
          <p className="mt-6">
            <Link to="/browse-companies" className={primaryButton}>
              {t('portfolio.empty.browse')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <PortfolioTotals totals={figures.totals} currency={current} lang={lang} />
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <PortfolioDonut slices={figures.slices} currency={current} lang={lang} dir={dir} />
            <MonthlyColumns months={figures.months} currency={current} lang={lang} dir={dir} />
          </div>
          <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_18rem]">
            <section aria-labelledby="portfolio-table-heading" className="min-w-0">
              <h2 id="portfolio-table-heading" className="text-lg font-semibold">
                {t('portfolio.table.heading')}
              </h2>
              <InvestmentsTable items={figures.investments.items} currency={current} lang={lang} timezone={timezone} />
              <Pagination page={figures.investments.page} limit={figures.investments.limit} total={figures.investments.total} />
            </section>
            <LatestInvestments items={figures.latest} currency={current} lang={lang} timezone={timezone} />
          </div>
        </>
      )}
    </div>
  );
}
