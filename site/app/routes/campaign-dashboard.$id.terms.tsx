import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StepTab } from '~/components/wizard/StepFrames';
import { FundraisingStep } from '~/components/wizard/FundraisingStep';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { fundraisingAction } from '~/lib/campaigns-owner/step-actions.server';
import { fundraisingData } from '~/lib/campaigns-owner/step-data.server';

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await tabLoader(args);
  return fundraisingData(args, api.lang);
}

export const action = async (args: ActionFunctionArgs) => fundraisingAction(await tabAction(args, 'terms'));

/** Fundraising detail and terms: editable while a draft or declined, read-only otherwise. */
export default function TermsTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <StepTab tab="terms" step="fundraising">
      {(frame) => <FundraisingStep {...frame} {...data} lastResult={frame.resultFor('fundraising')} />}
    </StepTab>
  );
}
