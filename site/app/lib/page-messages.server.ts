import { messages, type Namespace, uiLanguage } from '@cf/i18n';
import { type AccountPick, mergePicks } from './account-messages';
import { requestLanguage } from './language.server';

type Tree = { [key: string]: string | Tree };

/**
 * The texts one page needs beyond the root's (site, common, validation, errors, ROOT_MESSAGES): a route
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

/**
 * The `account` and `auth` sections a page renders beyond the root's (ROOT_MESSAGES): the
 * components' `*_MESSAGES` constants and the page's own sections. Returns `{ account, auth }`
 * trees, to spread into the loader's `messages` beside other namespaces.
 */
export function accountMessages(lang: string, ...picks: AccountPick[]): Tree {
  const { account, auth } = mergePicks(...picks);
  const pick: Partial<Record<Namespace, string[]>> = {};
  if (account.length) pick.account = account;
  if (auth.length) pick.auth = auth;
  return pageMessages(lang, pick);
}

type WithMessages<T> = T extends { messages: infer M } ? Omit<T, 'messages'> & { messages: M & Tree } : T & { messages: Tree };

/**
 * A loader's answer with the page's `account`/`auth` sections (accountMessages) added to its
 * `messages`, beside the namespaces it already carries.
 */
export function withAccountMessages<T extends object>(request: Request, data: T, ...picks: AccountPick[]): WithMessages<T> {
  const own = 'messages' in data ? (data.messages as Tree) : {};
  return { ...data, messages: { ...own, ...accountMessages(requestLanguage(request), ...picks) } } as WithMessages<T>;
}
