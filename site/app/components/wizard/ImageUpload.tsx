import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { imageFileForm, pdfFileForm } from '~/lib/campaigns-owner/upload-forms';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { PartForm } from './StepForm';

/**
 * One file upload with its own form (multipart, works without scripts): the file is checked in the
 * browser, then by the API (content, size, dimensions), whose message shows on the same field.
 */
export function FileUpload({
  formId,
  intent,
  label,
  hint,
  submit,
  kind,
  lastResult,
  preview,
  hidden,
}: {
  formId: string;
  intent: string;
  label: string;
  hint: string;
  submit: string;
  kind: 'image' | 'pdf';
  lastResult: SubmissionResult<string[]> | undefined;
  preview?: { src: string; alt: string; className?: string } | null;
  hidden?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const schema = kind === 'image' ? imageFileForm : pdfFileForm;
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const [key, props] = withoutKey(getInputProps(fields.file, { type: 'file', ariaDescribedBy: fields.file.descriptionId }));
  return (
    <div className="flex flex-wrap items-start gap-5">
      {preview ? (
        <img
          src={preview.src}
          alt={preview.alt}
          className={preview.className ?? 'h-24 w-24 rounded-md border border-slate-200 object-cover'}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <PartForm form={form} intent={intent} submit={submit} multipart hidden={hidden}>
          <Field label={label} meta={fields.file} hint={hint}>
            <input
              key={key}
              {...props}
              required={false}
              accept={kind === 'image' ? 'image/png,image/jpeg,image/gif,image/webp' : 'application/pdf'}
              className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
            />
          </Field>
        </PartForm>
      </div>
    </div>
  );
}

/**
 * A step's picture (logo, campaign image) in a section of its own: shown as it is when the
 * campaign is read-only, else with the upload form that replaces it.
 */
export function ImageSection({
  id,
  title,
  src,
  alt,
  readOnly,
  shownClassName,
  upload,
}: {
  id: string;
  title: string;
  src: string | null;
  alt: string;
  readOnly: boolean;
  /** How the picture looks on a read-only page. */
  shownClassName: string;
  upload: {
    formId: string;
    intent: string;
    hint: string;
    submit: string;
    lastResult: SubmissionResult<string[]> | undefined;
    previewClassName?: string;
  };
}) {
  const { t } = useTranslation();
  const preview = src ? { src, alt, ...(upload.previewClassName ? { className: upload.previewClassName } : {}) } : null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {readOnly ? (
        src ? (
          <img src={src} alt={alt} className={shownClassName} />
        ) : null
      ) : (
        <div className="mt-3">
          <FileUpload
            formId={upload.formId}
            intent={upload.intent}
            kind="image"
            label={t('wizard.uploadFile')}
            hint={upload.hint}
            submit={upload.submit}
            lastResult={upload.lastResult}
            preview={preview}
          />
        </div>
      )}
    </section>
  );
}
