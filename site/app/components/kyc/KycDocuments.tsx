import { KYC_DOCUMENT_TYPES } from '@cf/domain/schemas/identity';
import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import { MAX_FILE_MB } from '~/lib/account/file-schema';
import { kycDocumentForm } from '~/lib/account/kyc-form';
import type { KycDocument } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

type Props = { documents: KycDocument[]; lang: string; timezone: string; lastResult: SubmissionResult<string[]> | undefined };

/** The party's documents (each opened through the site's private-file route) and the upload form. */
export function KycDocuments({ documents, lang, timezone, lastResult }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'kyc-document',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, kycDocumentForm, t),
  });
  const [typeKey, typeProps] = withoutKey(getSelectProps(fields.documentType));
  const [fileKey, fileProps] = withoutKey(getInputProps(fields.file, { type: 'file', ariaDescribedBy: fields.file.descriptionId }));
  return (
    <div className="space-y-6">
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('account.kyc.noDocuments')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">
                  {t(`account.kyc.options.documentType.${doc.documentType}`, { defaultValue: doc.documentType })}
                </span>
                {doc.originalName ? <span className="text-slate-600"> · {doc.originalName}</span> : null}
              </span>
              <span className="flex items-center gap-3">
                <span className="text-slate-600">{formatDateTime(doc.createdAt, lang, timezone)}</span>
                {doc.fileId ? (
                  <a href={`/files/${doc.fileId}`} target="_blank" rel="noopener" className="text-primary underline">
                    {t('account.kyc.openDocument')}
                    <span className="sr-only"> {t('site.newTab')}</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <IntentForm form={form} intent="document" submit={t('account.kyc.upload')} multipart>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('account.kyc.documentType')} meta={fields.documentType}>
            <select key={typeKey} {...typeProps} className={inputClass}>
              <option value="">{t('account.kyc.choose')}</option>
              {KYC_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`account.kyc.options.documentType.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('account.kyc.file')} meta={fields.file} hint={t('account.kyc.fileHint', { maxMb: MAX_FILE_MB })}>
            <input key={fileKey} {...fileProps} accept="application/pdf,image/png,image/jpeg,image/gif,image/webp" className={inputClass} />
          </Field>
        </div>
      </IntentForm>
    </div>
  );
}
