import { numberFormat } from '@cf/domain/number-format';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import { type Certificate, certificatePdfPath } from '~/lib/certificates/types';

/** The holder's live certificates: number, campaign, shares, class, date, and the PDF. */
export function CertificatesTable({ items, lang, timezone }: { items: Certificate[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600">{t('certificates.empty')}</p>;
  const count = numberFormat(lang);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('certificates.list.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {(['number', 'campaign', 'shares', 'class', 'type', 'date'] as const).map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start font-medium">
                {t(`certificates.list.${column}`)}
              </th>
            ))}
            <th scope="col" className="py-2 text-end font-medium">
              {t('certificates.list.file')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className="border-b border-slate-100" data-testid="certificate">
              <th scope="row" className="py-2 pe-3 text-start font-semibold" dir="ltr">
                {c.number}
              </th>
              <td className="py-2 pe-3">
                <a href={`/campaign-detail-page/${c.campaignSlug}`} className="text-primary underline">
                  {c.campaignName}
                </a>
              </td>
              <td className="py-2 pe-3">{count.format(c.shares)}</td>
              <td className="py-2 pe-3">{c.shareClass}</td>
              <td className="py-2 pe-3">{t(`certificates.types.${c.type}`)}</td>
              <td className="py-2 pe-3">{formatDate(c.issuedAt, lang, timezone)}</td>
              <td className="py-2 text-end">
                {/* A plain link: the browser fetches the PDF, not a client-side route. */}
                <a
                  href={certificatePdfPath(c.id)}
                  className="font-semibold text-primary underline"
                  aria-label={`${t('certificates.list.download')} — ${t('certificates.list.number')} ${c.number}, ${c.campaignName}`}
                >
                  {t('certificates.list.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
