import { type Kiis, type KiisInput, KIIS_SECTIONS, kiisInput } from '@cf/domain/schemas/compliance';
import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KiisData, KiisLanguage } from '~/lib/kiis/kiis';
import { parseForm } from '~/lib/validation';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

export type KiisState = 'none' | 'waiting' | 'checked';

/** A sheet's state: not written, written and waiting for staff, or checked (investors can read it). */
export const kiisState = (sheet: Kiis | undefined): KiisState => (!sheet ? 'none' : sheet.checkedAt ? 'checked' : 'waiting');

const STATE_CLASS: Record<KiisState, string> = {
  none: 'bg-slate-100 text-slate-800',
  waiting: 'bg-amber-100 text-amber-950',
  checked: 'bg-emerald-100 text-emerald-950',
};

function StateBadge({ state, testId }: { state: KiisState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId} className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[state]}`}>
      {t(`compliance.kiis.state.${state}`)}
    </span>
  );
}

/** The language picker: one link per active language, each with its sheet's state. */
function LanguagePicker({ data, path }: { data: KiisData; path: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('compliance.kiis.languagesLabel')}>
      <ul className="flex flex-wrap gap-2">
        {data.languages.map((language) => {
          const state = kiisState(data.sheets.find((s) => s.lang === language.code));
          const current = language.code === data.selected;
          return (
            <li key={language.code}>
              <Link
                to={`${path}?sheet=${encodeURIComponent(language.code)}`}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`flex flex-col gap-1 rounded-md border px-3 py-2 text-sm ${
                  current ? 'border-primary ring-1 ring-primary' : 'border-slate-300 hover:border-primary'
                }`}
              >
                <span lang={language.code} dir={language.direction} className="font-medium text-slate-900">
                  {language.nativeName}
                </span>
                <StateBadge state={state} testId={`kiis-state-${language.code}`} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The six sections of one language's sheet; the text fields read in that language's direction. */
function SheetForm({
  language,
  sheet,
  lastResult,
}: {
  language: KiisLanguage;
  sheet: Kiis | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'kiis';
  const defaultValue = Object.fromEntries(KIIS_SECTIONS.map((key) => [key, sheet?.[key] ?? ''])) as KiisInput;
  const [form, fields] = useForm({
    id: `kiis-${language.code}`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(kiisInput),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, kiisInput, t),
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="space-y-5">
      <input type="hidden" name="intent" value="kiis" />
      <input type="hidden" name="sheetLang" value={language.code} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {KIIS_SECTIONS.map((key) => {
        const meta = fields[key];
        const hint = t(`compliance.kiis.sections.${key}.help`);
        const [reactKey, props] = withoutKey(getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId }));
        return (
          <Field key={key} label={t(`compliance.kiis.sections.${key}.label`)} meta={meta} hint={hint}>
            <textarea
              key={reactKey}
              {...props}
              lang={language.code}
              dir={language.direction}
              rows={5}
              maxLength={5000}
              className={inputClass}
            />
          </Field>
        );
      })}
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('compliance.kiis.recheck')}</p>
        <SubmitButton busy={busy}>{t('compliance.kiis.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The owner's Key Investment Information Sheet editor (ECSP Art. 23), in the wizard and on the
 * dashboard: the languages with each sheet's state, then the chosen language's six sections.
 * `path` is the page's own address (the picker adds `?sheet=`).
 */
export function KiisEditor({
  data,
  path,
  lastResult,
}: {
  data: KiisData;
  path: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const language = data.languages.find((l) => l.code === data.selected);
  const sheet = data.sheets.find((s) => s.lang === data.selected);
  return (
    <div className="space-y-6" data-testid="kiis-editor">
      <div className="space-y-2 text-slate-700">
        <p>{t('compliance.kiis.intro')}</p>
        <p className={data.ecsp ? 'font-medium text-slate-900' : undefined}>{t('compliance.kiis.whenRequired')}</p>
      </div>
      <LanguagePicker data={data} path={path} />
      {language ? (
        <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="text-xl font-semibold">
              {t('compliance.kiis.editing', { language: language.nativeName })}
            </h2>
            <p className="text-sm">
              <span className="sr-only">{t('compliance.kiis.stateLabel', { state: t(`compliance.kiis.state.${kiisState(sheet)}`) })}</span>
              <span aria-hidden="true">
                <StateBadge state={kiisState(sheet)} />
              </span>
            </p>
          </div>
          {/* A new form per language: its fields start from that language's sheet. */}
          <SheetForm key={language.code} language={language} sheet={sheet} lastResult={lastResult} />
        </section>
      ) : null}
    </div>
  );
}
