import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { accountApi } from '~/lib/account/api.server';
import type { InvestmentReceipt } from '~/lib/invest/types';
import { siteMeta } from '~/lib/meta';
import { moneyMessages } from '~/lib/wallet/wallet.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.invest.failTitle ?? null });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const id = new URL(request.url).searchParams.get('investment') ?? '';
  const receipt = /^[0-9a-f-]{36}$/i.test(id)
    ? await api.get<InvestmentReceipt>(`/process-investment/${id}/get-investment-process-reciept`)
    : null;
  return { slug: receipt?.campaign.slug ?? null, messages: moneyMessages(api.lang) };
}

/** /receipt-fail: the card payment did not go through; nothing was taken and the shares are free again. */
export default function ReceiptFail() {
  const { t } = useTranslation();
  const { slug, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('invest.failTitle')}</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {t('invest.failText')}
      </p>
      <Link
        to={slug ? `/campaign-detail-page/${slug}` : '/browse-companies'}
        className="mt-8 inline-block font-semibold text-primary underline"
      >
        {t('invest.backToCampaign')}
      </Link>
    </div>
  );
}
