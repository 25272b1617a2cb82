import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ExtrasStep } from '~/components/wizard/ExtrasStep';
import { WizardLayout } from '~/components/wizard/WizardLayout';
import { extrasAction } from '~/lib/campaigns-owner/step-actions.server';
import { extrasData } from '~/lib/campaigns-owner/step-data.server';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'extras');
  return { ...page, ...(await extrasData(api, campaign.id)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'extras', extrasAction);

export default function ExtrasStepPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <WizardLayout campaign={data.campaign} step="extras" intro={t('wizard.extras.intro')}>
      <ExtrasStep
        campaign={data.campaign}
        extras={data.extras}
        resultFor={resultFor}
        readOnly={!data.campaign.editable}
        continueLabel={t('wizard.saveContinue')}
      />
    </WizardLayout>
  );
}
