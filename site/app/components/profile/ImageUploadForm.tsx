import { PROFILE_LIMITS } from '@cf/domain/schemas/profile';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { imageUploadInput } from '~/lib/account/image-upload';
import { MAX_FILE_MB } from '~/lib/account/file-schema';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

type Kind = 'photo' | 'cover';

/**
 * Photo or cover upload with the rules shown before choosing (spec §5, §9): format, 2 MB, and
 * the photo square from 200×200, the cover from 1350×400. Wrong files get the spec's messages,
 * from the browser (format, size) or from the API (content, dimensions).
 */
export function ImageUploadForm({
  kind,
  current,
  lastResult,
}: {
  kind: Kind;
  current: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `upload-${kind}`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, imageUploadInput, t),
  });
  const [fileKey, fileProps] = withoutKey(getInputProps(fields.file, { type: 'file', ariaDescribedBy: fields.file.descriptionId }));
  const hint =
    kind === 'photo'
      ? t('account.profile.photoRules', { minimum: PROFILE_LIMITS.photoMinSide, maxMb: MAX_FILE_MB })
      : t('account.profile.coverRules', { width: PROFILE_LIMITS.coverMinWidth, height: PROFILE_LIMITS.coverMinHeight, maxMb: MAX_FILE_MB });
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div
        className={
          kind === 'photo' ? 'h-24 w-24 overflow-hidden rounded-full bg-slate-200' : 'h-24 w-72 overflow-hidden rounded-md bg-slate-200'
        }
      >
        {current ? <img src={current} alt={t(`account.profile.${kind}Current`)} className="h-full w-full object-cover" /> : null}
      </div>
      <IntentForm form={form} intent={kind} submit={t(`account.profile.${kind}Upload`)} multipart className="min-w-64 flex-1 space-y-4">
        <Field label={t(`account.profile.${kind}File`)} meta={fields.file} hint={hint}>
          <input key={fileKey} {...fileProps} accept="image/png,image/jpeg,image/gif,image/webp" className={inputClass} />
        </Field>
      </IntentForm>
    </div>
  );
}
