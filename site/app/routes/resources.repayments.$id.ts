import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiRequest, dataOf } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { campaignIdOf } from '~/lib/campaigns-owner/api.server';
import { requestLanguage } from '~/lib/language.server';
import type { Schedule } from '~/lib/repayments/types';

/**
 * The signed-in viewer's repayments of one campaign, for the campaign page's panel: null for a
 * visitor or anyone who did not invest (the API's 404), so the panel stays hidden.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = campaignIdOf(params.id);
  const viewer = await loadViewer(request, context);
  if (!viewer.token) return { schedule: null };
  const res = await apiRequest(context, {
    path: `/campaigns/equities/${id}/get-repayment`,
    lang: requestLanguage(request),
    token: viewer.token,
  });
  if (res.status !== 200) return { schedule: null };
  const schedule = dataOf<Schedule>(res);
  return { schedule: schedule.role === 'investor' ? schedule : null };
}
