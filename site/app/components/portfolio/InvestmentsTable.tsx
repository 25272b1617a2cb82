import { numberFormat } from '@cf/domain/number-format';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { dateText, dayText, percentText } from '~/lib/portfolio/format';
import type { MyInvestment, PortfolioCurrency } from '~/lib/portfolio/types';
import { StatusBadge } from './StatusBadge';
import { Money } from '../money/Money';

const th = 'py-2 px-2 font-medium whitespace-nowrap';
const td = 'py-2 px-2 tabular-nums';

/** A page of the investor's investments in one currency: each row opens its detail page. */
export function InvestmentsTable({
  items,
  currency,
  lang,
  timezone,
}: {
  items: MyInvestment[];
  currency: PortfolioCurrency;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="mt-4 text-slate-600">{t('portfolio.table.empty', { currency: currency.code })}</p>;
  const number = numberFormat(lang);
  const dash = t('portfolio.detail.notApplicable');
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" data-testid="portfolio-table">
        <caption className="sr-only">{t('portfolio.table.caption', { currency: currency.code })}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className={`${th} text-start`}>
              {t('portfolio.table.campaign')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('portfolio.table.date')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('portfolio.table.status')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('portfolio.table.amount')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('portfolio.table.shares')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('portfolio.table.ownership')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('portfolio.table.nextRepayment')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('portfolio.table.distributions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id} className="border-b border-slate-100" data-testid="portfolio-row">
              <th scope="row" className="px-2 py-2 text-start font-semibold">
                <Link
                  to={`/investments/${i.id}`}
                  className="text-primary underline"
                  aria-label={t('portfolio.table.open', { campaign: i.campaign.name })}
                >
                  {i.campaign.name}
                </Link>
              </th>
              <td className={`${td} whitespace-nowrap`}>{dateText(i.createdAt, lang, timezone)}</td>
              <td className="px-2 py-2">
                <StatusBadge status={i.status} />
              </td>
              <td className={`${td} text-end`}>
                <Money minor={i.amount} currency={currency} lang={lang} />
              </td>
              <td className={`${td} text-end`}>{i.shares === null ? dash : number.format(i.shares)}</td>
              <td className={`${td} text-end`}>{i.ownershipPercent === null ? dash : percentText(i.ownershipPercent, lang)}</td>
              <td className={`${td} whitespace-nowrap`}>{i.nextRepayment ? dayText(i.nextRepayment.dueDate, lang) : dash}</td>
              <td className={`${td} text-end`}>
                <Money minor={i.distributionsReceived} currency={currency} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
