import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/components/wallet/money-text';
import { formatDateTime } from '~/lib/account/format';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { loadTopUpReceipt } from '~/lib/regional/receipt.server';
import { REGIONAL_PAGE } from '~/lib/regional/paths';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.regional.receipt.title ?? null });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTopUpReceipt({ request, context });

const tone = {
  succeeded: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  failed: 'border-red-700 bg-red-50 text-red-900',
  created: 'border-amber-700 bg-amber-50 text-amber-900',
} as const;

/** /mangopay-topup-receipt: where MangoPay sends the payer back; the top-up as MangoPay says it stands. */
export default function RegionalTopUpReceipt() {
  const { t } = useTranslation();
  const { topUp, currency, timezone, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const money = (minor: number) => moneyText(minor, currency, lang);
  const rows: [string, string][] = [
    [t('regional.receipt.credited'), money(topUp.amount)],
    [t('regional.receipt.fee'), money(topUp.fee)],
    [t('regional.receipt.total'), money(topUp.total)],
    [t('regional.receipt.status'), t(`regional.receipt.statuses.${topUp.status}`)],
    [t('regional.transactions.date'), formatDateTime(topUp.createdAt, lang, timezone)],
  ];
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('regional.receipt.title')}</h1>
      <p role={topUp.status === 'failed' ? 'alert' : 'status'} className={`mt-4 rounded-md border-s-4 p-4 ${tone[topUp.status]}`}>
        {t(`regional.receipt.${topUp.status === 'created' ? 'pending' : topUp.status}`)}
      </p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Link to={REGIONAL_PAGE} className="mt-8 inline-block font-semibold text-primary underline">
        {t('regional.receipt.back')}
      </Link>
    </div>
  );
}
