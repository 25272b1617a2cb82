import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import { PEOPLE } from '~/lib/campaigns-owner/people';
import type { LeadInvestor, TeamMember } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { type Meta, SelectField, TextArea, TextField } from '../wizard/fields';
import type { PeopleView, Types } from './PeopleList';

const typeOptions = (types: Types) => types.map((ty) => ({ value: String(ty.id), label: ty.name }));
const typeName = (types: Types, id: number | null) => types.find((ty) => ty.id === id)?.name;

function MemberFields({ fields, types }: { fields: Record<string, Meta>; types: Types }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.fullName!} label={t('wizard.team.fullName')} maxLength={CAMPAIGN_FIELDS.nameMax} autoComplete="off" />
      <TextField meta={fields.email!} label={t('wizard.team.email')} type="email" dir="ltr" />
      <TextField meta={fields.roleTitle!} label={t('wizard.team.roleTitle')} maxLength={CAMPAIGN_FIELDS.nameMax} />
      <SelectField meta={fields.memberTypeId!} label={t('wizard.team.memberType')} options={typeOptions(types)} />
      <div className="sm:col-span-2">
        <TextArea meta={fields.bio!} label={t('wizard.team.bio')} rows={3} maxLength={CAMPAIGN_FIELDS.bioMax} />
      </div>
    </div>
  );
}

function MemberDetails({ person: m, types }: { person: TeamMember; types: Types }) {
  const { t } = useTranslation();
  const { lang, timezone } = useDashboard();
  const type = typeName(types, m.memberTypeId);
  return (
    <>
      <p className="text-sm text-slate-800">
        {m.roleTitle}
        {type ? ` · ${type}` : ''}
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
    </>
  );
}

/** Team members (spec §3): invited by e-mail, invitation resent, roles, types and photos. */
export const teamView: PeopleView<TeamMember> = {
  kind: PEOPLE.team,
  name: (m) => m.fullName,
  defaults: (m) => ({
    fullName: m.fullName,
    email: m.email,
    roleTitle: m.roleTitle,
    bio: m.bio ?? '',
    memberTypeId: m.memberTypeId ? String(m.memberTypeId) : '',
  }),
  Fields: MemberFields,
  Details: MemberDetails,
  initial: true,
  pending: (m) => !m.acceptedAt,
  testId: 'team-member',
  keys: { empty: 'wizard.team.empty', addTitle: 'wizard.team.addTitle', addIntro: 'wizard.team.addIntro', add: 'wizard.team.invite' },
};

function LeadFields({ fields, types }: { fields: Record<string, Meta>; types: Types }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.name!} label={t('wizard.leads.name')} maxLength={CAMPAIGN_FIELDS.nameMax} />
      <SelectField meta={fields.investorTypeId!} label={t('wizard.leads.type')} options={typeOptions(types)} />
      <div className="sm:col-span-2">
        <TextArea meta={fields.bio!} label={t('wizard.leads.bio')} rows={3} maxLength={CAMPAIGN_FIELDS.bioMax} />
      </div>
    </div>
  );
}

function LeadDetails({ person, types }: { person: LeadInvestor; types: Types }) {
  return <p className="text-sm text-slate-700">{typeName(types, person.investorTypeId) ?? ''}</p>;
}

/** Lead investors (spec §3: type, name, bio, photo). */
export const leadInvestorView: PeopleView<LeadInvestor> = {
  kind: PEOPLE['lead-investors'],
  name: (lead) => lead.name,
  defaults: (lead) => ({ name: lead.name, bio: lead.bio ?? '', investorTypeId: lead.investorTypeId ? String(lead.investorTypeId) : '' }),
  Fields: LeadFields,
  Details: LeadDetails,
  keys: { empty: 'wizard.leads.empty', addTitle: 'wizard.leads.addTitle', add: 'wizard.leads.add' },
};
