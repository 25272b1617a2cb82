import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from './i18n';
import { api, type Platform } from './platform';

/** The demo users' password (the seed's). */
export const DEMO_PASSWORD = 'Demo!2345';

type Texts = typeof en;

/** A page's wait for server work (PDF contracts, uploads) that may take more than the default. */
export const eventually = <T>(fn: () => Promise<T> | T, timeout = 10_000) => expect.poll(fn, { timeout });

/** A date (YYYY-MM-DD) this many days from today. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The campaign cards of a browse or saved-campaigns page. */
export const cards = (page: Page) => page.locator('main article[aria-labelledby^="campaign-card-"]');

/**
 * Waits until the site's scripts own the page (root.tsx marks html[data-hydrated]): text typed into
 * a server-rendered input before that may be lost when React takes the input over. Only for pages
 * with scripts on (the no-JavaScript journeys never hydrate).
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * Fills the site's login form already on the page, submits it, and waits to leave /login: the
 * address changes, then the next page replaces the form. With scripts the router moves the address
 * first and React shows the new page in a transition after it, so the address alone is too early.
 */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD, t: Texts = en) {
  await page.getByLabel(t.site.login.email).fill(email);
  await page.getByLabel(t.site.login.password, { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login')),
    page.getByRole('button', { name: t.site.login.submit }).click(),
  ]);
  await page.locator('form[action^="/login"]').waitFor({ state: 'detached' });
}

/** Opens the login page with a redirectTo, and signs in: the page ends at `path`. */
export async function logInTo(page: Page, platform: Platform, email: string, path: string, t: Texts = en) {
  await page.goto(`${platform.url}/login?redirectTo=${encodeURIComponent(path)}`);
  await submitLogin(page, email, DEMO_PASSWORD, t);
}

/** The API token of a demo user, for arranging data as a client would. */
export async function tokenOf(platform: Platform, email: string): Promise<string> {
  const res = await api(platform, 'POST', '/api/v1/users/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.json!.token as string;
}
