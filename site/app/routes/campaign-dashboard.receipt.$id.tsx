import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ReceiptDetails } from '~/components/repayments/ReceiptDetails';
import { useWaitForRecord } from '~/components/repayments/use-wait-for-record';
import { accountApi } from '~/lib/account/api.server';
import { siteExtras } from '~/lib/account/site.server';
import { formatDateTime } from '~/lib/account/format';
import { siteMeta } from '~/lib/meta';
import { repaymentIdOf } from '~/lib/repayments/forms';
import { paymentPathOf, schedulePathOf } from '~/lib/repayments/paths';
import { loadRepayment } from '~/lib/repayments/payment.server';
import { repaymentMessages } from '~/lib/repayments/repayments.server';
import type { SingleRepayment } from '~/lib/repayments/types';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

/** The receipt reads the record (the API asks a card provider about an open checkout first). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [single, site] = await Promise.all([loadRepayment(api, repaymentIdOf(params.id)), siteExtras(request, context, api.lang)]);
  const messages = repaymentMessages(api.lang);
  const receipt = (messages.repayments as { receipt: { title: string; failedTitle: string } }).receipt;
  return {
    single,
    lang: api.lang,
    timezone: site.timezone,
    messages,
    title: single.repayment.status === 'failed' ? receipt.failedTitle : receipt.title,
  };
}

/** A failure code the API stores is said in words; a staff member's reason is shown as written. */
function reasonText(t: (key: string, options?: Record<string, unknown>) => string, reason: string | null): string {
  if (!reason) return '';
  return /^[a-z_]+$/.test(reason) ? t(`repayments.failure.${reason}`, { defaultValue: reason }) : reason;
}

function Status({ single }: { single: SingleRepayment }) {
  const { t } = useTranslation();
  const { repayment: r, role, campaign } = single;
  const waiting = r.status === 'processing' && r.paymentType !== 'offline';
  const { gaveUp } = useWaitForRecord(waiting);
  if (r.status === 'failed')
    return (
      <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900" data-testid="repayment-failed">
        <p className="font-semibold">{t('repayments.errors.failed')}</p>
        <p className="mt-1">{reasonText(t, r.failureReason) || t('repayments.receipt.failed')}</p>
        {role === 'owner' ? (
          <Link to={paymentPathOf(r.id)} className="mt-2 inline-block font-semibold underline">
            {t('repayments.receipt.tryAgain')}
          </Link>
        ) : null}
      </div>
    );
  if (r.status === 'processing')
    return (
      <p role="status" className="rounded-md bg-amber-50 p-4 text-amber-900">
        {r.paymentType === 'offline'
          ? t('repayments.receipt.offlineWaiting')
          : gaveUp
            ? t('repayments.receipt.stillProcessing')
            : t('repayments.receipt.waiting')}{' '}
        {waiting ? (
          <Link to="." reloadDocument className="font-semibold underline">
            {t('repayments.receipt.refresh')}
          </Link>
        ) : null}
      </p>
    );
  if (r.status === 'declined')
    return (
      <p role="status" className="rounded-md bg-slate-100 p-4">
        {t('repayments.receipt.declined', { reason: reasonText(t, r.failureReason) })}
      </p>
    );
  if (r.status === 'scheduled')
    return (
      <p role="status" className="rounded-md bg-slate-50 p-4">
        {t('repayments.receipt.scheduled')}{' '}
        {role === 'owner' ? (
          <Link to={paymentPathOf(r.id)} className="font-semibold text-primary underline">
            {t('repayments.page.pay')}
          </Link>
        ) : null}
      </p>
    );
  return (
    <p role="status" className="rounded-md bg-green-50 p-4 text-green-900" data-testid="repayment-paid">
      {t('repayments.statuses.paid')} · {campaign.name}
    </p>
  );
}

/** /campaign-dashboard/receipt/{id} (spec §2): the receipt, the failed receipt, or the wait for the record to update. */
export default function RepaymentReceipt() {
  const { t } = useTranslation();
  const { single, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const failed = single.repayment.status === 'failed';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t(failed ? 'repayments.receipt.failedTitle' : 'repayments.receipt.title')}</h1>
      <Status single={single} />
      {single.repayment.paidAt ? (
        <p className="text-slate-700">
          {t('repayments.receipt.paid', {
            date: formatDateTime(single.repayment.paidAt, lang, timezone),
            investors: single.campaign.investors,
          })}
        </p>
      ) : null}
      <ReceiptDetails single={single} lang={lang} />
      <Link to={schedulePathOf(single.campaign.id)} className="inline-block font-semibold text-primary underline">
        {t('repayments.receipt.backToRepayments')}
      </Link>
    </div>
  );
}
