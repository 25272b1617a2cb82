import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { saveAction } from '~/lib/campaigns-public/save.server';

/** Save / unsave (the cards' and campaign page's toggle posts here, with or without scripts). */
export const action = ({ request, context }: ActionFunctionArgs) => saveAction(request, context);

/** Nothing to show at this address: the saved campaigns are on /saved-campaign. */
export const loader = () => redirect('/saved-campaign');
