import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FundraisingStep } from '~/components/wizard/FundraisingStep';
import { WizardLayout } from '~/components/wizard/WizardLayout';
import { fundraisingAction } from '~/lib/campaigns-owner/step-actions.server';
import { fundraisingData } from '~/lib/campaigns-owner/step-data.server';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, page } = await wizardLoader(args, 'fundraising');
  return { ...page, ...(await fundraisingData(args, api.lang)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'fundraising', fundraisingAction);

export default function FundraisingDetailStep() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const resultFor = useResults();
  return (
    <WizardLayout campaign={data.campaign} step="fundraising" intro={t('wizard.fundraising.intro')}>
      <FundraisingStep
        campaign={data.campaign}
        currencies={data.currencies}
        stages={data.stages}
        rounds={data.rounds}
        bounds={data.bounds}
        fees={data.fees}
        today={data.today}
        siteCurrency={data.siteCurrency}
        lang={data.lang}
        lastResult={resultFor('fundraising')}
        readOnly={!data.campaign.editable}
        continueLabel={t('wizard.saveContinue')}
      />
    </WizardLayout>
  );
}
