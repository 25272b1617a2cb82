import { declineInput, rejectDeletionInput, STAFF_REASON_MIN, suspendUserInput } from '@cf/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n';
import { formResolver } from '../providers/formResolver';

// The decision dialogs check their text with the API's own schemas, through the console's resolver.
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const run = (schema: Parameters<typeof formResolver>[0], values: FieldValues) => formResolver(schema)(values, undefined, options);

beforeAll(async () => {
  await createI18nProvider();
});

describe('decision dialogs', () => {
  it.each([
    ['decline', declineInput, 'reason'],
    ['suspend', suspendUserInput, 'reason'],
    ['reject deletion', rejectDeletionInput, 'staffNote'],
  ] as const)('%s: an empty text is required, a short one too short, a real one trimmed', async (_name, schema, field) => {
    expect((await run(schema, { [field]: '' })).errors[field]?.message).toBe('This field is required.');
    expect((await run(schema, { [field]: '   ' })).errors[field]?.message).toBe('This field is required.');
    expect((await run(schema, { [field]: 'no' })).errors[field]?.message).toBe(`Must be at least ${STAFF_REASON_MIN} characters.`);
    expect((await run(schema, { [field]: '  Blurry passport scan ' })).values).toEqual({ [field]: 'Blurry passport scan' });
  });
});
