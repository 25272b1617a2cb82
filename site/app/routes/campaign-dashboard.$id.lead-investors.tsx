import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PeopleTab } from '~/components/owner-dashboard/PeopleTab';
import { leadInvestorView } from '~/components/owner-dashboard/people-views';
import { peopleAction, peopleLoader } from '~/lib/campaigns-owner/people.server';
import type { LeadInvestor } from '~/lib/campaigns-owner/types';

export const loader = (args: LoaderFunctionArgs) => peopleLoader<LeadInvestor>(args, 'lead-investors');

export const action = (args: ActionFunctionArgs) => peopleAction(args, 'lead-investors');

export default function LeadInvestorsTab() {
  return <PeopleTab view={leadInvestorView} title="wizard.dashboard.tabs.lead-investors" intro="wizard.leads.intro" />;
}
