import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { CompanyStep } from '~/components/wizard/CompanyStep';
import { loadCampaign } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { companyAction } from '~/lib/campaigns-owner/step-actions.server';
import { companyData } from '~/lib/campaigns-owner/step-data.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return companyData(args, api.lang, await loadCampaign(api, id));
}

export const action = async (args: ActionFunctionArgs) => companyAction(await tabAction(args, 'company'));

/** Company (and property) information: editable while a draft or declined, read-only otherwise. */
export default function CompanyTab() {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader
        title={t('wizard.dashboard.tabs.company')}
        intro={campaign.editable ? t('wizard.company.intro') : t('wizard.dashboard.readOnly')}
      />
      <div className="space-y-8">
        <CompanyStep
          campaign={campaign}
          categories={data.categories}
          industries={data.industries}
          currency={data.currency}
          resultFor={useResults()}
          readOnly={!campaign.editable}
        />
      </div>
    </>
  );
}
