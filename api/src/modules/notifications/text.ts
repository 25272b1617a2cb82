import { getT, messages } from '@cf/i18n';

type Tree = { [key: string]: unknown };

const PLURAL_SUFFIXES = ['', '_one', '_other'];

/** Whether the catalogue has this key (in English, the fallback every language is checked against). */
export function hasMessage(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop();
  if (!last) return false;
  let node: unknown = messages.en;
  for (const part of parts) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
    node = (node as Tree)[part];
  }
  if (!node || typeof node !== 'object') return false;
  return PLURAL_SUFFIXES.some((s) => typeof (node as Tree)[`${last}${s}`] === 'string');
}

/**
 * A notification's sentence in the reader's language, from its key and parameters. A key the
 * catalogue no longer has (renamed, or written by an older version) shows the stored English text.
 */
export function notificationText(
  lang: string,
  row: { messageKey: string; params?: Record<string, string | number> | null; text: string },
): string {
  if (!hasMessage(row.messageKey)) return row.text;
  return String(getT(lang)(row.messageKey, row.params ?? {}));
}
