import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { extrasForm } from '~/lib/campaigns-owner/step-forms';
import type { Campaign, CampaignDocument, ExtraLink, ExtraVideo, GalleryImage } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { DocumentAdd, DocumentItem, ImageAdd, ImageItem, LinkAdd, LinkItem, PartSection, VideoAdd, VideoItem } from './ExtrasParts';
import { CheckboxField, FieldGroup, TextField } from './fields';
import { FileUpload } from './ImageUpload';
import { StepForm } from './StepForm';

export type ExtrasData = { videos: ExtraVideo[]; links: ExtraLink[]; images: GalleryImage[]; documents: CampaignDocument[] };

/** Step 5: social links, analytics, the contract (uploaded when the rule asks), videos, links, images and documents. */
export function ExtrasStep({
  campaign,
  extras,
  resultFor,
  readOnly,
  continueLabel,
}: {
  campaign: Campaign;
  extras: ExtrasData;
  resultFor: (intent: string) => SubmissionResult<string[]> | undefined;
  readOnly: boolean;
  continueLabel?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'extras-step',
    lastResult: resultFor('extras'),
    defaultValue: {
      googleAnalyticsId: campaign.googleAnalyticsId ?? '',
      facebookUrl: campaign.facebookUrl ?? '',
      twitterUrl: campaign.twitterUrl ?? '',
      linkedinUrl: campaign.linkedinUrl ?? '',
      youtubeUrl: campaign.youtubeUrl ?? '',
      websiteUrl: campaign.websiteUrl ?? '',
      contractCopy: campaign.contractCopy ? 'on' : '',
      manageContract: campaign.manageContract ? 'on' : '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, extrasForm, t),
  });
  const f = (key: string) => t(`wizard.extras.fields.${key}`);
  // Spec §5: the contract upload is required only when contractCopy is on and manageContract is yes.
  const contractNeeded = campaign.contractCopy && campaign.manageContract;
  const id = campaign.id;
  return (
    <>
      <StepForm form={form} intent="extras" readOnly={readOnly} continueLabel={continueLabel}>
        <FieldGroup title={t('wizard.extras.linksTitle')}>
          <div className="grid gap-5 sm:grid-cols-2">
            {(['websiteUrl', 'facebookUrl', 'twitterUrl', 'linkedinUrl', 'youtubeUrl'] as const).map((key) => (
              <TextField key={key} meta={fields[key]} label={f(key)} type="url" dir="ltr" hint={t(`wizard.extras.hints.${key}`)} />
            ))}
            <TextField
              meta={fields.googleAnalyticsId}
              label={f('googleAnalyticsId')}
              dir="ltr"
              hint={t('wizard.extras.hints.googleAnalyticsId')}
            />
          </div>
        </FieldGroup>
        <FieldGroup title={t('wizard.extras.contractTitle')} description={t('wizard.extras.contractIntro')}>
          <CheckboxField meta={fields.contractCopy} label={f('contractCopy')} hint={t('wizard.extras.hints.contractCopy')} />
          <CheckboxField meta={fields.manageContract} label={f('manageContract')} hint={t('wizard.extras.hints.manageContract')} />
        </FieldGroup>
      </StepForm>
      {contractNeeded ? (
        <section aria-labelledby="contract-heading" className="rounded-lg border border-slate-200 p-5">
          <h2 id="contract-heading" className="text-lg font-semibold">
            {t('wizard.extras.contractUpload')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {campaign.contractFileId ? (
              <a href={`/files/${campaign.contractFileId}`} className="text-primary underline">
                {t('wizard.extras.contractStored')}
              </a>
            ) : (
              t('wizard.extras.contractRequired')
            )}
          </p>
          {readOnly ? null : (
            <div className="mt-3">
              <FileUpload
                formId="contract-upload"
                intent="contract"
                kind="pdf"
                label={t('wizard.uploadFile')}
                hint={t('wizard.extras.documentHint')}
                submit={t('wizard.extras.uploadContract')}
                lastResult={resultFor('contract')}
              />
            </div>
          )}
        </section>
      ) : null}
      <PartSection
        id="videos"
        title={t('wizard.extras.videosTitle')}
        intro={t('wizard.story.videoAdvice')}
        empty={t('wizard.extras.noVideos')}
        count={extras.videos.length}
        add={readOnly ? null : <VideoAdd campaignId={id} lastResult={resultFor('video-add')} />}
      >
        {extras.videos.map((v) => (
          <VideoItem key={v.id} video={v} readOnly={readOnly} />
        ))}
      </PartSection>
      <PartSection
        id="links"
        title={t('wizard.extras.customLinksTitle')}
        empty={t('wizard.extras.noLinks')}
        count={extras.links.length}
        add={readOnly ? null : <LinkAdd campaignId={id} lastResult={resultFor('link-add')} />}
      >
        {extras.links.map((l) => (
          <LinkItem key={l.id} link={l} readOnly={readOnly} />
        ))}
      </PartSection>
      <PartSection
        id="images"
        title={t('wizard.extras.imagesTitle')}
        empty={t('wizard.extras.noImages')}
        count={extras.images.length}
        add={readOnly ? null : <ImageAdd campaignId={id} lastResult={resultFor('image-add')} />}
      >
        {extras.images.map((i) => (
          <ImageItem key={i.id} image={i} readOnly={readOnly} />
        ))}
      </PartSection>
      <PartSection
        id="documents"
        title={t('wizard.extras.documentsTitle')}
        intro={t('wizard.extras.documentsIntro')}
        empty={t('wizard.extras.noDocuments')}
        count={extras.documents.length}
        add={<DocumentAdd campaignId={id} lastResult={resultFor('document-add')} />}
      >
        {extras.documents.map((d) => (
          <DocumentItem key={d.id} doc={d} />
        ))}
      </PartSection>
    </>
  );
}
