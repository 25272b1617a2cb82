import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { ar, en, fr } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

const INVESTOR = 'investor@demo.test';

/** Day first in every language: "26 Nov 2026" (en-GB), "26 nov. 2026" (fr), "26/11/2026" in Latin digits (ar). */
const DAY_FIRST = {
  en: /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}/,
  fr: /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}/,
  ar: /^\d{1,2}\/\d{1,2}\/\d{4}/,
} as const;

/** The text as read, without the direction marks Intl puts around Arabic date parts. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').trim();

const texts = { en, fr, ar } as const;

describe('dates follow the language, day first', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  for (const lang of ['en', 'fr', 'ar'] as const) {
    it(`wallet transactions and the portfolio read day first, Latin digits (${lang})`, { timeout: 90_000 }, async () => {
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      await logInTo(page, platform, INVESTOR, '/settings/wallet?currency=USD', texts[lang]);
      const walletDate = plain(await page.getByTestId('wallet-transaction').first().locator('td').first().innerText());
      expect(walletDate).toMatch(DAY_FIRST[lang]);
      expect(walletDate).not.toMatch(/[\u0660-\u0669]/);

      await page.goto(`${platform.url}/investments?currency=USD`);
      const main = plain(await page.locator('main').innerText());
      expect(main).toMatch(new RegExp(DAY_FIRST[lang].source.slice(1)));
      expect(main).not.toMatch(/[\u0660-\u0669]/);
      if (lang === 'ar') {
        // Amounts stay left-to-right isolates on a right-to-left page.
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const amount = page.locator('main [data-money]').first();
        expect(await amount.getAttribute('dir')).toBe('ltr');
        expect(await amount.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
      }
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }

  it('an Arabic wallet shows its balance and every amount in left-to-right isolates', { timeout: 60_000 }, async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, INVESTOR, '/settings/wallet?currency=USD', ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const balance = page.getByTestId('wallet-balance').locator('[data-money]');
    expect(await balance.getAttribute('dir')).toBe('ltr');
    expect(await balance.innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    const rows = page.getByTestId('wallet-transaction');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(await rows.locator('[data-money][dir="ltr"]').count()).toBe(count);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

/** The mark beside a field's label (outside it, so the control's name stays the plain label). */
async function markOf(page: Page, label: string) {
  const control = page.getByLabel(label, { exact: true });
  const id = await control.getAttribute('id');
  const wrapper = page.locator(`label[for="${id}"]`).locator('..');
  return {
    required: await control.evaluate((el) => (el as HTMLInputElement).required),
    visible: await wrapper.locator('[data-required-mark][aria-hidden="true"]').count(),
    spoken: (await wrapper.locator('.sr-only').allInnerTexts()).map((s) => s.trim()),
  };
}

describe('required fields are marked', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  for (const lang of ['en', 'fr', 'ar'] as const) {
    it(`the contact and sign-up forms mark required fields, not optional ones (${lang})`, { timeout: 60_000 }, async () => {
      const t = texts[lang];
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      const marked = { required: true, visible: 1, spoken: [t.common.form.required] };
      await page.goto(`${platform.url}/contact-us`);
      await hydrated(page);
      for (const label of [t.site.contact.name, t.site.contact.email, t.site.contact.subject]) {
        expect(await markOf(page, label)).toEqual(marked);
      }
      expect(await markOf(page, t.site.contact.extraLink)).toEqual({ required: false, visible: 0, spoken: [] });
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.goto(`${platform.url}/signup`);
      await hydrated(page);
      for (const label of [t.account.signup.firstName, t.account.signup.email, t.account.signup.phoneNumber]) {
        expect(await markOf(page, label)).toEqual(marked);
      }
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }
});
