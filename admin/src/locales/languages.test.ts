import { describe, expect, it } from 'vitest';
import { CHOICE_KEY, directionOf, initialLocale } from './languages';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('initialLocale', () => {
  it('prefers the switcher choice react-admin stored', () => {
    expect(initialLocale(storage({ 'RaStore.locale': '"ar"', [CHOICE_KEY]: 'fr' }), 'lng=en', ['en-GB'])).toBe('ar');
  });

  it('falls back to the console copy (the store is emptied on sign-out), then the site cookie, then the browser', () => {
    expect(initialLocale(storage({ [CHOICE_KEY]: 'fr' }), 'lng=ar', ['en'])).toBe('fr');
    expect(initialLocale(storage({}), 'theme=dark; lng=ar', ['fr-FR'])).toBe('ar');
    expect(initialLocale(storage({}), '', ['de-DE', 'fr-CA'])).toBe('fr');
  });

  it('ignores unknown or broken values and starts in English', () => {
    expect(initialLocale(storage({ 'RaStore.locale': '{broken', [CHOICE_KEY]: 'de' }), 'lng=es', ['es-ES'])).toBe('en');
  });
});

describe('directionOf', () => {
  it('writes Arabic right to left, the others left to right', () => {
    expect([directionOf('ar'), directionOf('fr'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });
});
