import { CAMPAIGN_FIELDS, DOCUMENT_VISIBILITIES } from '@cf/domain/schemas/campaign-fields';
import { extrasLinkInput, extrasVideoInput } from '@cf/domain/schemas/campaigns';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDocument, ExtraLink, ExtraVideo, GalleryImage } from '~/lib/campaigns-owner/types';
import { documentForm, galleryImageForm } from '~/lib/campaigns-owner/upload-forms';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { RadioGroup, TextArea, TextField } from './fields';
import { ItemButton, PartForm } from './StepForm';

type Result = SubmissionResult<string[]> | undefined;

/** A titled list of a campaign's items with the form that adds one. */
export function PartSection({
  id,
  title,
  intro,
  empty,
  count,
  children,
  add,
}: {
  id: string;
  title: string;
  intro?: string;
  empty: string;
  count: number;
  children: ReactNode;
  add: ReactNode | null;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      {count === 0 ? <p className="mt-3 text-sm text-slate-700">{empty}</p> : <ul className="mt-4 space-y-3">{children}</ul>}
      {add ? <div className="mt-5 border-t border-slate-200 pt-5">{add}</div> : null}
    </section>
  );
}

function FileField({
  meta,
  label,
  hint,
  accept,
}: {
  meta: Parameters<typeof getInputProps>[0];
  label: string;
  hint: string;
  accept: string;
}) {
  const [key, props] = withoutKey(getInputProps(meta, { type: 'file', ariaDescribedBy: meta.descriptionId }));
  return (
    <Field label={label} meta={meta} hint={hint}>
      <input key={key} {...props} required={false} accept={accept} className={inputClass} />
    </Field>
  );
}

export function VideoAdd({ campaignId, lastResult }: { campaignId: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'video-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, extrasVideoInput, t),
  });
  return (
    <PartForm form={form} intent="video-add" submit={t('wizard.extras.addVideo')} hidden={{ campaignId }}>
      <TextField meta={fields.url} label={t('wizard.extras.videoUrl')} type="url" dir="ltr" hint={t('wizard.story.videoHint')} />
      <TextField meta={fields.title} label={t('wizard.extras.title')} maxLength={CAMPAIGN_FIELDS.titleMax} />
      <TextArea meta={fields.description} label={t('wizard.extras.description')} rows={2} maxLength={CAMPAIGN_FIELDS.bioMax} />
    </PartForm>
  );
}

export function LinkAdd({ campaignId, lastResult }: { campaignId: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'link-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, extrasLinkInput, t),
  });
  return (
    <PartForm form={form} intent="link-add" submit={t('wizard.extras.addLink')} hidden={{ campaignId }}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.title} label={t('wizard.extras.title')} maxLength={CAMPAIGN_FIELDS.titleMax} />
        <TextField meta={fields.url} label={t('wizard.extras.linkUrl')} type="url" dir="ltr" hint={t('wizard.urlHint')} />
      </div>
    </PartForm>
  );
}

export function ImageAdd({ campaignId, lastResult }: { campaignId: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'image-add',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, galleryImageForm, t),
  });
  return (
    <PartForm form={form} intent="image-add" submit={t('wizard.extras.addImage')} hidden={{ campaignId }} multipart>
      <FileField
        meta={fields.file}
        label={t('wizard.uploadFile')}
        hint={t('wizard.extras.imageHint')}
        accept="image/png,image/jpeg,image/gif,image/webp"
      />
      <TextField meta={fields.title} label={t('wizard.extras.title')} maxLength={CAMPAIGN_FIELDS.titleMax} />
      <TextArea meta={fields.description} label={t('wizard.extras.description')} rows={2} maxLength={CAMPAIGN_FIELDS.bioMax} />
    </PartForm>
  );
}

export function DocumentAdd({ campaignId, lastResult }: { campaignId: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'document-add',
    lastResult,
    defaultValue: { visibility: 'public' },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, documentForm, t),
  });
  return (
    <PartForm form={form} intent="document-add" submit={t('wizard.extras.addDocument')} hidden={{ campaignId }} multipart>
      <FileField meta={fields.file} label={t('wizard.uploadFile')} hint={t('wizard.extras.documentHint')} accept="application/pdf" />
      <TextField meta={fields.title} label={t('wizard.extras.title')} maxLength={CAMPAIGN_FIELDS.titleMax} />
      <RadioGroup
        meta={fields.visibility}
        legend={t('wizard.extras.visibility')}
        options={DOCUMENT_VISIBILITIES.map((value) => ({
          value,
          label: t(`wizard.extras.visibilities.${value}`),
          description: t(`wizard.extras.visibilityHelp.${value}`),
        }))}
      />
    </PartForm>
  );
}

/** One item of a part list: what it is, then its remove button (none when read-only). */
function PartItem({ kind, id, readOnly, children }: { kind: string; id: number; readOnly: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
      {children}
      {readOnly ? null : (
        <ItemButton intent={`${kind}-delete`} id={id} label={t('wizard.remove')} tone="danger" describedBy={`${kind}-${id}`} />
      )}
    </li>
  );
}

/** A titled outside address (video, link), opened in a new tab. */
function TitledUrl({ id, title, url, rel }: { id: string; title: string; url: string; rel: string }) {
  return (
    <div className="min-w-0">
      <p className="font-medium" id={id}>
        {title}
      </p>
      <a href={url} className="break-all text-sm text-primary underline" dir="ltr" rel={rel} target="_blank">
        {url}
      </a>
    </div>
  );
}

export function VideoItem({ video, readOnly }: { video: ExtraVideo; readOnly: boolean }) {
  return (
    <PartItem kind="video" id={video.id} readOnly={readOnly}>
      <TitledUrl id={`video-${video.id}`} title={video.title} url={video.url} rel="noopener noreferrer" />
    </PartItem>
  );
}

/** Links are the owner's: search engines are told not to follow them. */
export function LinkItem({ link, readOnly }: { link: ExtraLink; readOnly: boolean }) {
  return (
    <PartItem kind="link" id={link.id} readOnly={readOnly}>
      <TitledUrl id={`link-${link.id}`} title={link.title} url={link.url} rel="noopener noreferrer nofollow" />
    </PartItem>
  );
}

export function ImageItem({ image, readOnly }: { image: GalleryImage; readOnly: boolean }) {
  return (
    <PartItem kind="image" id={image.id} readOnly={readOnly}>
      <div className="flex min-w-0 items-center gap-3">
        <img src={image.image} alt={image.title} className="h-16 w-24 rounded object-cover" />
        <div className="min-w-0">
          <p className="font-medium" id={`image-${image.id}`}>
            {image.title}
          </p>
          {image.description ? <p className="text-sm text-slate-700">{image.description}</p> : null}
        </div>
      </div>
    </PartItem>
  );
}

/** A document with its visibility: documents may be managed in any status (the API allows it). */
export function DocumentItem({ doc }: { doc: CampaignDocument }) {
  const { t } = useTranslation();
  const other = doc.visibility === 'public' ? 'private' : 'public';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
      <div className="min-w-0">
        <a href={`/files/${doc.fileId}`} className="font-medium text-primary underline" id={`document-${doc.id}`}>
          {doc.title}
        </a>
        <p className="text-sm text-slate-700">
          {t(doc.visibility === 'private' ? 'campaigns.extras.documentPrivate' : 'campaigns.extras.documentPublic')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ItemButton
          intent="document-visibility"
          id={doc.id}
          extra={{ visibility: other }}
          label={t(`wizard.extras.makeVisibility.${other}`)}
          describedBy={`document-${doc.id}`}
        />
        <ItemButton intent="document-delete" id={doc.id} label={t('wizard.remove')} tone="danger" describedBy={`document-${doc.id}`} />
      </div>
    </li>
  );
}
