import { getT } from '@cf/i18n';
import type { $ZodType, output } from 'zod/v4/core';
import { type ApiResponse, failureOf, isOk } from '../api.server';
import { replyWithFailure } from '../form-reply.server';
import { parseForm } from '../validation';

type Options<Schema extends $ZodType, Done> = {
  formData: FormData;
  schema: Schema;
  lang: string;
  /** Which of the page's forms was sent (pages with several forms). */
  intent: string;
  /** Fields never echoed back (passwords). */
  hide?: string[];
  call: (value: output<Schema>) => Promise<ApiResponse>;
  /** What follows an accepted change: usually a redirect with a toast. */
  done: (value: output<Schema>, res: ApiResponse) => Promise<Done> | Done;
};

/**
 * One form post: parsed with the same zod schema the browser used, sent to the API, and either
 * redirected (success) or answered with the form's errors, the API's field errors on their fields.
 */
export async function submitForm<Schema extends $ZodType, Done>(options: Options<Schema, Done>) {
  const { formData, schema, lang, intent, hide = [] } = options;
  const submission = parseForm(formData, schema, getT(lang));
  if (submission.status !== 'success') return { intent, result: submission.reply({ hideFields: hide }) };
  const value = submission.value as output<Schema>;
  const res = await options.call(value);
  if (isOk(res)) return options.done(value, res);
  return { intent, result: replyWithFailure(submission, failureOf(res), hide) };
}

/** A form field holding an uploaded file (an empty file input sends a nameless, empty file). */
export type UploadedFile = Blob & { name: string };

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

/** A FormData for the API with the file copied into this runtime's own Blob. */
export async function multipartOf(
  fields: Record<string, string | null | undefined>,
  files: Record<string, UploadedFile | null | undefined> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file)
      form.append(name, new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }), file.name || 'upload');
  }
  return form;
}
