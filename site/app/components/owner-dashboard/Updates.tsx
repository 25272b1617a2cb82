import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { campaignUpdateInput, campaignUpdatePatch } from '@cf/domain/schemas/campaigns';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { CampaignUpdate } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { TextArea, TextField } from '../wizard/fields';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { EmptyState } from './DashboardLayout';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;

function UpdateAdd({ campaignId, lastResult }: { campaignId: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'update-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, campaignUpdateInput, t),
  });
  return (
    <PartForm form={form} intent="update-add" submit={t('wizard.updates.post')} hidden={{ campaignId }}>
      <TextField meta={fields.title} label={t('wizard.updates.titleField')} maxLength={CAMPAIGN_FIELDS.updateTitleMax} />
      <TextArea meta={fields.description} label={t('wizard.updates.description')} rows={5} maxLength={CAMPAIGN_FIELDS.updateTextMax} />
    </PartForm>
  );
}

function UpdateEdit({ update, lastResult }: { update: CampaignUpdate; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `update-edit-${update.id}`,
    lastResult,
    defaultValue: { title: update.title, description: update.description },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, campaignUpdatePatch, t),
  });
  return (
    <PartForm form={form} intent="update-edit" submit={t('common.save')} hidden={{ id: update.id }}>
      <TextField meta={fields.title} label={t('wizard.updates.titleField')} maxLength={CAMPAIGN_FIELDS.updateTitleMax} />
      <TextArea meta={fields.description} label={t('wizard.updates.description')} rows={5} maxLength={CAMPAIGN_FIELDS.updateTextMax} />
    </PartForm>
  );
}

/** Updates (spec §2): post, edit and delete; everyone who saved the campaign is notified of a new one. */
export function Updates({
  campaignId,
  updates,
  followers,
  lang,
  timezone,
  resultFor,
}: {
  campaignId: number;
  updates: CampaignUpdate[];
  followers: number;
  lang: string;
  timezone: string;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <section aria-labelledby="update-add-heading" className="rounded-lg border border-slate-200 p-5">
        <h3 id="update-add-heading" className="text-lg font-semibold">
          {t('wizard.updates.new')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('wizard.updates.notifyText', { followers })}</p>
        <div className="mt-4">
          <UpdateAdd campaignId={campaignId} lastResult={resultFor('update-add')} />
        </div>
      </section>
      {updates.length === 0 ? (
        <EmptyState>{t('wizard.updates.empty')}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {updates.map((u) => (
            <li key={u.id} className="rounded-lg border border-slate-200 p-5" data-testid="campaign-update">
              <h3 className="text-lg font-semibold" id={`update-${u.id}`} dir="auto">
                {u.title}
              </h3>
              <p className="text-sm text-slate-700">{formatDateTime(u.createdAt, lang, timezone)}</p>
              <p className="mt-3 whitespace-pre-line text-slate-800" dir="auto">
                {u.description}
              </p>
              <div className="mt-4 space-y-3">
                <details>
                  <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.edit')}</summary>
                  <div className="mt-3">
                    <UpdateEdit update={u} lastResult={resultFor('update-edit', u.id)} />
                  </div>
                </details>
                <ItemButton intent="update-delete" id={u.id} label={t('wizard.delete')} tone="danger" describedBy={`update-${u.id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
