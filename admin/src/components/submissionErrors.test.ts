import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormError } from '../providers/httpClient';
import { submissionErrors } from './submissionErrors';

const apiError = (status: number, body: Record<string, unknown>) =>
  toFormError(new HttpError(String(body.message), status, { status: 'fail', ...body }));

describe('submissionErrors', () => {
  it("puts the API's message for the dialog's input under that input", () => {
    const error = apiError(400, {
      message: 'Please correct the highlighted fields.',
      errors: [{ field: 'reason', message: 'Too short.' }],
    });
    expect(submissionErrors(error, 'reason')).toEqual({ reason: 'Too short.' });
  });

  it('leaves other errors to a notification', () => {
    expect(submissionErrors(apiError(409, { message: 'You cannot suspend yourself.' }), 'reason')).toBeNull();
    const other = apiError(400, { message: 'Bad.', errors: [{ field: 'isAdmin', message: 'Required.' }] });
    expect(submissionErrors(other, 'reason')).toBeNull();
    expect(submissionErrors(new TypeError('Failed to fetch'), 'reason')).toBeNull();
  });

  it('has nothing to place when the dialog has no input', () => {
    const error = apiError(400, { message: 'Bad.', errors: [{ field: 'reason', message: 'Too short.' }] });
    expect(submissionErrors(error, undefined)).toBeNull();
  });
});
