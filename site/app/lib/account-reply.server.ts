import type { Submission } from '@conform-to/react';
import type { ApiFailure } from './api.server';

/**
 * Sign-up's error display (spec §8 "Sign-up shows the first field error, or the message"): the
 * field errors stay beside their fields, and the first of them is also shown above the form, so
 * an error on a field the form does not show (an invitation token) is never lost.
 */
export function replyWithFirstError<T>(submission: Submission<T>, failure: ApiFailure, hideFields: string[]) {
  const first = Object.values(failure.fieldErrors)[0]?.[0];
  return submission.reply({
    fieldErrors: failure.fieldErrors,
    formErrors: first ? [first] : failure.message ? [failure.message] : [],
    hideFields,
  });
}
