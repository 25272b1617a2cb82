import { CAMPAIGN_FIELDS, UPLOAD_TYPES } from '@cf/domain/schemas/campaign-fields';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { storyForm } from '~/lib/campaigns-owner/step-forms';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { FieldGroup, RadioGroup, TextArea, TextField } from './fields';
import { ImageSection } from './ImageUpload';
import { PitchField } from './PitchField';
import { StepForm } from './StepForm';

/**
 * Step 3: name, image or video, the story (at most 255 characters: the summary) and highlights; the
 * campaign image; the long-form pitch (Markdown, shown on the overview tab).
 */
export function StoryStep({
  campaign,
  resultFor,
  readOnly,
  continueLabel,
}: {
  campaign: Campaign;
  resultFor: (intent: string) => SubmissionResult<string[]> | undefined;
  readOnly: boolean;
  continueLabel?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'story-step',
    lastResult: resultFor('story'),
    defaultValue: {
      campaignName: campaign.campaignName ?? '',
      uploadType: campaign.uploadType ?? '',
      videoUrl: campaign.videoUrl ?? '',
      campaignStory: campaign.campaignStory ?? '',
      highlights: campaign.highlights ?? '',
      pitch: campaign.pitch ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, storyForm, t),
  });
  const storyLength = typeof fields.campaignStory.value === 'string' ? fields.campaignStory.value.length : 0;
  const f = (key: string) => t(`wizard.story.fields.${key}`);
  const imageHint = t('wizard.story.imageHint', { width: CAMPAIGN_FIELDS.campaignImageWidth, height: CAMPAIGN_FIELDS.campaignImageHeight });
  return (
    <>
      <ImageSection
        id="campaign-image-heading"
        title={f('campaignImage')}
        src={campaign.campaignImage}
        alt={t('wizard.story.imageAlt')}
        readOnly={readOnly}
        shownClassName="mt-3 w-full max-w-md rounded-md border border-slate-200"
        upload={{
          formId: 'campaign-image-upload',
          intent: 'campaignImage',
          hint: imageHint,
          submit: t('wizard.story.uploadImage'),
          lastResult: resultFor('campaignImage'),
          previewClassName: 'h-24 w-auto rounded-md border border-slate-200',
        }}
      />
      <StepForm form={form} intent="story" readOnly={readOnly} continueLabel={continueLabel}>
        <FieldGroup title={t('wizard.story.title')}>
          <TextField meta={fields.campaignName} label={f('campaignName')} maxLength={CAMPAIGN_FIELDS.nameMax} />
          <RadioGroup
            meta={fields.uploadType}
            legend={f('uploadType')}
            options={UPLOAD_TYPES.map((value) => ({ value, label: t(`wizard.story.uploadTypes.${value}`) }))}
            hint={t('wizard.story.videoAdvice')}
          />
          <TextField meta={fields.videoUrl} label={f('videoUrl')} type="url" dir="ltr" hint={t('wizard.story.videoHint')} />
          <TextArea
            meta={fields.campaignStory}
            label={f('campaignStory')}
            rows={5}
            maxLength={CAMPAIGN_FIELDS.storyMax}
            hint={t('wizard.story.storyCount', { length: storyLength, maximum: CAMPAIGN_FIELDS.storyMax })}
          />
          <TextArea
            meta={fields.highlights}
            label={f('highlights')}
            rows={4}
            maxLength={CAMPAIGN_FIELDS.highlightsMax}
            hint={t('wizard.story.highlightsHint')}
          />
          <PitchField meta={fields.pitch} campaignId={campaign.id} />
        </FieldGroup>
      </StepForm>
    </>
  );
}
