import { helpQuestionInput, loginInput, menuInput, siteSettingsInput } from '@cf/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n';
import { newMenuItem } from '../resources/menus/newMenuItem';
import { formResolver } from './formResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const run = (schema: Parameters<typeof formResolver>[0], values: FieldValues) => formResolver(schema)(values, undefined, options);

beforeAll(async () => {
  await createI18nProvider();
});

describe('formResolver', () => {
  it('translates the schema keys, with their parameters', async () => {
    const { errors } = await run(loginInput, { email: 'nope', password: 'short' });
    expect(errors.email?.message).toBe('Email is invalid.');
    expect(errors.password?.message).toBe('Must be at least 8 characters.');
  });

  it('shows a bad colour as the colour message', async () => {
    const { errors } = await run(siteSettingsInput.pick({ sitePrimaryColor: true }), { sitePrimaryColor: 'blue' });
    expect(errors.sitePrimaryColor?.message).toBe('Use a colour such as #1a73e8.');
  });

  it('says "required" for an empty number rather than "at least 0"', async () => {
    const { errors } = await run(helpQuestionInput, { categoryId: null, question: 'q', answer: 'a', sortOrder: 0 });
    expect(errors.categoryId?.message).toBe('This field is required.');
  });

  it('nests array item errors where react-hook-form looks for them', async () => {
    const item = newMenuItem(0);
    const { errors } = await run(menuInput, { position: 'social', lang: 'en', title: 'Follow us', sortOrder: 0, items: [item] });
    const first = (errors.items as unknown as Record<string, Record<string, { message: string }>>)['0'];
    expect(first?.title?.message).toBe('This field is required.');
    expect(first?.customUrl?.message).toBe('This field is required.');
    expect(first?.socialIcon?.message).toBe('This field is required.');
  });

  it('submits the parsed values (trimmed, empty text as null)', async () => {
    const { values, errors } = await run(siteSettingsInput.pick({ siteName: true, exceptIP: true }), {
      siteName: '  Fundright ',
      exceptIP: '',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ siteName: 'Fundright', exceptIP: null });
  });
});
