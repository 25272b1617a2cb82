import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { ownerReservationsAction, ownerReservationsLoader } from '~/lib/reservations/reservations.server';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  return id;
};

/** The owner's reservations summary (count and total) of a campaign; anyone else gets null. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => ownerReservationsLoader(request, context, idOf(params.id));

/** The owner opens or closes reservations (the dashboard's switch posts here; without scripts it comes back to the dashboard). */
export const action = async ({ request, context, params }: ActionFunctionArgs) => {
  const id = idOf(params.id);
  const result = await ownerReservationsAction(request, context, id);
  return result.scripted ? { summary: result.summary, error: result.error } : redirect(`/campaign-dashboard/${id}`);
};
