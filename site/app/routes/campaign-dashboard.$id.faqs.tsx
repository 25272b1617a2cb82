import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StepTab } from '~/components/wizard/StepFrames';
import { FaqsStep } from '~/components/wizard/FaqsStep';
import { loadCampaign } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { faqsAction } from '~/lib/campaigns-owner/step-actions.server';
import { faqsData } from '~/lib/campaigns-owner/step-data.server';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return faqsData(api, await loadCampaign(api, id));
}

export const action = async (args: ActionFunctionArgs) => faqsAction(await tabAction(args, 'faqs'));

/** FAQs: editable while a draft or declined, read-only otherwise. */
export default function FaqsTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <StepTab tab="faqs" step="faqs">
      {(frame) => <FaqsStep {...frame} templates={data.templates} faqs={data.faqs} />}
    </StepTab>
  );
}
