import { getT } from '@cf/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { failureOf, isOk } from '~/lib/api.server';
import { campaignIdOf, ownerApi, toastRedirect } from '~/lib/campaigns-owner/api.server';
import { siteMeta } from '~/lib/meta';
import { pageMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

/**
 * /stripe-account-connect (spec §2): where Stripe's onboarding (or the sandbox's) sends the owner
 * back, with the campaign and the account. The API checks the account was opened for that
 * campaign and is ready; then back to the payout tab, or this page says why not.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  const url = new URL(request.url);
  const campaignId = campaignIdOf(url.searchParams.get('campaign') ?? undefined);
  const res = await api.send('POST', `/campaigns/equities/${campaignId}/stripe-connect/complete`, {
    accountId: url.searchParams.get('account') ?? '',
  });
  const back = `/campaign-dashboard/${campaignId}/payout`;
  if (isOk(res)) throw await toastRedirect(api, back, 'success', 'payouts.site.stripe.done');
  if (res.status === 404) throw new Response(null, { status: 404 });
  const messages = pageMessages(api.lang, { payouts: ['site'] });
  const failure = failureOf(res);
  const title = String(getT(api.lang)('payouts.site.stripe.returnTitle'));
  return { back, reason: Object.values(failure.fieldErrors)[0]?.[0] || failure.message, messages, title };
}

export default function StripeAccountConnect() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('payouts.site.stripe.returnTitle')}</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {t('payouts.site.stripe.failed')} {data.reason}
      </p>
      <Link to={data.back} className="mt-8 inline-block font-semibold text-primary underline">
        {t('payouts.site.stripe.back')}
      </Link>
    </div>
  );
}
