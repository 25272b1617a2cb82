import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { ExtrasStep } from '~/components/wizard/ExtrasStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { extrasAction } from '~/lib/campaigns-owner/step-actions.server';
import { extrasData } from '~/lib/campaigns-owner/step-data.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'extras');
  return { ...page, ...(await extrasData(api, campaign.id)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'extras', extrasAction);

export default function ExtrasStepPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="extras">
      {(frame) => <ExtrasStep {...frame} extras={data.extras} />}
    </WizardStepPage>
  );
}
