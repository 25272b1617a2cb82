import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { leadInvestorInput, leadInvestorPatch } from '@cf/domain/schemas/campaigns';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { LeadInvestor, Lookup } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { type Meta, SelectField, TextArea, TextField } from '../wizard/fields';
import { FileUpload } from '../wizard/ImageUpload';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { EmptyState } from './DashboardLayout';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;
type Types = Pick<Lookup, 'id' | 'name'>[];

function LeadFields({ fields, types }: { fields: Record<'name' | 'investorTypeId' | 'bio', Meta>; types: Types }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.name} label={t('wizard.leads.name')} maxLength={CAMPAIGN_FIELDS.nameMax} />
      <SelectField
        meta={fields.investorTypeId}
        label={t('wizard.leads.type')}
        options={types.map((ty) => ({ value: String(ty.id), label: ty.name }))}
      />
      <div className="sm:col-span-2">
        <TextArea meta={fields.bio} label={t('wizard.leads.bio')} rows={3} maxLength={CAMPAIGN_FIELDS.bioMax} />
      </div>
    </div>
  );
}

function LeadAdd({
  campaignId,
  types,
  lastResult,
}: {
  campaignId: number;
  types: Types;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'lead-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, leadInvestorInput, t),
  });
  return (
    <PartForm form={form} intent="lead-add" submit={t('wizard.leads.add')} hidden={{ campaignId }}>
      <LeadFields fields={fields} types={types} />
    </PartForm>
  );
}

function LeadEdit({ lead, types, lastResult }: { lead: LeadInvestor; types: Types; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `lead-edit-${lead.id}`,
    lastResult,
    defaultValue: { name: lead.name, bio: lead.bio ?? '', investorTypeId: lead.investorTypeId ? String(lead.investorTypeId) : '' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, leadInvestorPatch, t),
  });
  return (
    <PartForm form={form} intent="lead-edit" submit={t('common.save')} hidden={{ id: lead.id }}>
      <LeadFields fields={fields} types={types} />
    </PartForm>
  );
}

/** Lead investors (spec §3: type, name, bio, photo). */
export function LeadInvestors({
  campaignId,
  leads,
  types,
  editable,
  resultFor,
}: {
  campaignId: number;
  leads: LeadInvestor[];
  types: Types;
  editable: boolean;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      {leads.length === 0 ? (
        <EmptyState>{t('wizard.leads.empty')}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-lg border border-slate-200 p-5">
              <div className="flex flex-wrap items-start gap-4">
                {lead.photo ? (
                  <img
                    src={lead.photo}
                    alt={t('wizard.team.photoOf', { name: lead.name })}
                    className="h-16 w-16 rounded-full object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-semibold" id={`lead-${lead.id}`}>
                    {lead.name}
                  </h3>
                  <p className="text-sm text-slate-700">{types.find((ty) => ty.id === lead.investorTypeId)?.name ?? ''}</p>
                  {lead.bio ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{lead.bio}</p> : null}
                </div>
              </div>
              {editable ? (
                <div className="mt-4 space-y-3">
                  <ItemButton intent="lead-delete" id={lead.id} label={t('wizard.remove')} tone="danger" describedBy={`lead-${lead.id}`} />
                  <details>
                    <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.edit')}</summary>
                    <div className="mt-3 space-y-6">
                      <LeadEdit lead={lead} types={types} lastResult={resultFor('lead-edit', lead.id)} />
                      <FileUpload
                        formId={`lead-photo-${lead.id}`}
                        intent="lead-photo"
                        kind="image"
                        label={t('wizard.team.photo')}
                        hint={t('wizard.team.photoHint', { minimum: CAMPAIGN_FIELDS.logoMinSide })}
                        submit={t('wizard.team.uploadPhoto')}
                        lastResult={resultFor('lead-photo', lead.id)}
                        hidden={{ id: lead.id }}
                      />
                    </div>
                  </details>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <section aria-labelledby="lead-add-heading" className="rounded-lg border border-slate-200 p-5">
          <h3 id="lead-add-heading" className="text-lg font-semibold">
            {t('wizard.leads.addTitle')}
          </h3>
          <div className="mt-4">
            <LeadAdd campaignId={campaignId} types={types} lastResult={resultFor('lead-add')} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
