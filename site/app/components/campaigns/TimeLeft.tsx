import { useTranslation } from 'react-i18next';
import { count } from '~/lib/campaigns-public/format';
import { Badge } from './Badge';

/**
 * Days left while a campaign is live (spec §3 status 2), "successful" (4) or "closed" once it has
 * ended; the last day says so instead of "0 days".
 */
export function TimeLeft({
  status,
  daysLeft,
  lang,
  closed = false,
}: {
  status: number;
  daysLeft: number | null;
  lang: string;
  closed?: boolean;
}) {
  const { t } = useTranslation();
  if (status === 4) return <Badge tone="success">{t('browse.card.successful')}</Badge>;
  if (status !== 2 || closed) return <Badge tone="closed">{t('browse.card.closed')}</Badge>;
  if (daysLeft === null) return null;
  return (
    <p className="text-sm font-medium text-slate-800">
      {daysLeft === 0 ? t('browse.card.lastDay') : t('browse.card.daysLeft', { count: daysLeft, formatted: count(daysLeft, lang) })}
    </p>
  );
}
