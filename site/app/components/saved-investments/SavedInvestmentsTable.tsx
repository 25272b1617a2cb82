import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import { continueHref } from '~/lib/saved-investments/prefill';
import type { SavedInvestment } from '~/lib/saved-investments/types';
import { primaryButton } from '../header/styles';
import { Money } from '../money/Money';

const th = 'py-2 pe-4 text-start font-medium';

/**
 * The caller's saved investments: campaign, amount, shares, route, dates; "Continue" opens the
 * invest page filled in, "Delete" is a plain form post (works before JavaScript).
 */
export function SavedInvestmentsTable({ items, lang, timezone }: { items: SavedInvestment[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600">{t('savedInvestments.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('savedInvestments.list.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {(['campaign', 'amount', 'shares', 'route', 'savedOn', 'expires'] as const).map((key) => (
              <th key={key} scope="col" className={th}>
                {t(`savedInvestments.list.${key}`)}
              </th>
            ))}
            <th scope="col" className="py-2 text-end font-medium">
              {t('savedInvestments.list.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const campaign = item.campaign.name ?? item.campaign.slug;
            return (
              <tr key={item.id} className="border-b border-slate-100" data-testid="saved-investment">
                <th scope="row" className="py-3 pe-4 text-start font-semibold">
                  <Link to={`/campaign-detail-page/${item.campaign.slug}`} className="text-primary underline">
                    {campaign}
                  </Link>
                </th>
                <td className="py-3 pe-4">
                  <Money minor={item.amount} currency={item.currency} lang={lang} />
                </td>
                <td className="py-3 pe-4">{item.shares ?? '—'}</td>
                <td className="py-3 pe-4">{t(`savedInvestments.routes.${item.paymentType ?? 'none'}`)}</td>
                <td className="py-3 pe-4">{formatDate(item.updatedAt, lang, timezone)}</td>
                <td className="py-3 pe-4">{formatDate(item.expiresAt, lang, timezone)}</td>
                <td className="py-3">
                  <div className="flex items-center justify-end gap-3">
                    <Link to={continueHref(item)} className={primaryButton} aria-label={t('savedInvestments.continueLabel', { campaign })}>
                      {t('savedInvestments.continue')}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={item.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="rounded-md px-3 py-2 font-semibold text-red-700 underline hover:bg-red-50"
                        aria-label={t('savedInvestments.deleteLabel', { campaign })}
                      >
                        {t('savedInvestments.delete')}
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
