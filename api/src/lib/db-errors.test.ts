import { AppError, ConflictError, ValidationError } from '@cf/domain';
import { describe, expect, it } from 'vitest';
import { translateDbError } from './db-errors';

/** The shape of a driver error, wrapped the way Drizzle wraps it (DrizzleQueryError.cause). */
const wrapped = (code: string, detail?: string) => Object.assign(new Error('Failed query'), { cause: { code, detail } });

describe('translateDbError', () => {
  it.each([
    [
      'a unique violation on one column',
      wrapped('23505', 'Key (code)=(en) already exists.'),
      409,
      [{ field: 'code', message: 'errors.duplicate' }],
    ],
    [
      'a unique violation on two columns names the last',
      wrapped('23505', 'Key (lang, slug)=(en, about-us) already exists.'),
      409,
      [{ field: 'slug', message: 'errors.duplicate' }],
    ],
    [
      'a snake_case column becomes camelCase',
      wrapped('23505', 'Key (content_page_slug)=(x) already exists.'),
      409,
      [{ field: 'contentPageSlug', message: 'errors.duplicate' }],
    ],
    ['a unique violation without detail', wrapped('23505'), 409, []],
    ['deleting a referenced record', wrapped('23503', 'Key (code)=(fr) is still referenced from table "content_pages".'), 409, []],
    [
      'referring to a missing record',
      wrapped('23503', 'Key (currency_id)=(999) is not present in table "currencies".'),
      400,
      [{ field: 'currencyId', message: 'validation.unknownReference' }],
    ],
    ['text for a number', wrapped('22P02'), 400, []],
    ['a number out of range', wrapped('22003'), 400, []],
  ])('%s', (_name, error, status, fieldErrors) => {
    const result = translateDbError(error) as ConflictError | ValidationError;
    expect(result).toBeInstanceOf(status === 409 ? ConflictError : ValidationError);
    expect(result.status).toBe(status);
    expect(result.fieldErrors).toEqual(fieldErrors);
  });

  it('finds the driver error directly or a few causes deep', () => {
    expect(translateDbError({ code: '23505', detail: 'Key (email)=(a) already exists.' })).toBeInstanceOf(ConflictError);
    expect(translateDbError({ cause: wrapped('23505') })).toBeInstanceOf(ConflictError);
  });

  it('leaves every other error alone', () => {
    const other = wrapped('40001');
    expect(translateDbError(other)).toBe(other);
    const plain = new Error('boom');
    expect(translateDbError(plain)).toBe(plain);
  });

  it('a lost or refused database connection is a 503 with Retry-After, not a 500', () => {
    for (const error of [
      Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      wrapped('57P01'),
      wrapped('08006'),
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' }) }),
    ]) {
      const result = translateDbError(error) as AppError;
      expect(result).toBeInstanceOf(AppError);
      expect(result.status).toBe(503);
      expect(result.extra.retryAfterSeconds).toBeGreaterThan(0);
    }
  });
});
