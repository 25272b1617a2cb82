import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

/** The campaign page on a phone (issue 14 §4–5): sticky invest bar, scrolling tabs, update titles, term hints. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LIVE = 'solarnest-home-batteries'; // equity, two updates, owner@demo.test's
const LOAN = 'codecraft-academy'; // debt: "Repayment: Manual", "Fixed: all or nothing"
const UPDATE_TITLES = ['Second assembly line ordered', 'Half way there'];
const UPDATE_BODY = 'we have ordered the equipment for our second assembly line';
const LANGS = [
  ['en', en],
  ['ar', ar],
] as const;

const pagePath = (slug: string, tab = '') => `/campaign-detail-page/${slug}${tab ? `/${tab}` : ''}`;

describe('the campaign page on a phone', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  async function phonePage(lang: 'en' | 'ar'): Promise<Page> {
    const page = await browser.page(PHONE);
    await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
    return page;
  }

  async function open(page: Page, path: string, lang: string) {
    await page.goto(`${platform.url}${path}`);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  }

  /** After a login the page changes in place (html stays marked hydrated): wait for the campaign itself. */
  const campaignShown = async (page: Page) => {
    await page.locator('#funding-panel').waitFor();
    await hydrated(page);
  };

  /** Nothing sticks out sideways: a phone page never scrolls horizontally. */
  const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  for (const [lang, t] of LANGS) {
    it(`${lang}: the invest bar appears once the funding box is gone, leaves the page end clear and leads to /invest`, async () => {
      const page = await phonePage(lang);
      await logInTo(page, platform, 'investor@demo.test', pagePath(LIVE), t);
      await campaignShown(page);
      const bar = page.getByTestId('sticky-invest');
      // At the top the box is on screen (or still ahead): no bar.
      expect(await bar.isVisible()).toBe(false);
      await expect
        .poll(async () => {
          await scrollToEnd(page);
          return bar.isVisible();
        })
        .toBe(true);
      const link = bar.getByRole('link', { name: t.browse.page.invest });
      expect(await link.getAttribute('href')).toMatch(/^\/invest\/\d+$/);

      // The page's end is not under the bar: scrolled to the bottom, the last content ends above it.
      await scrollToEnd(page);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const barTop = document.querySelector('[data-testid="sticky-invest"]')!.getBoundingClientRect().top;
            const footer = document.querySelector('footer');
            return (footer ?? document.querySelector('main')!).getBoundingClientRect().bottom <= barTop + 1;
          }),
        )
        .toBe(true);

      // Keyboard: the link is in the tab order, right before the footer.
      await page.locator('footer a').first().focus();
      await page.keyboard.press('Shift+Tab');
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);

      await Promise.all([page.waitForURL(/\/invest\/\d+/), link.click()]);

      // The owner manages the campaign: no invest bar for them.
      const owner = await phonePage(lang);
      await logInTo(owner, platform, 'owner@demo.test', pagePath(LIVE), t);
      await campaignShown(owner);
      await owner.getByRole('link', { name: t.browse.page.manage }).first().waitFor();
      await scrollToEnd(owner);
      expect(await owner.getByTestId('sticky-invest').count()).toBe(0);
    });

    it(`${lang}: the tab bar scrolls sideways, shows it, and the Documents tab is whole once chosen`, async () => {
      const page = await phonePage(lang);
      await open(page, pagePath(LIVE), lang);
      const row = page.getByTestId('campaign-tabs');
      const fade = (side: 'start' | 'end') => page.locator(`[data-fade="${side}"]`).evaluate((el) => Number(getComputedStyle(el).opacity));
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await noSideways(page)).toBe(true);
      await expect.poll(() => fade('end')).toBe(1);
      expect(await fade('start')).toBe(0);

      const documents = row.getByRole('link', { name: new RegExp(`^${t.browse.tabs.documents}`) });
      await Promise.all([page.waitForURL(/\/documents$/), documents.click()]);
      await expect.poll(() => documents.getAttribute('aria-current')).toBe('page');
      // Wholly inside the row and the screen, its name not cut.
      const inside = () =>
        documents.evaluate((el) => {
          const tab = el.getBoundingClientRect();
          const box = el.closest('nav')!.getBoundingClientRect();
          return tab.left >= box.left && tab.right <= box.right && tab.left >= 0 && tab.right <= window.innerWidth;
        });
      await expect.poll(inside).toBe(true);
      expect(await documents.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await documents.innerText()).toContain(t.browse.tabs.documents);
      await expect.poll(() => fade('start')).toBe(1);

      // Swiping back to the start hides the start fade again.
      await row.evaluate((el) => (el.scrollLeft = 0));
      await expect.poll(() => fade('start')).toBe(0);
    });

    it(`${lang}: a visitor sees the update titles and dates but not their words, and a link to log in and read`, async () => {
      const page = await phonePage(lang);
      await open(page, pagePath(LIVE, 'updates'), lang);
      for (const title of UPDATE_TITLES) await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.locator('section[aria-labelledby="updates-heading"] time').count()).toBe(2);
      expect(await page.getByText(UPDATE_BODY).count()).toBe(0);
      const login = page.getByRole('link', { name: t.browse.pageHelp.loginToRead });
      expect(await login.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(pagePath(LIVE, 'updates'))}`);

      if (lang === 'en') {
        // Signed in (back where they were), the words show.
        await Promise.all([page.waitForURL(/\/login/), login.click()]);
        await page.getByLabel(t.site.login.email).fill('investor@demo.test');
        await page.getByLabel(t.site.login.password, { exact: true }).fill('Demo!2345');
        await Promise.all([
          page.waitForURL((u) => u.pathname === pagePath(LIVE, 'updates')),
          page.getByRole('button', { name: t.site.login.submit }).click(),
        ]);
        await page.getByText(UPDATE_BODY).waitFor();
        expect(await page.getByRole('link', { name: t.browse.pageHelp.loginToRead }).count()).toBe(0);
      }
    });

    it(`${lang}: terms explain themselves on focus, hover and tap; Escape closes`, async () => {
      const page = await phonePage(lang);
      await open(page, pagePath(LOAN), lang);
      const term = page.getByRole('button', { name: t.browse.terms.repaymentMethods.manual, exact: true });
      // role queries skip hidden elements: the closed hint is found by its attribute.
      const hint = page.locator('[role="tooltip"]').filter({ hasText: t.browse.pageHelp.hints.manual });
      expect(await hint.isVisible()).toBe(false);
      // Described by the hint even while closed, so screen readers read it with the term.
      const described = await term.getAttribute('aria-describedby');
      expect(await hint.getAttribute('id')).toBe(described);

      await term.focus();
      await hint.waitFor();
      await page.keyboard.press('Escape');
      await hint.waitFor({ state: 'hidden' });
      await term.blur();

      await term.hover();
      await hint.waitFor();
      await page.mouse.move(1, 1);
      await hint.waitFor({ state: 'hidden' });

      await term.tap();
      await hint.waitFor();
      // The hint stays on the screen, clear of the invest bar, and the page does not widen.
      const box = (await hint.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
      const bar = page.getByTestId('sticky-invest');
      if (await bar.isVisible()) expect(box.y + box.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
      expect(await noSideways(page)).toBe(true);

      // "Fixed: all or nothing" (in the funding box) explains itself too.
      const type = page.getByRole('button', { name: t.browse.fundraising.campaignTypes.fixed, exact: true }).first();
      await type.focus();
      await page.locator('[role="tooltip"]:visible', { hasText: t.browse.pageHelp.hints.fixed }).waitFor();
      expect(await noSideways(page)).toBe(true);
    });

    it(`${lang}: no serious accessibility problem on the phone page, bar shown, and on the visitor's updates`, async () => {
      const page = await phonePage(lang);
      const problems: string[] = [];
      for (const path of [pagePath(LIVE), pagePath(LIVE, 'updates'), pagePath(LOAN)]) {
        await open(page, path, lang);
        await scrollToEnd(page);
        if (path === pagePath(LIVE)) await expect.poll(() => page.getByTestId('sticky-invest').isVisible()).toBe(true);
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          problems.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
