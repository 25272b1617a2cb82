import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FundingStep } from '~/components/wizard/FundingStep';
import { WizardLayout } from '~/components/wizard/WizardLayout';
import { fundingAction } from '~/lib/campaigns-owner/step-actions.server';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  return (await wizardLoader(args, 'funding')).page;
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'funding', fundingAction);

export default function FundingStepPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <WizardLayout campaign={data.campaign} step="funding" intro={t('wizard.funding.intro')}>
      <FundingStep campaign={data.campaign} lastResult={resultFor('funding')} />
    </WizardLayout>
  );
}
