import { teamMemberInput, teamMemberPatch } from '@cf/domain/schemas/campaigns';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { Team } from '~/components/owner-dashboard/Team';
import { isUploadedFile, multipartOf } from '~/lib/account/forms.server';
import { loadLookups } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { ownerForm, partId, quickAction, withItem } from '~/lib/campaigns-owner/form-actions.server';
import type { TeamMember } from '~/lib/campaigns-owner/types';
import { imageFileForm } from '~/lib/campaigns-owner/upload-forms';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const [members, lookups] = await Promise.all([
    api.get<TeamMember[]>(`/campaigns/equity/team-members?campaignId=${id}`),
    loadLookups(args.context, api.lang, ['memberTypes']),
  ]);
  if (!members) throw new Response(null, { status: 404 });
  return { members, types: lookups.memberTypes };
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'team');
  const { api, formData } = ctx;
  const base = '/campaigns/equity/team-members';
  switch (ctx.intent) {
    case 'member-add':
      return ownerForm(ctx, teamMemberInput, (value) => api.send('POST', base, value), { key: 'wizard.team.invitedToast' });
    case 'member-edit': {
      const id = partId(formData);
      return withItem(await ownerForm(ctx, teamMemberPatch, (value) => api.send('PATCH', `${base}/${id}`, value)), id);
    }
    case 'member-photo': {
      const id = partId(formData);
      return withItem(
        await ownerForm(
          ctx,
          imageFileForm,
          async (value) =>
            api.upload(`${base}/${id}/photo`, await multipartOf({}, { file: isUploadedFile(value.file) ? value.file : null })),
          { key: 'wizard.team.photoSaved' },
        ),
        id,
      );
    }
    case 'member-resend':
      return quickAction(ctx, () => api.send('POST', `${base}/resend-email/${partId(formData)}`), 'wizard.team.resent');
    case 'member-delete':
      return quickAction(ctx, () => api.send('DELETE', `${base}/${partId(formData)}`), 'wizard.removed');
    default:
      throw new Response(null, { status: 400 });
  }
}

export default function TeamTab() {
  const { t } = useTranslation();
  const { campaign, lang, timezone } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.team')} intro={t('wizard.team.intro')} />
      <Team
        campaignId={campaign.id}
        members={data.members}
        types={data.types}
        editable={campaign.editable}
        lang={lang}
        timezone={timezone}
        resultFor={useResults()}
      />
    </>
  );
}
