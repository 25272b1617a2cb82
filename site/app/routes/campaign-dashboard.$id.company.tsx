import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StepTab } from '~/components/wizard/StepFrames';
import { CompanyStep } from '~/components/wizard/CompanyStep';
import { loadCampaign } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { companyAction } from '~/lib/campaigns-owner/step-actions.server';
import { companyData } from '~/lib/campaigns-owner/step-data.server';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return companyData(args, api.lang, await loadCampaign(api, id));
}

export const action = async (args: ActionFunctionArgs) => companyAction(await tabAction(args, 'company'));

/** Company (and property) information: editable while a draft or declined, read-only otherwise. */
export default function CompanyTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <StepTab tab="company" step="company">
      {(frame) => <CompanyStep {...frame} {...data} />}
    </StepTab>
  );
}
