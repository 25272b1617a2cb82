import { CAMPAIGN_RIBBON, type CampaignStatus } from '@cf/domain/campaign-status';
import { useTranslation } from 'react-i18next';

const STYLE = {
  warning: 'bg-amber-100 text-amber-950 border-amber-700',
  success: 'bg-emerald-100 text-emerald-950 border-emerald-700',
  primary: 'bg-primary text-on-primary border-primary',
} as const;

/** A campaign's status with the ribbon style of spec §3 (CAMPAIGN_RIBBON). */
export function StatusRibbon({ status, className = '' }: { status: number; className?: string }) {
  const { t } = useTranslation();
  const tone = CAMPAIGN_RIBBON[status as CampaignStatus] ?? 'primary';
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full border px-3 py-0.5 text-xs font-semibold uppercase tracking-wide ${STYLE[tone]} ${className}`}
    >
      {t(`campaigns.owner.statusNames.${status}`)}
    </span>
  );
}
