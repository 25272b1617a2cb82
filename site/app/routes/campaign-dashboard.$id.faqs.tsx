import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { FaqsStep } from '~/components/wizard/FaqsStep';
import { loadCampaign } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { faqsAction } from '~/lib/campaigns-owner/step-actions.server';
import { faqsData } from '~/lib/campaigns-owner/step-data.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return faqsData(api, await loadCampaign(api, id));
}

export const action = async (args: ActionFunctionArgs) => faqsAction(await tabAction(args, 'faqs'));

/** FAQs: editable while a draft or declined, read-only otherwise. */
export default function FaqsTab() {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader
        title={t('wizard.dashboard.tabs.faqs')}
        intro={campaign.editable ? t('wizard.faqs.intro') : t('wizard.dashboard.readOnly')}
      />
      <div className="space-y-8">
        <FaqsStep campaign={campaign} templates={data.templates} faqs={data.faqs} resultFor={useResults()} readOnly={!campaign.editable} />
      </div>
    </>
  );
}
