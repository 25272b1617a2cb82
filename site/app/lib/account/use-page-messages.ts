import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Bundle = Record<string, unknown>;

/**
 * The sections of a page's bundle (pageMessages: whole sections of namespaces) an instance does not
 * hold yet, by language, namespace and section, now marked as held; null when it holds them all. A
 * text at a namespace's top (not a section) counts as a section of its own.
 */
export function sectionsToAdd(held: Set<string>, lang: string, bundle: Bundle): Bundle | null {
  const missing: Record<string, unknown> = {};
  let any = false;
  for (const [namespace, sections] of Object.entries(bundle)) {
    const entries = sections && typeof sections === 'object' ? Object.entries(sections) : [['', sections] as const];
    for (const [section, texts] of entries) {
      const key = `${lang}|${namespace}|${section}`;
      if (held.has(key)) continue;
      held.add(key);
      if (section === '') missing[namespace] = texts;
      else ((missing[namespace] ??= {}) as Bundle)[section] = texts;
      any = true;
    }
  }
  return any ? missing : null;
}

/** The sections each i18n instance already holds. */
const added = new WeakMap<I18n, Set<string>>();

/**
 * Adds texts a page's loader sent to the page's i18n instance before its children translate. A
 * section's texts are the same for every visitor of a language, so the server's shared instance
 * keeps them, and each section is merged once: merging the page's whole bundle on every request
 * cost more than rendering the texts.
 */
export function usePageMessages(bundle: Bundle | undefined) {
  const { i18n } = useTranslation();
  useMemo(() => {
    if (!bundle) return;
    let held = added.get(i18n);
    if (!held) added.set(i18n, (held = new Set()));
    const missing = sectionsToAdd(held, i18n.language, bundle);
    if (missing) i18n.addResourceBundle(i18n.language, 'translation', missing, true, false);
  }, [bundle, i18n]);
}
