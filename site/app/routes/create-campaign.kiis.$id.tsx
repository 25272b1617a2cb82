import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { KiisEditor } from '~/components/kiis/KiisEditor';
import { KiisWizardLayout } from '~/components/kiis/KiisWizardLayout';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { kiisWizardPath } from '~/lib/kiis/kiis';
import { kiisAction, kiisMessages, loadKiis } from '~/lib/kiis/kiis.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** The wizard's page for the key investment information sheet (ECSP), beside its last step. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'funding');
  const kiis = await loadKiis(api, args.request, args.context, campaign.id);
  return {
    ...page,
    title: String(getT(api.lang)('compliance.kiis.title')),
    messages: { ...page.messages, ...kiisMessages(api.lang) },
    kiis,
  };
}

export const action = (args: ActionFunctionArgs) => kiisAction(args, kiisWizardPath);

export default function KiisWizardPage() {
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <KiisWizardLayout campaign={data.campaign}>
      <KiisEditor data={data.kiis} path={kiisWizardPath(data.campaign.id)} lastResult={resultFor('kiis')} />
    </KiisWizardLayout>
  );
}
