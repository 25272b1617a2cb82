import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { KiisEditor } from '~/components/kiis/KiisEditor';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { kiisTabPath } from '~/lib/kiis/kiis';
import { kiisAction, kiisMessages, loadKiis } from '~/lib/kiis/kiis.server';
import { usePageMessages } from '~/lib/use-page-messages';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return { kiis: await loadKiis(api, args.request, args.context, id), messages: kiisMessages(api.lang) };
}

export const action = (args: ActionFunctionArgs) => kiisAction(args, kiisTabPath);

/** The key investment information sheets (ECSP), one per language, each checked by staff. */
export default function KiisTab() {
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const resultFor = useResults();
  return (
    <>
      <TabHeader title={t('compliance.kiis.title')} />
      <KiisEditor data={data.kiis} path={kiisTabPath(campaign.id)} lastResult={resultFor('kiis')} />
    </>
  );
}
