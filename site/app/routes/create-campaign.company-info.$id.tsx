import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CompanyStep } from '~/components/wizard/CompanyStep';
import { WizardLayout } from '~/components/wizard/WizardLayout';
import { companyAction } from '~/lib/campaigns-owner/step-actions.server';
import { companyData } from '~/lib/campaigns-owner/step-data.server';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'company');
  return { ...page, ...(await companyData(args, api.lang, campaign)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'company', companyAction);

export default function CompanyInfoStep() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <WizardLayout campaign={data.campaign} step="company" intro={t('wizard.company.intro')}>
      <CompanyStep
        campaign={data.campaign}
        categories={data.categories}
        industries={data.industries}
        currency={data.currency}
        resultFor={resultFor}
        readOnly={!data.campaign.editable}
        continueLabel={t('wizard.saveContinue')}
      />
    </WizardLayout>
  );
}
