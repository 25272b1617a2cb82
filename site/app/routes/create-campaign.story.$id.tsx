import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { StoryStep } from '~/components/wizard/StoryStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { storyAction } from '~/lib/campaigns-owner/step-actions.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  return (await wizardLoader(args, 'story')).page;
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'story', storyAction);

export default function StoryStepPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="story">
      {(frame) => <StoryStep {...frame} />}
    </WizardStepPage>
  );
}
