import { getT } from '@cf/i18n';
import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '~/components/header/styles';
import { StatusRibbon } from '~/components/owner-dashboard/StatusRibbon';
import { campaignIdOf, loadCampaign, ownerApi } from '~/lib/campaigns-owner/api.server';
import { campaignTitle, stepPath, tabPath } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** Statuses in which the campaign is back in (or never left) the owner's hands: no submission to thank for. */
const IN_WIZARD: readonly number[] = [CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.declined];

/** Where an unsubmitted campaign goes instead: its first step still incomplete, else the last step (checklist and submit). */
function wizardReturnPath(campaign: Pick<Campaign, 'id' | 'checklist'>): string {
  const missing = campaign.checklist.sections.find((s) => !s.ready);
  return stepPath(missing?.key ?? 'funding', campaign.id);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  const campaign = await loadCampaign(api, campaignIdOf(params.id));
  // Only a campaign that went through submission (spec §2: "submission ... is followed by a thank-you page").
  if (!campaign.submittedAt || IN_WIZARD.includes(campaign.status)) throw redirect(wizardReturnPath(campaign));
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
