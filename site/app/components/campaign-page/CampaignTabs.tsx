import { NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { count } from '~/lib/campaigns-public/format';
import type { CampaignPageData } from '~/lib/campaigns-public/types';

export const CAMPAIGN_TABS = ['overview', 'updates', 'discussion', 'documents', 'faqs', 'gallery', 'investors'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
    isActive ? 'border-primary text-primary' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
  }`;

/**
 * The page's sections as links (/campaign-detail-page/:slug/updates …): each can be opened
 * directly, works without scripts, and only the section's own data loads when switching.
 */
export function CampaignTabs({ campaign, lang }: { campaign: CampaignPageData; lang: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // Only the owner's preview travels from tab to tab (a list's ?page= belongs to its tab).
  const keep = new URLSearchParams(search).get('preview') === '1' ? '?preview=1' : '';
  const base = `/campaign-detail-page/${encodeURIComponent(campaign.slug)}`;
  const counts: Partial<Record<CampaignTab, number>> = {
    updates: campaign.updatesCount,
    documents: campaign.documents.length,
    faqs: campaign.faqs.length,
    gallery: campaign.gallery.length,
  };
  return (
    <nav aria-label={t('browse.tabs.label')} className="overflow-x-auto border-b border-slate-200">
      <ul className="flex">
        {CAMPAIGN_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={`${tab === 'overview' ? base : `${base}/${tab}`}${keep}`} end preventScrollReset className={tabClass}>
              {t(`browse.tabs.${tab}`)}
              {counts[tab] ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {count(counts[tab]!, lang)}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
