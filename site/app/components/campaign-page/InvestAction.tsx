import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { InvestState } from '~/lib/campaigns-public/campaign.server';
import { primaryButton } from '../header/styles';

const wide = `${primaryButton} w-full py-3 text-base`;

/** Where the invest button goes: the funding box and the phone's sticky bar share it. */
export const investHref = (campaignId: number) => `/invest/${campaignId}`;

/** The invest button (the invest page is /invest/:id), or why there is none. */
export function InvestAction({ state, campaignId, accreditedOnly }: { state: InvestState; campaignId: number; accreditedOnly: boolean }) {
  const { t } = useTranslation();
  switch (state) {
    case 'invest':
      return (
        <div className="space-y-2">
          <Link to={investHref(campaignId)} className={wide}>
            {t('browse.page.invest')}
          </Link>
          {accreditedOnly ? <p className="text-sm text-slate-700">{t('browse.page.accreditedOnlyNote')}</p> : null}
        </div>
      );
    case 'accreditation-needed':
      return (
        <div className="rounded-md border-s-4 border-amber-700 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{t('browse.page.accreditationNeededTitle')}</p>
          <p className="mt-1">{t('browse.page.accreditationNeeded')}</p>
          <p className="mt-2">
            <Link to="/settings/investment-account" className="font-semibold underline">
              {t('browse.page.getAccredited')}
            </Link>
          </p>
        </div>
      );
    case 'manage':
      return (
        <Link to={`/campaign-dashboard/${campaignId}`} className={wide}>
          {t('browse.page.manage')}
        </Link>
      );
    case 'unavailable':
      return <p className="text-sm text-slate-700">{t('browse.page.notOpen')}</p>;
    case 'closed':
      return null;
  }
}
