import { DEFAULT_LANGUAGE } from '@cf/i18n';

/**
 * Per-language content falls back to English: a list that is empty in the asked language is
 * served in English instead (spec: English is the default fallback).
 */
export async function withFallback<T>(lang: string, load: (lang: string) => Promise<T[]>): Promise<T[]> {
  const rows = await load(lang);
  if (rows.length > 0 || lang === DEFAULT_LANGUAGE) return rows;
  return load(DEFAULT_LANGUAGE);
}

export async function oneWithFallback<T>(lang: string, load: (lang: string) => Promise<T | undefined>): Promise<T | undefined> {
  const row = await load(lang);
  if (row !== undefined || lang === DEFAULT_LANGUAGE) return row;
  return load(DEFAULT_LANGUAGE);
}

/** The name of a lookup in a language, English when it has none. */
export const nameIn = (names: Record<string, string>, lang: string): string => names[lang]?.trim() || names[DEFAULT_LANGUAGE] || '';
