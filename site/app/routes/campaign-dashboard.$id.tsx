import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, Outlet, useLoaderData } from '@remix-run/react';
import { DashboardLayout } from '~/components/owner-dashboard/DashboardLayout';
import { campaignIdOf, loadCampaign, ownerApi, siteCalendar } from '~/lib/campaigns-owner/api.server';
import { campaignTitle } from '~/lib/campaigns-owner/steps';
import { isEcsp } from '~/lib/kiis/kiis.server';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** The campaign every tab shows (the API answers 404 to anyone but its owner and staff: so do we). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  const campaign = await loadCampaign(api, campaignIdOf(params.id));
  const [calendar, ecsp] = await Promise.all([siteCalendar(request, context, api.lang), isEcsp(api)]);
  return {
    campaign,
    lang: api.lang,
    today: calendar.today,
    timezone: calendar.timezone,
    title: campaignTitle(campaign),
    // The KIIS tab is an EU ECSP sheet: shown only when the operator works under ECSP.
    ecsp,
    messages: ownerMessages(api.lang),
  };
}

export default function CampaignDashboard() {
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  return (
    <DashboardLayout campaign={data.campaign} ecsp={data.ecsp}>
      <Outlet />
    </DashboardLayout>
  );
}
