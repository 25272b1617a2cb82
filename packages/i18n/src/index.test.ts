import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  getT,
  isUiLanguage,
  languageFromHeader,
  messages,
  translateIssues,
  translateKey,
  uiLanguage,
} from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('message files', () => {
  const en = new Map(leaves(messages.en as unknown as Tree));

  it('English has messages', () => {
    expect(en.size).toBeGreaterThan(100);
    expect(en.get('errors.notFound')).toBe('No records found.');
  });

  describe.each(['fr', 'ar'] as const)('%s', (lang) => {
    const other = new Map(leaves(messages[lang] as unknown as Tree));

    it('has every English key, as text that is not empty', () => {
      const missing = [...en.keys()].filter((key) => !other.has(key));
      expect(missing).toEqual([]);
      const empty = [...other].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('keeps the placeholders of each English message', () => {
      // A plural form may leave the count out ("one notification"), but never invent a placeholder.
      const isPlural = (key: string) => /_(zero|one|two|few|many|other)$/.test(key);
      const wrong = [...en]
        .filter(([key]) => other.has(key))
        .filter(([key, text]) => {
          const theirs = placeholders(other.get(key)!);
          return isPlural(key) ? theirs.some((p) => !placeholders(text).includes(p)) : placeholders(text).join() !== theirs.join();
        })
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });

    it('has no key English does not have, except plural forms', () => {
      const extra = [...other.keys()].filter(
        (key) =>
          !en.has(key) &&
          !en.has(key.replace(/_(zero|one|two|few|many|other)$/, '_other')) &&
          !en.has(key.replace(/_(zero|one|two|few|many|other)$/, '')),
      );
      expect(extra).toEqual([]);
    });
  });
});

describe('getT', () => {
  it.each([
    ['en', 'Please log in to continue.'],
    ['fr', 'Veuillez vous connecter pour continuer.'],
    ['de', 'Please log in to continue.'],
    [undefined, 'Please log in to continue.'],
  ])('%s', (lang, text) => {
    expect(getT(lang)('errors.unauthorized')).toBe(text);
  });

  it('interpolates values', () => {
    expect(getT('en')('validation.tooLong', { maximum: 200 })).toBe('Must be at most 200 characters.');
    expect(getT('fr')('validation.tooLong', { maximum: 200 })).toBe('Au plus 200 caractères.');
  });

  // The bell shows the number: its spoken name must contain it in every plural form (WCAG 2.5.3, label in name).
  it.each(['en', 'fr', 'ar'])('the unread count names the number shown (%s)', (lang) => {
    for (const count of [1, 2, 3, 11, 100]) expect(getT(lang)('site.header.unreadCount', { count })).toContain(String(count));
  });

  it('reuses one translator per language', () => {
    expect(getT('fr')).toBe(getT('fr'));
  });
});

describe('translateKey and translateIssues', () => {
  const t = getT('en');

  it('translates our keys and hides anything else behind the generic message', () => {
    expect(translateKey('validation.required', t)).toBe('This field is required.');
    expect(translateKey('Some raw library message', t)).toBe('Please enter valid format.');
    expect(translateKey('<script>alert(1)</script>', t)).toBe('Please enter valid format.');
  });

  it('turns zod issues into field errors in the language, with their limits', () => {
    const schema = z.object({
      title: z.string().min(1, 'validation.required'),
      items: z.array(z.object({ url: z.string().max(3, 'validation.tooLong') })),
    });
    const result = schema.safeParse({ title: '', items: [{ url: 'abcd' }] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues as unknown as Parameters<typeof translateIssues>[0];
    expect(translateIssues(issues, t)).toEqual([
      { field: 'title', message: 'This field is required.' },
      { field: 'items.0.url', message: 'Must be at most 3 characters.' },
    ]);
    expect(translateIssues(issues, getT('ar'))[0]!.message).toBe(getT('ar')('validation.required'));
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,ar;q=0.8,en;q=0.7', 'ar'],
    ['en;q=0.5,fr;q=0.9', 'fr'],
    ['AR-ae', 'ar'],
    ['de, es', null],
    ['*', null],
  ])('%j → %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('languages and directions', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['de', 'ltr'],
  ])('directionOf(%s) = %s', (lang, dir) => {
    expect(directionOf(lang)).toBe(dir);
  });

  it('uiLanguage falls back to English for languages without UI text', () => {
    expect(uiLanguage('fr')).toBe('fr');
    expect(uiLanguage('de')).toBe(DEFAULT_LANGUAGE);
    expect(uiLanguage(null)).toBe('en');
    expect(isUiLanguage('ar')).toBe(true);
    expect(isUiLanguage('AR')).toBe(false);
  });
});
