import { NavLink, useLocation } from '@remix-run/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '~/lib/campaigns-public/format';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { useScrollRow } from './use-scroll-row';

export const CAMPAIGN_TABS = ['overview', 'updates', 'discussion', 'documents', 'faqs', 'gallery', 'investors'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
    isActive ? 'border-primary text-primary' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
  }`;

const fade = 'pointer-events-none absolute inset-y-0 w-10 from-white to-transparent transition-opacity duration-150';

/**
 * The page's sections as links (/campaign-detail-page/:slug/updates …): each can be opened
 * directly, works without scripts, and only the section's own data loads when switching.
 * On a phone the row scrolls sideways: a fade on the side where more tabs wait says so, and the
 * current tab is brought into view, so no tab name is ever cut.
 */
export function CampaignTabs({ campaign, lang }: { campaign: CampaignPageData; lang: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // Only the owner's preview travels from tab to tab (a list's ?page= belongs to its tab).
  const keep = new URLSearchParams(search).get('preview') === '1' ? '?preview=1' : '';
  const base = `/campaign-detail-page/${encodeURIComponent(campaign.slug)}`;
  const row = useRef<HTMLElement>(null);
  const more = useScrollRow(row, `${base}${search}`);
  const counts: Partial<Record<CampaignTab, number>> = {
    updates: campaign.updatesCount,
    documents: campaign.documents.length,
    faqs: campaign.faqs.length,
    gallery: campaign.gallery.length,
  };
  return (
    <div className="relative border-b border-slate-200">
      <nav
        ref={row}
        aria-label={t('browse.tabs.label')}
        data-testid="campaign-tabs"
        className="overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
      >
        <ul className="flex w-max min-w-full">
          {CAMPAIGN_TABS.map((tab) => (
            <li key={tab} className="shrink-0">
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
      <span
        aria-hidden="true"
        data-fade="start"
        className={`${fade} start-0 bg-linear-to-r rtl:bg-linear-to-l ${more.start ? 'opacity-100' : 'opacity-0'}`}
      />
      <span
        aria-hidden="true"
        data-fade="end"
        className={`${fade} end-0 bg-linear-to-l rtl:bg-linear-to-r ${more.end ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  );
}
