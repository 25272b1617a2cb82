import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { FundraisingStep } from '~/components/wizard/FundraisingStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { fundraisingAction } from '~/lib/campaigns-owner/step-actions.server';
import { fundraisingData } from '~/lib/campaigns-owner/step-data.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, page } = await wizardLoader(args, 'fundraising');
  return { ...page, ...(await fundraisingData(args, api.lang)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'fundraising', fundraisingAction);

export default function FundraisingDetailStep() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="fundraising">
      {(frame) => <FundraisingStep {...frame} {...data} lastResult={frame.resultFor('fundraising')} />}
    </WizardStepPage>
  );
}
