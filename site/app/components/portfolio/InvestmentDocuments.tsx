import { useTranslation } from 'react-i18next';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';

/** The investment's documents: signed contract, payment receipt and live share certificate, when they exist. */
export function InvestmentDocuments({ investment: i }: { investment: MyInvestmentDetail }) {
  const { t } = useTranslation();
  // Plain links: the browser fetches the PDFs, not a client-side route.
  const links = [
    i.contractAvailable ? { href: `/investment-contract/${i.id}`, label: t('portfolio.detail.contract'), id: 'contract' } : null,
    i.receiptAvailable ? { href: `/payment-receipt/${i.id}`, label: t('portfolio.detail.receipt'), id: 'receipt' } : null,
    i.certificate
      ? {
          href: `/share-certificates/${i.certificate.id}`,
          label: t('portfolio.detail.certificate', { number: i.certificate.number }),
          id: 'certificate',
        }
      : null,
  ].filter((l) => l !== null);
  return (
    <section aria-labelledby="investment-documents-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="investment-documents-heading" className="text-lg font-semibold">
        {t('portfolio.detail.documents')}
      </h2>
      {links.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('portfolio.detail.noDocuments')}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {links.map((l) => (
            <li key={l.id}>
              <a href={l.href} className="font-semibold text-primary underline" data-testid={`document-${l.id}`}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
