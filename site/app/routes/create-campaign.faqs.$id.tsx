import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { FaqsStep } from '~/components/wizard/FaqsStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { faqsAction } from '~/lib/campaigns-owner/step-actions.server';
import { faqsData } from '~/lib/campaigns-owner/step-data.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, campaign, page } = await wizardLoader(args, 'faqs');
  return { ...page, ...(await faqsData(api, campaign)) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'faqs', faqsAction);

export default function FaqsStepPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="faqs">
      {(frame) => <FaqsStep {...frame} templates={data.templates} faqs={data.faqs} />}
    </WizardStepPage>
  );
}
