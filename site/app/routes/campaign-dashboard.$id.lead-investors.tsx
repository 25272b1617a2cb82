import { leadInvestorInput, leadInvestorPatch } from '@cf/domain/schemas/campaigns';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { LeadInvestors } from '~/components/owner-dashboard/LeadInvestors';
import { isUploadedFile, multipartOf } from '~/lib/account/forms.server';
import { loadLookups } from '~/lib/campaigns-owner/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { ownerForm, partId, quickAction, withItem } from '~/lib/campaigns-owner/form-actions.server';
import type { LeadInvestor } from '~/lib/campaigns-owner/types';
import { imageFileForm } from '~/lib/campaigns-owner/upload-forms';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const [leads, lookups] = await Promise.all([
    api.get<LeadInvestor[]>(`/campaigns/equity/lead-investors?campaignId=${id}`),
    loadLookups(args.context, api.lang, ['investorTypes']),
  ]);
  if (!leads) throw new Response(null, { status: 404 });
  return { leads, types: lookups.investorTypes };
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'lead-investors');
  const { api, formData } = ctx;
  const base = '/campaigns/equity/lead-investors';
  switch (ctx.intent) {
    case 'lead-add':
      return ownerForm(ctx, leadInvestorInput, (value) => api.send('POST', base, value), { key: 'wizard.leads.added' });
    case 'lead-edit': {
      const id = partId(formData);
      return withItem(await ownerForm(ctx, leadInvestorPatch, (value) => api.send('PATCH', `${base}/${id}`, value)), id);
    }
    case 'lead-photo': {
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
    case 'lead-delete':
      return quickAction(ctx, () => api.send('DELETE', `${base}/${partId(formData)}`), 'wizard.removed');
    default:
      throw new Response(null, { status: 400 });
  }
}

export default function LeadInvestorsTab() {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.lead-investors')} intro={t('wizard.leads.intro')} />
      <LeadInvestors campaignId={campaign.id} leads={data.leads} types={data.types} editable={campaign.editable} resultFor={useResults()} />
    </>
  );
}
