import type { LoaderFunctionArgs } from '@remix-run/node';
import { completeHostedLink } from '~/lib/bank/link.server';

/** /settings/ach-account-list/linked?link=…: Plaid's Hosted Link returns here; the API asks Plaid what was linked, then the list. */
export const loader = ({ request, context }: LoaderFunctionArgs) => completeHostedLink(request, context);
