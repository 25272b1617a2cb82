import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InvestForm } from '~/components/invest/InvestForm';
import { OfferFacts } from '~/components/invest/OfferFacts';
import { RegCfLimitPanel } from '~/components/invest/RegCfLimitPanel';
import { KiisSheet } from '~/components/investor-protection/KiisSheet';
import { MissingStepsPanel } from '~/components/investor-protection/MissingStepsPanel';
import { SaveForLater } from '~/components/saved-investments/SaveForLater';
import { useInvestPrefill } from '~/components/saved-investments/use-invest-prefill';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { loadInvest, submitInvest } from '~/lib/invest/invest.server';
import { siteMeta } from '~/lib/meta';
import { saveForLater, withSaveForLater } from '~/lib/saved-investments/saved-investments.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data ? data.messages.invest.title.replace('{{name}}', data.offer.name ?? '') : null });

export const loader = async ({ request, context, params }: LoaderFunctionArgs) =>
  withSaveForLater(await loadInvest(request, context, params.id!));
// "Save for later" (intent save) keeps the ask for /save-investment; any other intent invests.
export const action = async ({ request, context, params }: ActionFunctionArgs) =>
  (await saveForLater(request, context, params.id!)) ?? submitInvest(request, context, params.id!);

/** /invest/{id}: amount or shares, the payment route, the signature and the consents (spec §2, §5). */
export default function Invest() {
  const { t } = useTranslation();
  const {
    offer,
    walletBalance,
    routes,
    regCf,
    protection,
    kiis,
    timezone,
    lang,
    messages,
    saveForLater: saveMessages,
  } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const prefill = useInvestPrefill();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('invest.title', { name: offer.name ?? '' })}</h1>
        <p className="mt-2 text-slate-700">{t('invest.intro')}</p>
        <div className="mt-8">
          {offer.open ? (
            <>
              {regCf ? <RegCfLimitPanel regCf={regCf} lang={lang} /> : null}
              <MissingStepsPanel missing={protection.missing} next={`/invest/${offer.campaignId}`} />
              {kiis ? <KiisSheet kiis={kiis} lang={lang} timezone={timezone} /> : null}
              <InvestForm
                offer={offer}
                walletBalance={walletBalance}
                routes={routes}
                lang={lang}
                lastResult={actionData?.result ?? prefill}
                warningThreshold={protection.warningThreshold}
              />
              <SaveForLater formId="invest" messages={saveMessages} />
            </>
          ) : (
            <p role="status" className="rounded-md bg-slate-50 p-4">
              {t('invest.closed')}
            </p>
          )}
        </div>
      </div>
      <aside className="space-y-4">
        <OfferFacts offer={offer} lang={lang} />
        <Link to={`/campaign-detail-page/${offer.slug}`} className="inline-block font-semibold text-primary underline">
          {t('invest.backToCampaign')}
        </Link>
      </aside>
    </div>
  );
}
