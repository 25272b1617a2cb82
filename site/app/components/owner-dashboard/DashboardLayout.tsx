import { CAMPAIGN_STATUS, PUBLIC_STATUSES, type CampaignStatus } from '@cf/domain/campaign-status';
import { Link, NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignTitle, DASHBOARD_TABS, stepPath, tabPath } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { StatusRibbon } from './StatusRibbon';

const tabClass =
  'block whitespace-nowrap rounded-md border border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:border-slate-300 aria-[current=page]:bg-slate-100 aria-[current=page]:text-primary';

/**
 * The campaign dashboard (spec §2): the campaign's name and status, then its tabs, each a route of
 * its own (deep-linkable), then the tab's content. Only the owner and staff get here (404 otherwise).
 * The KIIS tab (an EU ECSP sheet) shows only under ECSP.
 */
export function DashboardLayout({ campaign, ecsp, children }: { campaign: Campaign; ecsp: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const isPublic = PUBLIC_STATUSES.includes(campaign.status as CampaignStatus);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <Link to="/dashboard" className="font-medium text-primary underline">
          {t('wizard.dashboard.back')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {campaign.companyLogo ? (
          <img src={campaign.companyLogo} alt="" className="h-12 w-12 rounded-md border border-slate-200 object-cover" />
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight">{campaignTitle(campaign, t('wizard.dashboard.untitled'))}</h1>
        <StatusRibbon status={campaign.status} />
      </div>
      <p className="mt-2 flex flex-wrap gap-4 text-sm">
        {campaign.editable ? (
          <Link to={stepPath('company', campaign.id)} className="font-medium text-primary underline">
            {t('wizard.dashboard.continueEditing')}
          </Link>
        ) : null}
        {isPublic ? (
          <Link to={`/campaign-detail-page/${campaign.slug}`} className="font-medium text-primary underline">
            {t('wizard.dashboard.viewPublic')}
          </Link>
        ) : null}
        {campaign.status === CAMPAIGN_STATUS.successful ? (
          <Link to={`/campaign-dashboard/repayment/${campaign.id}`} className="font-medium text-primary underline">
            {t('repayments.dashboard.link')}
          </Link>
        ) : null}
      </p>
      <nav aria-label={t('wizard.dashboard.tabsLabel')} className="mt-6 border-b border-slate-200 pb-2">
        {/* Thirteen tabs wrap onto more rows rather than hide past the edge: each one, the current included, stays in sight. */}
        <ul className="flex flex-wrap gap-1">
          {DASHBOARD_TABS.filter((tab) => tab !== 'kiis' || ecsp).map((tab) => (
            <li key={tab}>
              <NavLink to={tabPath(campaign.id, tab)} end className={tabClass} preventScrollReset>
                {t(`wizard.dashboard.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A tab's heading and short explanation. */
export function TabHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {intro ? <p className="mt-1 max-w-3xl text-slate-700">{intro}</p> : null}
    </div>
  );
}

/** The empty state of a list: said plainly, never made-up rows. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">{children}</p>;
}
