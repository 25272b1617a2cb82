import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StepTab } from '~/components/wizard/StepFrames';
import { ExtrasStep } from '~/components/wizard/ExtrasStep';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { extrasAction } from '~/lib/campaigns-owner/step-actions.server';
import { extrasData } from '~/lib/campaigns-owner/step-data.server';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return extrasData(api, id);
}

export const action = async (args: ActionFunctionArgs) => extrasAction(await tabAction(args, 'extras'));

/** Extras: links, contract, images, videos and documents (documents may be added in any status). */
export default function ExtrasTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <StepTab tab="extras" step="extras">
      {(frame) => <ExtrasStep {...frame} extras={data.extras} />}
    </StepTab>
  );
}
