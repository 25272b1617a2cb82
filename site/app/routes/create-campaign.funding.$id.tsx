import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { KiisWizardLink } from '~/components/kiis/KiisWizardLink';
import { FundingStep } from '~/components/wizard/FundingStep';
import { WizardStepPage } from '~/components/wizard/StepFrames';
import { fundingAction } from '~/lib/campaigns-owner/step-actions.server';
import { wizardAction, wizardLoader } from '~/lib/campaigns-owner/wizard.server';
import { isEcsp, kiisMessages } from '~/lib/kiis/kiis.server';
import { siteMeta } from '~/lib/meta';
import { pageMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader(args: LoaderFunctionArgs) {
  const { api, page } = await wizardLoader(args, 'funding');
  // The holder's name and the identity check of a payout-details change speak the payouts namespace.
  const messages = { ...page.messages, ...pageMessages(page.lang, { payouts: ['funding', 'site'] }), ...kiisMessages(page.lang) };
  return { ...page, messages, ecsp: await isEcsp(api) };
}

export const action = (args: ActionFunctionArgs) => wizardAction(args, 'funding', fundingAction);

export default function FundingStepPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <WizardStepPage data={data} step="funding">
      {(frame) => (
        <>
          <FundingStep campaign={frame.campaign} lastResult={frame.resultFor('funding')} />
          {data.ecsp ? <KiisWizardLink id={frame.campaign.id} /> : null}
        </>
      )}
    </WizardStepPage>
  );
}
