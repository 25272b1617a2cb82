import type { Submission } from '@conform-to/react';
import type { ApiFailure } from './api.server';

/**
 * Actions answer a refused form with 200 and the errors in the result: it is a normal page (the
 * form again), and browsers log any 4xx of a fetch as a console error.
 *
 * Puts the API's refusal back on the form: field errors next to their fields, the message on
 * the form when no field explains it. The captcha answer is never echoed back (it was consumed).
 */
export function replyWithFailure<T>(submission: Submission<T>, failure: ApiFailure, hideFields: string[] = ['captchaText']) {
  const hasFieldErrors = Object.keys(failure.fieldErrors).length > 0;
  return submission.reply({
    fieldErrors: failure.fieldErrors,
    formErrors: hasFieldErrors || !failure.message ? [] : [failure.message],
    hideFields,
  });
}
