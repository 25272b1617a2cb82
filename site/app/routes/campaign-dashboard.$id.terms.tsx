import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { FundraisingStep } from '~/components/wizard/FundraisingStep';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { fundraisingAction } from '~/lib/campaigns-owner/step-actions.server';
import { fundraisingData } from '~/lib/campaigns-owner/step-data.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await tabLoader(args);
  return fundraisingData(args, api.lang);
}

export const action = async (args: ActionFunctionArgs) => fundraisingAction(await tabAction(args, 'terms'));

/** Fundraising detail and terms: editable while a draft or declined, read-only otherwise. */
export default function TermsTab() {
  const { t } = useTranslation();
  const { campaign, lang } = useDashboard();
  const data = useLoaderData<typeof loader>();
  const resultFor = useResults();
  return (
    <>
      <TabHeader
        title={t('wizard.dashboard.tabs.terms')}
        intro={campaign.editable ? t('wizard.fundraising.intro') : t('wizard.dashboard.readOnly')}
      />
      <FundraisingStep
        campaign={campaign}
        currencies={data.currencies}
        stages={data.stages}
        rounds={data.rounds}
        bounds={data.bounds}
        fees={data.fees}
        today={data.today}
        siteCurrency={data.siteCurrency}
        lang={lang}
        lastResult={resultFor('fundraising')}
        readOnly={!campaign.editable}
      />
    </>
  );
}
