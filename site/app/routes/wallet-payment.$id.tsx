import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RiskAcknowledgement } from '~/components/investor-protection/RiskAcknowledgement';
import { WalletPaymentConfirm } from '~/components/wallet/WalletPaymentConfirm';
import { WalletPaymentReceipt } from '~/components/wallet/WalletPaymentReceipt';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { pageMessages } from '~/lib/page-messages.server';
import { loadWalletPayment, payFromWallet } from '~/lib/wallet/wallet-payment.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.payments.walletPayment.title ?? null });

export const loader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const data = await loadWalletPayment(request, context, params.id!);
  return { ...data, messages: { ...data.messages, ...pageMessages(data.lang, { investorProtection: ['acknowledge'] }) } };
};
export const action = ({ request, context, params }: ActionFunctionArgs) => payFromWallet(request, context, params.id!);

/** /wallet-payment/{campaignId}: pay an investment from the wallet (spec §2), then its receipt. */
export default function WalletPayment() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const actionData = useActionData<typeof action>();
  // The API's refusal for a missing acknowledgement sits on its field, shown by the box.
  const ackErrors = (actionData?.result.error as Record<string, string[] | null> | undefined)?.riskAcknowledged ?? undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('payments.walletPayment.title')}</h1>
      {data.step === 'receipt' ? (
        <div className="mt-8">
          <WalletPaymentReceipt receipt={data.receipt} lang={data.lang} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t('payments.walletPayment.intro')} <span className="font-medium">{data.offer.name}</span>
          </p>
          {data.quote && (data.riskWarning || ackErrors?.length) ? (
            <div className="mt-8">
              {/* Posted with the pay form below (form="wallet-payment"), as the invest page posts it. */}
              <RiskAcknowledgement id="wallet-risk-acknowledged" form="wallet-payment" warning={data.riskWarning} errors={ackErrors} />
            </div>
          ) : null}
          <div className="mt-8">
            <WalletPaymentConfirm
              key={data.idempotencyKey}
              offer={data.offer}
              quote={data.quote}
              refusal={data.refusal}
              balance={data.balance}
              idempotencyKey={data.idempotencyKey}
              lang={data.lang}
              lastResult={actionData?.result}
            />
          </div>
        </>
      )}
    </div>
  );
}
