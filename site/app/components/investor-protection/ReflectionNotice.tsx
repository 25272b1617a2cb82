import { useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';

type Props = { reflectionEndsAt: string | null | undefined; lang: string; timezone: string };

/**
 * ECSP Art. 22: the 4-day reflection period during which the investor may withdraw without reason.
 * Renders nothing once it is over or when none applies. Needs the investorProtection texts
 * (pageMessages(lang, { investorProtection: ['reflection'] })).
 */
export function ReflectionNotice({ reflectionEndsAt, lang, timezone }: Props) {
  const { t } = useTranslation();
  if (!reflectionEndsAt || Date.parse(reflectionEndsAt) <= Date.now()) return null;
  return (
    <p role="note" data-testid="reflection-notice" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800">
      {t('investorProtection.reflection.text', { until: formatInstant(reflectionEndsAt, lang, timezone, 'longDateTime') })}
    </p>
  );
}
