import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { ExtrasStep } from '~/components/wizard/ExtrasStep';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { extrasAction } from '~/lib/campaigns-owner/step-actions.server';
import { extrasData } from '~/lib/campaigns-owner/step-data.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return extrasData(api, id);
}

export const action = async (args: ActionFunctionArgs) => extrasAction(await tabAction(args, 'extras'));

/** Extras: links, contract, images, videos and documents (documents may be added in any status). */
export default function ExtrasTab() {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader
        title={t('wizard.dashboard.tabs.extras')}
        intro={campaign.editable ? t('wizard.extras.intro') : t('wizard.dashboard.readOnly')}
      />
      <div className="space-y-8">
        <ExtrasStep campaign={campaign} extras={data.extras} resultFor={useResults()} readOnly={!campaign.editable} />
      </div>
    </>
  );
}
