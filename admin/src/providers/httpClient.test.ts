import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormError } from './httpClient';

describe('toFormError', () => {
  it('turns the envelope field errors into react-admin server-side validation errors', () => {
    const error = new HttpError('Please correct the highlighted fields.', 400, {
      status: 'fail',
      message: 'Please correct the highlighted fields.',
      errors: [
        { field: 'sitePrimaryColor', message: 'Use a colour such as #1a73e8.' },
        { field: 'items.0.title', message: 'This field is required.' },
        { field: 'sitePrimaryColor', message: 'a second message is ignored' },
      ],
    });
    const mapped = toFormError(error) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(400);
    expect(mapped.body.errors).toEqual({
      sitePrimaryColor: 'Use a colour such as #1a73e8.',
      'items.0.title': 'This field is required.',
      root: { serverError: 'Please correct the highlighted fields.' },
    });
  });

  it('leaves errors without field errors as a plain message (a notification)', () => {
    const mapped = toFormError(new HttpError('No records found.', 404, { status: 'fail', message: 'No records found.' })) as HttpError;
    expect(mapped.message).toBe('No records found.');
    expect(mapped.body.errors).toBeUndefined();
  });

  it('passes other errors through', () => {
    const error = new TypeError('Failed to fetch');
    expect(toFormError(error)).toBe(error);
  });
});
