import { getT } from '@cf/i18n';
import type { ActionFunctionArgs } from '@remix-run/node';
import type { $ZodType } from 'zod/v4/core';
import { apiRequest, failureOf, isOk } from './api.server';
import { replyWithFailure } from './form-reply.server';
import { requestLanguage } from './language.server';
import { parseForm } from './validation';

/**
 * The action of a form that only asks for an e-mail address and has the API send a link to it
 * (forgotten password, activation link again). The API answers the same for any address, so the
 * page never says whether an account exists; a refusal puts its errors back on the form.
 */
export async function authEmailAction({ request, context }: ActionFunctionArgs, schema: $ZodType, apiPath: string) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), schema, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply(), sent: false };
  const res = await apiRequest(context, { method: 'POST', path: apiPath, lang, body: submission.value });
  if (isOk(res)) return { result: submission.reply({ resetForm: true }), sent: true };
  return { result: replyWithFailure(submission, failureOf(res), []), sent: false };
}
