import { useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';
import { KIIS_SECTIONS, type Kiis } from '@cf/domain/schemas/compliance';

type Props = { kiis: Kiis; lang: string; timezone: string };

/** ECSP: the campaign's checked Key Investment Information Sheet, collapsible, in its own language. */
export function KiisSheet({ kiis, lang, timezone }: Props) {
  const { t } = useTranslation();
  const other = kiis.lang !== lang;
  return (
    <details data-testid="kiis" className="mb-6 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">{t('investorProtection.kiis.title')}</summary>
      <div className="mt-3 space-y-3 text-sm">
        {KIIS_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`kiis-${section}`}>
            <h3 id={`kiis-${section}`} className="font-semibold text-slate-900">
              {t(`investorProtection.kiis.${section}`)}
            </h3>
            <p lang={other ? kiis.lang : undefined} dir="auto" className="whitespace-pre-line text-slate-800">
              {kiis[section]}
            </p>
          </section>
        ))}
      </div>
      {kiis.checkedAt ? (
        <p className="mt-3 text-xs text-slate-600">
          {t('investorProtection.kiis.checkedAt', { date: formatInstant(kiis.checkedAt, lang, timezone, 'date') })}
        </p>
      ) : null}
    </details>
  );
}
