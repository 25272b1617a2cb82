import { useTranslation } from 'react-i18next';
import type { CampaignPageData } from '~/lib/campaigns-public/types';

type Props = { campaign: Pick<CampaignPageData, 'closed' | 'closedState' | 'campaignType'> };

/**
 * The banner of a campaign that no longer takes money (spec §4): closing while the payments
 * already made are settled, then successful, unsuccessful (what happened to the money depends on
 * the campaign's type) or cancelled by the platform.
 */
export function ClosedBanner({ campaign }: Props) {
  const { t } = useTranslation();
  if (!campaign.closed) return null;
  const state = campaign.closedState;
  const key = state === 'unsuccessful' ? (campaign.campaignType === 'flexible' ? 'unsuccessfulFlexible' : 'unsuccessfulFixed') : state;
  const tone =
    state === 'successful' ? 'border-emerald-700 bg-emerald-50 text-emerald-950' : 'border-slate-700 bg-slate-100 text-slate-900';
  return (
    <div role="status" data-closed-state={state ?? 'closed'} className={`mb-6 flex items-start gap-3 rounded-lg border-s-4 p-4 ${tone}`}>
      <p className="font-semibold">{key ? t(`settlement.banner.${key}`) : t('browse.page.closedBanner')}</p>
    </div>
  );
}
