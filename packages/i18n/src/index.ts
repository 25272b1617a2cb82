import i18next, { type TFunction } from 'i18next';
import { ar } from './locales/ar/index';
import { en } from './locales/en/index';
import { fr } from './locales/fr/index';
import type { Messages } from './types';

export type { Messages, Namespace } from './types';
export type { TFunction } from 'i18next';

/** Languages with UI text. Staff may add content languages; their UI falls back to English. */
export const UI_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export const messages: Record<UiLanguage, Messages> = { en, fr, ar };

export function isUiLanguage(lang: unknown): lang is UiLanguage {
  return typeof lang === 'string' && (UI_LANGUAGES as readonly string[]).includes(lang);
}

/** The UI language for a requested code: itself when we have its text, else English. */
export function uiLanguage(lang: string | null | undefined): UiLanguage {
  return isUiLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function directionOf(lang: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

const instances = new Map<UiLanguage, TFunction>();

/** A translator bound to one language; instances are made once and reused (no per-request init). */
export function getT(lang: string | null | undefined): TFunction {
  const code = uiLanguage(lang);
  let t = instances.get(code);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: code,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: messages[l] }])),
      interpolation: { escapeValue: false },
      initImmediate: false,
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction;
    instances.set(code, t);
  }
  return t;
}

/** Picks the best UI language from an Accept-Language header. */
export function languageFromHeader(header: string | undefined): UiLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isUiLanguage(r.lang))?.lang as UiLanguage | null) ?? null;
}

export type IssueLike = { path: PropertyKey[]; message: string } & Record<string, unknown>;

/** Turns zod issues (messages are validation.* keys) into translated field errors. */
export function translateIssues(issues: readonly IssueLike[], t: TFunction): { field: string; message: string }[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: translateKey(issue.message, t, issue),
  }));
}

/** Translates a key; a message that is not one of ours falls back to the generic "invalid". */
export function translateKey(key: string, t: TFunction, params: Record<string, unknown> = {}): string {
  const looksLikeKey = /^[a-z]+\.[A-Za-z0-9_.]+$/.test(key);
  return looksLikeKey ? String(t(key, params as Record<string, string>)) : String(t('validation.invalid'));
}
