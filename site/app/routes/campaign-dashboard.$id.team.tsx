import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PeopleTab } from '~/components/owner-dashboard/PeopleTab';
import { teamView } from '~/components/owner-dashboard/people-views';
import { peopleAction, peopleLoader } from '~/lib/campaigns-owner/people.server';
import type { TeamMember } from '~/lib/campaigns-owner/types';

export const loader = (args: LoaderFunctionArgs) => peopleLoader<TeamMember>(args, 'team');

export const action = (args: ActionFunctionArgs) => peopleAction(args, 'team');

export default function TeamTab() {
  return <PeopleTab view={teamView} title="wizard.dashboard.tabs.team" intro="wizard.team.intro" />;
}
