import type { Messages } from '@cf/i18n/types';

/**
 * Which sections of the `account` and `auth` namespaces a page's texts come from. The root loader
 * sends ROOT_MESSAGES (what the shell renders on every page); a route loader returns
 * `accountMessages(lang, LOGIN_FORM_MESSAGES, { account: ['signup'] })` (page-messages.server.ts)
 * for the rest, and its component calls `usePageMessages(data.messages)`. A component that
 * translates such keys exports a `*_MESSAGES` constant (a literal: page-messages.test.ts reads it)
 * that each route rendering it passes on.
 */
type AccountSection = Extract<keyof Messages['account'], string>;
type AuthSection = Extract<keyof Messages['auth'], string>;
export type AccountPick = { account?: readonly AccountSection[]; auth?: readonly AuthSection[] };

/**
 * The shell's own: the session countdown and the welcome flag (toasts are translated on the
 * server, so a page's toast key need not be here).
 */
export const ROOT_MESSAGES = { account: ['session'] } as const satisfies AccountPick;

/** The union of several picks, each section once. */
export function mergePicks(...picks: AccountPick[]): { account: AccountSection[]; auth: AuthSection[] } {
  const account = new Set<AccountSection>();
  const auth = new Set<AuthSection>();
  for (const pick of picks) {
    for (const s of pick.account ?? []) account.add(s);
    for (const s of pick.auth ?? []) auth.add(s);
  }
  return { account: [...account], auth: [...auth] };
}
