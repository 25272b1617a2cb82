import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { getTextareaProps } from '@conform-to/react';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PitchPreview } from '~/routes/resources.pitch-preview';
import { PitchProse } from '../campaign-page/Overview';
import { Field, inputClass, withoutKey } from '../form/Field';
import type { Meta } from './fields';
import { secondaryButton } from './StepForm';

/**
 * The long-form pitch (issue 14 §9): Markdown with a line of syntax help, and a preview rendered by
 * the API's sanitiser through a site resource route (no Markdown parser in the page bundle). While
 * previewing, the text area stays in the form (hidden), so saving keeps what was typed.
 */
export function PitchField({ meta, campaignId }: { meta: Meta; campaignId: number }) {
  const { t } = useTranslation();
  const preview = useFetcher<PitchPreview>();
  const [previewing, setPreviewing] = useState(false);
  const value = typeof meta.value === 'string' ? meta.value : '';
  const hint = (
    <>
      <span className="block">{t('wizard.pitch.intro')}</span>
      <span className="block" dir="auto">
        {t('wizard.pitch.syntax')}
      </span>
      <span className="block">{t('wizard.pitch.count', { length: value.length, maximum: CAMPAIGN_FIELDS.pitchMax })}</span>
    </>
  );
  const [key, props] = withoutKey(getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId }));
  const toggle = () => {
    if (!previewing)
      preview.submit({ campaignId: String(campaignId), pitch: value }, { method: 'post', action: '/resources/pitch-preview' });
    setPreviewing(!previewing);
  };
  const shown = preview.data;
  return (
    <Field label={t('wizard.pitch.label')} meta={meta} hint={hint}>
      <div className="flex justify-end">
        <button type="button" aria-pressed={previewing} onClick={toggle} className={secondaryButton}>
          {t('wizard.pitch.preview')}
        </button>
      </div>
      <textarea
        key={key}
        {...props}
        required={false}
        rows={14}
        maxLength={CAMPAIGN_FIELDS.pitchMax}
        dir="auto"
        hidden={previewing}
        className={`${inputClass} font-mono text-sm`}
      />
      {previewing ? (
        <div aria-live="polite" aria-busy={preview.state !== 'idle'} className="rounded-md border border-slate-300 bg-white p-4">
          {preview.state !== 'idle' ? null : shown?.error !== undefined ? (
            <p className="text-sm font-medium text-red-700">{shown.error || t('wizard.pitch.previewFailed')}</p>
          ) : shown?.html ? (
            <PitchProse html={shown.html} label={t('wizard.pitch.previewLabel')} testId="pitch-preview" />
          ) : (
            <p className="text-sm text-slate-600">{t('wizard.pitch.previewEmpty')}</p>
          )}
        </div>
      ) : null}
    </Field>
  );
}
