import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { type SubmissionResult, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lookup } from '~/lib/campaigns-owner/types';
import type { PeopleKind } from '~/lib/campaigns-owner/people';
import { parseForm } from '~/lib/validation';
import type { Meta } from '../wizard/fields';
import { FileUpload } from '../wizard/ImageUpload';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { EmptyState } from './DashboardLayout';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;
export type Types = Pick<Lookup, 'id' | 'name'>[];
export type Person = { id: number; photo: string | null; bio: string | null };

/** How one kind of person looks: its fields, its card and its texts (the rules are in PeopleKind). */
export type PeopleView<P extends Person> = {
  kind: PeopleKind;
  name(person: P): string;
  /** The edit form's values. */
  defaults(person: P): Record<string, string>;
  Fields(props: { fields: Record<string, Meta>; types: Types }): ReactNode;
  /** What the card shows under the name. */
  Details(props: { person: P; types: Types }): ReactNode;
  /** A letter in a circle where there is no photo. */
  initial?: boolean;
  /** True while the invitation is pending (a "resend" button). */
  pending?(person: P): boolean;
  testId?: string;
  keys: { empty: string; addTitle: string; addIntro?: string; add: string };
};

type Result = SubmissionResult<string[]> | undefined;

/** The add form (no person) or a person's edit form. */
function PersonForm<P extends Person>({
  view,
  types,
  campaignId,
  person,
  lastResult,
}: {
  view: PeopleView<P>;
  types: Types;
  campaignId?: number;
  person?: P;
  lastResult: Result;
}) {
  const { t } = useTranslation();
  const { prefix, input, patch } = view.kind;
  const [form, fields] = useForm({
    id: person ? `${prefix}-edit-${person.id}` : `${prefix}-add`,
    lastResult,
    defaultValue: person ? view.defaults(person) : undefined,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, person ? patch : input, t),
  });
  const Fields = view.Fields;
  return (
    <PartForm
      form={form}
      intent={person ? `${prefix}-edit` : `${prefix}-add`}
      submit={person ? t('common.save') : t(view.keys.add)}
      hidden={person ? { id: person.id } : { campaignId: campaignId! }}
    >
      <Fields fields={fields as Record<string, Meta>} types={types} />
    </PartForm>
  );
}

function PersonCard<P extends Person>({
  view,
  person,
  types,
  editable,
  resultFor,
}: {
  view: PeopleView<P>;
  person: P;
  types: Types;
  editable: boolean;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  const { prefix } = view.kind;
  const name = view.name(person);
  const headingId = `${prefix}-${person.id}`;
  const Details = view.Details;
  const resend = view.pending?.(person) ?? false;
  return (
    <li className="rounded-lg border border-slate-200 p-5" data-testid={view.testId}>
      <div className="flex flex-wrap items-start gap-4">
        {person.photo ? (
          <img src={person.photo} alt={t('wizard.team.photoOf', { name })} className="h-16 w-16 rounded-full object-cover" />
        ) : view.initial ? (
          <span
            aria-hidden="true"
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-slate-200 text-lg font-semibold text-slate-800"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold" id={headingId}>
            {name}
          </h3>
          <Details person={person} types={types} />
          {person.bio ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{person.bio}</p> : null}
        </div>
      </div>
      {resend || editable ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {resend ? (
            <ItemButton intent={`${prefix}-resend`} id={person.id} label={t('wizard.team.resend')} describedBy={headingId} />
          ) : null}
          {editable ? (
            <ItemButton intent={`${prefix}-delete`} id={person.id} label={t('wizard.remove')} tone="danger" describedBy={headingId} />
          ) : null}
        </div>
      ) : null}
      {editable ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.edit')}</summary>
          <div className="mt-3 space-y-6">
            <PersonForm view={view} types={types} person={person} lastResult={resultFor(`${prefix}-edit`, person.id)} />
            <FileUpload
              formId={`${prefix}-photo-${person.id}`}
              intent={`${prefix}-photo`}
              kind="image"
              label={t('wizard.team.photo')}
              hint={t('wizard.team.photoHint', { minimum: CAMPAIGN_FIELDS.logoMinSide })}
              submit={t('wizard.team.uploadPhoto')}
              lastResult={resultFor(`${prefix}-photo`, person.id)}
              hidden={{ id: person.id }}
            />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** A dashboard list of people (team members, lead investors): cards, then the form that adds one. */
export function PeopleList<P extends Person>({
  view,
  campaignId,
  people,
  types,
  editable,
  resultFor,
}: {
  view: PeopleView<P>;
  campaignId: number;
  people: P[];
  types: Types;
  editable: boolean;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  const { prefix } = view.kind;
  return (
    <div className="space-y-8">
      {people.length === 0 ? (
        <EmptyState>{t(view.keys.empty)}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {people.map((person) => (
            <PersonCard key={person.id} view={view} person={person} types={types} editable={editable} resultFor={resultFor} />
          ))}
        </ul>
      )}
      {editable ? (
        <section aria-labelledby={`${prefix}-add-heading`} className="rounded-lg border border-slate-200 p-5">
          <h3 id={`${prefix}-add-heading`} className="text-lg font-semibold">
            {t(view.keys.addTitle)}
          </h3>
          {view.keys.addIntro ? <p className="mt-1 text-sm text-slate-700">{t(view.keys.addIntro)}</p> : null}
          <div className="mt-4">
            <PersonForm view={view} types={types} campaignId={campaignId} lastResult={resultFor(`${prefix}-add`)} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
