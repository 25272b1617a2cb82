import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { InvestmentReceiptView } from '~/components/invest/InvestmentReceiptView';
import { siteExtras } from '~/lib/account/site.server';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { loadReceipt } from '~/lib/invest/invest.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.invest.receiptTitle ?? null });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const data = await loadReceipt(request, context, params.id!);
  const { timezone } = await siteExtras(request, context, data.lang);
  return { ...data, timezone };
}

/** /payment-receipt/{id} (and /receipt/{id}): an investment's receipt. */
export default function PaymentReceipt() {
  const { receipt, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return <InvestmentReceiptView receipt={receipt} lang={lang} timezone={timezone} />;
}
