import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { teamMemberInput, teamMemberPatch } from '@cf/domain/schemas/campaigns';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import type { Lookup, TeamMember } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { type Meta, SelectField, TextArea, TextField } from '../wizard/fields';
import { FileUpload } from '../wizard/ImageUpload';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { EmptyState } from './DashboardLayout';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;
type Types = Pick<Lookup, 'id' | 'name'>[];

function MemberFields({
  fields,
  types,
}: {
  fields: Record<'fullName' | 'email' | 'roleTitle' | 'memberTypeId' | 'bio', Meta>;
  types: Types;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.fullName} label={t('wizard.team.fullName')} maxLength={CAMPAIGN_FIELDS.nameMax} autoComplete="off" />
      <TextField meta={fields.email} label={t('wizard.team.email')} type="email" dir="ltr" />
      <TextField meta={fields.roleTitle} label={t('wizard.team.roleTitle')} maxLength={CAMPAIGN_FIELDS.nameMax} />
      <SelectField
        meta={fields.memberTypeId}
        label={t('wizard.team.memberType')}
        options={types.map((ty) => ({ value: String(ty.id), label: ty.name }))}
      />
      <div className="sm:col-span-2">
        <TextArea meta={fields.bio} label={t('wizard.team.bio')} rows={3} maxLength={CAMPAIGN_FIELDS.bioMax} />
      </div>
    </div>
  );
}

function MemberAdd({
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
    id: 'member-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, teamMemberInput, t),
  });
  return (
    <PartForm form={form} intent="member-add" submit={t('wizard.team.invite')} hidden={{ campaignId }}>
      <MemberFields fields={fields} types={types} />
    </PartForm>
  );
}

function MemberEdit({
  member,
  types,
  lastResult,
}: {
  member: TeamMember;
  types: Types;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `member-edit-${member.id}`,
    lastResult,
    defaultValue: {
      fullName: member.fullName,
      email: member.email,
      roleTitle: member.roleTitle,
      bio: member.bio ?? '',
      memberTypeId: member.memberTypeId ? String(member.memberTypeId) : '',
    },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, teamMemberPatch, t),
  });
  return (
    <PartForm form={form} intent="member-edit" submit={t('common.save')} hidden={{ id: member.id }}>
      <MemberFields fields={fields} types={types} />
    </PartForm>
  );
}

/** Team members (spec §3): invited by e-mail, invitation resent, roles, types and photos. */
export function Team({
  campaignId,
  members,
  types,
  editable,
  lang,
  timezone,
  resultFor,
}: {
  campaignId: number;
  members: TeamMember[];
  types: Types;
  editable: boolean;
  lang: string;
  timezone: string;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  const typeName = (id: number | null) => types.find((ty) => ty.id === id)?.name;
  return (
    <div className="space-y-8">
      {members.length === 0 ? (
        <EmptyState>{t('wizard.team.empty')}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {members.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 p-5" data-testid="team-member">
              <div className="flex flex-wrap items-start gap-4">
                {m.photo ? (
                  <img src={m.photo} alt={t('wizard.team.photoOf', { name: m.fullName })} className="h-16 w-16 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-slate-200 text-lg font-semibold text-slate-800"
                  >
                    {m.fullName.charAt(0).toUpperCase()}
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-semibold" id={`member-${m.id}`}>
                    {m.fullName}
                  </h3>
                  <p className="text-sm text-slate-800">
                    {m.roleTitle}
                    {typeName(m.memberTypeId) ? ` · ${typeName(m.memberTypeId)}` : ''}
                  </p>
                  <p className="text-sm text-slate-700" dir="ltr">
                    {m.email}
                  </p>
                  <p className="mt-1 text-sm">
                    {m.acceptedAt ? (
                      <span className="font-medium text-emerald-800">
                        {t('wizard.team.joined', { date: formatDate(m.acceptedAt, lang, timezone) })}
                      </span>
                    ) : (
                      <span className="font-medium text-amber-900">
                        {t('wizard.team.invited', { date: m.invitedAt ? formatDate(m.invitedAt, lang, timezone) : '—' })}
                      </span>
                    )}
                  </p>
                  {m.bio ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{m.bio}</p> : null}
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {m.acceptedAt ? null : (
                  <ItemButton intent="member-resend" id={m.id} label={t('wizard.team.resend')} describedBy={`member-${m.id}`} />
                )}
                {editable ? (
                  <ItemButton intent="member-delete" id={m.id} label={t('wizard.remove')} tone="danger" describedBy={`member-${m.id}`} />
                ) : null}
              </div>
              {editable ? (
                <details className="mt-4">
                  <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.edit')}</summary>
                  <div className="mt-3 space-y-6">
                    <MemberEdit member={m} types={types} lastResult={resultFor('member-edit', m.id)} />
                    <FileUpload
                      formId={`member-photo-${m.id}`}
                      intent="member-photo"
                      kind="image"
                      label={t('wizard.team.photo')}
                      hint={t('wizard.team.photoHint', { minimum: CAMPAIGN_FIELDS.logoMinSide })}
                      submit={t('wizard.team.uploadPhoto')}
                      lastResult={resultFor('member-photo', m.id)}
                      hidden={{ id: m.id }}
                    />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <section aria-labelledby="member-add-heading" className="rounded-lg border border-slate-200 p-5">
          <h3 id="member-add-heading" className="text-lg font-semibold">
            {t('wizard.team.addTitle')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('wizard.team.addIntro')}</p>
          <div className="mt-4">
            <MemberAdd campaignId={campaignId} types={types} lastResult={resultFor('member-add')} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
