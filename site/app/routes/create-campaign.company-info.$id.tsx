import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { CompanyStep } from '~/components/wizard/CompanyStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { companyAction } from '~/lib/campaigns-owner/step-actions.server';
import { companyData } from '~/lib/campaigns-owner/step-data.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'company');
  return { ...page, ...(await companyData(args, api.lang, campaign)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'company', companyAction);

export default function CompanyInfoStep() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="company">
      {(frame) => <CompanyStep {...frame} {...data} />}
    </WizardStepPage>
  );
}
