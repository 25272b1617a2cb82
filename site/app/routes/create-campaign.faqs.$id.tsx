import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FaqsStep } from '~/components/wizard/FaqsStep';
import { WizardLayout } from '~/components/wizard/WizardLayout';
import { faqsAction } from '~/lib/campaigns-owner/step-actions.server';
import { faqsData } from '~/lib/campaigns-owner/step-data.server';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'faqs');
  return { ...page, ...(await faqsData(api, campaign)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'faqs', faqsAction);

export default function FaqsStepPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <WizardLayout campaign={data.campaign} step="faqs" intro={t('wizard.faqs.intro')}>
      <FaqsStep
        campaign={data.campaign}
        templates={data.templates}
        faqs={data.faqs}
        resultFor={resultFor}
        readOnly={!data.campaign.editable}
        continueLabel={t('wizard.saveContinue')}
      />
    </WizardLayout>
  );
}
