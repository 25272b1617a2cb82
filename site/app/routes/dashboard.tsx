import { type DisplayMode, displayMode } from '@cf/domain/display-mode';
import { DROPDOWN_ROUTES, type DropdownEntry } from '@cf/domain/header-menu';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OwnerCampaigns } from '~/components/owner-dashboard/OwnerCampaigns';
import { PortfolioTotals } from '~/components/portfolio/PortfolioTotals';
import { accountApi } from '~/lib/account/api.server';
import { requireUser } from '~/lib/auth.server';
import type { OwnerCard } from '~/lib/campaigns-owner/types';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { loadPortfolioGlance } from '~/lib/portfolio/portfolio.server';
import { loadShell } from '~/lib/shell.server';
import { usePageMessages } from '~/lib/use-page-messages';
import type { loader as rootLoader } from '~/root';
import { accountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.dashboard.title' });

/**
 * Signed-in only: the guard sends visitors to /login?redirectTo=/dashboard. Which sections show
 * follows the display mode of spec §4, as /users/me gives it (computed the same way when absent):
 * an investor first sees their portfolio's figures, an owner their campaigns.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const messages = accountMessages(lang, PAGINATION_MESSAGES, { account: ['settings', 'inbox', 'activity'] });
  const given = (user as typeof user & { displayMode?: DisplayMode }).displayMode;
  const mode = given ?? displayMode(user, (await loadShell(request, context, lang)).settings);
  const [owner, portfolio] = await Promise.all([
    mode.campaignOwnerDisplay ? ownerList(request, context) : null,
    mode.investorDisplay ? loadPortfolioGlance(request, context) : null,
  ]);
  return { messages, mode, lang, owner, portfolio };
}

/** The owner's campaigns, 6 a page (spec §9), optionally one status (?status=0…7). */
async function ownerList(request: Request, context: LoaderFunctionArgs['context']) {
  const api = await accountApi(request, context);
  const query = new URL(request.url).searchParams;
  const rawStatus = query.get('status');
  const status = rawStatus !== null && /^[0-7]$/.test(rawStatus) ? Number(rawStatus) : null;
  const page = /^\d{1,4}$/.test(query.get('page') ?? '') ? Math.max(1, Number(query.get('page'))) : 1;
  const list = await api.list<OwnerCard>(`/campaigns/equities?page=${page}${status === null ? '' : `&status=${status}`}`);
  return { list, status, messages: ownerMessages(api.lang) };
}

type Shortcut = { to: string; label: string };

/** Entries that have their own section (or are this page) are not repeated under "Your account". */
const SECTIONED: DropdownEntry[] = ['investorDashboard', 'campaignDashboard', 'logout'];

export default function Dashboard() {
  const { t } = useTranslation();
  const { mode, lang, owner, portfolio, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  usePageMessages(owner?.messages);
  usePageMessages(portfolio?.messages);
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user;
  if (!user) return null;
  const investor: Shortcut[] = [
    { to: DROPDOWN_ROUTES.investorDashboard, label: t('site.header.dropdown.investorDashboard') },
    { to: '/settings/investment-account', label: t('account.settings.links.investmentAccount') },
    { to: '/user-kyc', label: t('account.settings.links.kyc') },
  ];
  const ownerLinks: Shortcut[] = [
    { to: '/project-guidelines', label: t('site.header.createCampaign') },
    { to: '/raise-capital', label: t('site.pages.raiseCapital') },
  ];
  const account: Shortcut[] = [
    ...user.dropdown.filter((e) => !SECTIONED.includes(e)).map((e) => ({ to: DROPDOWN_ROUTES[e], label: t(`site.header.dropdown.${e}`) })),
    { to: '/inbox', label: t('account.inbox.title') },
    { to: '/user-activities', label: t('account.activity.title') },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.dashboard.greeting', { name: user.firstName })}</h1>
      {portfolio?.current ? (
        <section aria-labelledby="dashboard-portfolio" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="dashboard-portfolio" className="text-lg font-semibold">
              {t('portfolio.title')}
            </h2>
            <Link to={DROPDOWN_ROUTES.investorDashboard} className="text-sm font-medium text-primary underline">
              {t('site.header.dropdown.investorDashboard')}
            </Link>
          </div>
          <PortfolioTotals totals={portfolio.totals} currency={portfolio.current} lang={lang} />
        </section>
      ) : null}
      {mode.investorDisplay ? (
        <Shortcuts id="dashboard-investor" title={t('account.settings.dashboard.investor')} items={investor} />
      ) : null}
      {owner ? <OwnerCampaigns list={owner.list} status={owner.status} lang={lang} /> : null}
      {mode.campaignOwnerDisplay ? (
        <Shortcuts id="dashboard-owner" title={t('account.settings.dashboard.owner')} items={ownerLinks} />
      ) : null}
      <Shortcuts id="dashboard-account" title={t('site.dashboard.shortcuts')} items={account} />
    </div>
  );
}

function Shortcuts({ id, title, items }: { id: string; title: string; items: Shortcut[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-lg border border-slate-200 p-4 font-medium text-slate-800 hover:border-primary hover:text-primary"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
