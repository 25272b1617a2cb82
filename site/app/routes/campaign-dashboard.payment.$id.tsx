import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { amountText } from '~/components/repayments/format';
import { PaymentForm } from '~/components/repayments/PaymentForm';
import { calendarDate } from '~/lib/campaigns-public/format';
import { siteMeta } from '~/lib/meta';
import { schedulePathOf, receiptPathOf } from '~/lib/repayments/paths';
import { loadPayment, payRepayment } from '~/lib/repayments/payment.server';
import { repaymentMessages } from '~/lib/repayments/repayments.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const data = await loadPayment(request, context, params.id);
  const messages = repaymentMessages(data.lang);
  return { ...data, messages, title: String((messages.repayments as { payment: { title: string } }).payment.title) };
}

export const action = ({ request, context, params }: ActionFunctionArgs) => payRepayment(request, context, params.id);

/** /campaign-dashboard/payment/{id} (spec §2): the owner chooses a route and pays one repayment. */
export default function RepaymentPayment() {
  const { t } = useTranslation();
  const { single, routes, balance, payable, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const { repayment, campaign } = single;
  const money = (minor: number) => amountText(minor, campaign.currency, lang);
  const rows: [string, string][] = [
    [t('repayments.receipt.campaign'), campaign.name],
    [t('repayments.receipt.kind'), t(`repayments.kinds.${repayment.kind}`)],
    [t('repayments.payment.due'), calendarDate(repayment.dueDate, lang)],
    [t('repayments.payment.amount'), money(repayment.amount)],
    [t('repayments.payment.balance'), money(balance)],
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <p className="text-sm">
        <Link to={schedulePathOf(campaign.id)} className="font-medium text-primary underline">
          {t('repayments.receipt.backToRepayments')}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t('repayments.payment.title')}</h1>
      <p className="text-slate-700">{t('repayments.payment.intro')}</p>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums" data-testid={label === t('repayments.payment.balance') ? 'wallet-balance' : undefined}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {!payable ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          {t('repayments.payment.notPayable')}{' '}
          <Link to={receiptPathOf(repayment.id)} className="font-semibold underline">
            {t('repayments.page.receipt')}
          </Link>
        </p>
      ) : routes.length === 0 ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          {t('repayments.payment.noRoutes')}
        </p>
      ) : (
        <PaymentForm
          routes={routes}
          amountLabel={money(repayment.amount)}
          walletCovers={balance >= repayment.amount}
          lastResult={actionData?.result}
        />
      )}
    </div>
  );
}
