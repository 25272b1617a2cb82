import type { ActionFunctionArgs } from '@remix-run/node';
import { StepTab } from '~/components/wizard/StepFrames';
import { StoryStep } from '~/components/wizard/StoryStep';
import { tabAction } from '~/lib/campaigns-owner/dashboard.server';
import { storyAction } from '~/lib/campaigns-owner/step-actions.server';

export const action = async (args: ActionFunctionArgs) => storyAction(await tabAction(args, 'story'));

/** The story and the campaign image: editable while a draft or declined, read-only otherwise. */
export default function StoryTab() {
  return (
    <StepTab tab="story" step="story">
      {(frame) => <StoryStep {...frame} />}
    </StepTab>
  );
}
