import { messages, type Namespace, uiLanguage } from '@cf/i18n';

type Tree = { [key: string]: string | Tree };

/**
 * The texts one page needs beyond the root's (site, common, validation, errors, account): a route
 * loader returns `pageMessages(lang, { browse: true, campaigns: ['validation'] })` and its component
 * calls `usePageMessages(data.messages)`. Only what the page names travels to the browser.
 */
export function pageMessages(lang: string, pick: Partial<Record<Namespace, true | string[]>>): Tree {
  const all = messages[uiLanguage(lang)] as unknown as Record<string, Tree>;
  const out: Tree = {};
  for (const [namespace, sections] of Object.entries(pick)) {
    const tree = all[namespace] ?? {};
    out[namespace] = sections === true ? tree : Object.fromEntries(sections.filter((s) => s in tree).map((s) => [s, tree[s]!]));
  }
  return out;
}
