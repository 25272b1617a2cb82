import { getT } from '@cf/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '~/components/header/styles';
import { StatusRibbon } from '~/components/owner-dashboard/StatusRibbon';
import { campaignIdOf, loadCampaign, ownerApi } from '~/lib/campaigns-owner/api.server';
import { campaignTitle, tabPath } from '~/lib/campaigns-owner/steps';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  const campaign = await loadCampaign(api, campaignIdOf(params.id));
  return {
    campaign: { id: campaign.id, status: campaign.status, title: campaignTitle(campaign) },
    title: String(getT(api.lang)('campaigns.wizard.steps.thankYou')),
    messages: ownerMessages(api.lang),
  };
}

/** After submission (spec §2): the team will review the campaign and e-mail the outcome (or it is live already). */
export default function ThankYou() {
  const { t } = useTranslation();
  const { campaign, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('campaigns.wizard.steps.thankYou')}</h1>
      <p className="mt-2 text-lg font-medium text-slate-800">{campaign.title}</p>
      <div className="mt-4 flex justify-center">
        <StatusRibbon status={campaign.status} />
      </div>
      {/* Live at once when the operator turned review off; otherwise under review. */}
      <p className="mt-6 text-slate-800">{t(campaign.status === 2 ? 'campaigns.wizard.thankYouLive' : 'campaigns.wizard.thankYou')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('wizard.thankYou.next')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={tabPath(campaign.id, 'overview')} className={primaryButton}>
          {t('wizard.thankYou.openCampaign')}
        </Link>
        <Link to="/dashboard" className="self-center font-medium text-primary underline">
          {t('wizard.thankYou.allCampaigns')}
        </Link>
      </div>
    </div>
  );
}
