import { campaignUpdateInput, campaignUpdatePatch } from '@cf/domain/schemas/campaigns';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { Updates } from '~/components/owner-dashboard/Updates';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { ownerForm, partId, quickAction, withItem } from '~/lib/campaigns-owner/form-actions.server';
import type { CampaignUpdate, Follower } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const [updates, followers] = await Promise.all([
    api.get<CampaignUpdate[]>(`/campaigns/equity/updates?campaignId=${id}`),
    api.list<Follower>(`/saved-campaigns/get-users/${id}?limit=1`),
  ]);
  if (!updates) throw new Response(null, { status: 404 });
  return { updates, followers: followers.total };
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'updates');
  const base = '/campaigns/equity/updates';
  if (ctx.intent === 'update-add')
    return ownerForm(ctx, campaignUpdateInput, (value) => ctx.api.send('POST', base, value), { key: 'wizard.updates.posted' });
  if (ctx.intent === 'update-edit') {
    const id = partId(ctx.formData);
    return withItem(await ownerForm(ctx, campaignUpdatePatch, (value) => ctx.api.send('PATCH', `${base}/${id}`, value)), id);
  }
  if (ctx.intent === 'update-delete')
    return quickAction(ctx, () => ctx.api.send('DELETE', `${base}/${partId(ctx.formData)}`), 'wizard.removed');
  throw new Response(null, { status: 400 });
}

export default function UpdatesTab() {
  const { t } = useTranslation();
  const { campaign, lang, timezone } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.updates')} intro={t('wizard.updates.intro')} />
      <Updates
        campaignId={campaign.id}
        updates={data.updates}
        followers={data.followers}
        lang={lang}
        timezone={timezone}
        resultFor={useResults()}
      />
    </>
  );
}
