import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCardsChunk } from '~/lib/campaigns-public/browse.server';

/** The next 9 cards of a browse list, for "load more" with scripts (the same filters as the page's address). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCardsChunk(request, context);
