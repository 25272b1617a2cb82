import AxeBuilder from '@axe-core/playwright';
import { type CurrencyDisplay, type CurrencyFormat, formatMoney } from '@cf/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { api, type Platform, usePlatform } from '../support/platform';
import { cards } from '../support/site';

const AED_DEBT = 'palm-residences-dubai-marina'; // English tag line "… with a 9% yearly coupon", AED

type Front = {
  company: { tagLine: string | null };
  story: { campaignStory: string | null };
  fundraising: {
    raisedAmount: number;
    goal: number;
    currency: Omit<CurrencyDisplay, 'displayFormat'> & { displayFormat: string };
  };
};

async function front(platform: Platform, slug: string): Promise<Front> {
  const res = await api(platform, 'GET', `/api/v1/campaigns/equities/front/${slug}`);
  expect(res.status).toBe(200);
  return (res.json!.data as { data: Front }).data;
}

const currencyOf = (f: Front): CurrencyDisplay => ({
  ...f.fundraising.currency,
  displayFormat: f.fundraising.currency.displayFormat as CurrencyFormat,
});

/**
 * An amount element: an isolate, and laid out as a reader expects whatever the page's direction:
 * the symbol or code on the left of the digits (every demo currency is a "left" format), and a
 * compact word ("ألف", "مليون") after the number for an Arabic reader, that is on its left.
 */
async function expectIsolated(amount: Locator) {
  const seen = await amount.evaluate((el) => {
    // Each character with its text node, across the nested isolate of a compact Arabic amount.
    const chars: [Text, number][] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.length; i++) chars.push([node, i]);
    }
    const text = el.textContent ?? '';
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(chars[i]![0], chars[i]![1]);
      range.setEnd(chars[i]![0], chars[i]![1] + 1);
      return range.getBoundingClientRect().left;
    };
    const digit = text.search(/[0-9\u0660-\u0669]/);
    const word = text.search(/[\u0621-\u064a]/);
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      bidi: style.unicodeBidi,
      currencyLeftOfDigits: left(0) < left(digit),
      wordLeftOfDigits: word < 0 ? null : left(word) < left(digit),
    };
  });
  expect(seen.tag).toBe('bdi');
  expect(seen.bidi).toBe('isolate');
  expect(seen.currencyLeftOfDigits).toBe(true);
  if (seen.wordLeftOfDigits !== null) expect(seen.wordLeftOfDigits).toBe(true);
}

const arabic = async (page: Page, platform: Platform) => page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);

describe('one money format, isolated from the page direction', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it.each(['/', '/browse-companies'])(
    'in Arabic, the cards of %s show compact amounts, isolated and laid out for the reader',
    async (path) => {
      const page = await browser.page();
      await arabic(page, platform);
      await page.goto(`${platform.url}${path}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const list = cards(page);
      await expect.poll(() => list.count()).toBeGreaterThan(1);
      const checked = Math.min(await list.count(), 4);
      for (let i = 0; i < checked; i++) {
        const card = list.nth(i);
        const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
        const f = await front(platform, decodeURIComponent(href!.split('/').pop()!));
        const amounts = card.locator('[data-testid="raise-progress"] bdi[data-money]');
        const [raised, goal] = [amounts.first(), amounts.nth(1)];
        expect(await raised.innerText()).toBe(formatMoney(f.fundraising.raisedAmount, currencyOf(f), 'ar', 'compact'));
        expect(await goal.innerText()).toBe(formatMoney(f.fundraising.goal, currencyOf(f), 'ar', 'compact'));
        // Large sums are compact: no ".00" tail on a card.
        expect(await goal.innerText()).not.toMatch(/[.,٫]00\b/);
        await expectIsolated(raised);
        await expectIsolated(goal);
        // The owner's name and tag line take their own direction inside the Arabic page.
        expect(await card.getByRole('heading').getAttribute('dir')).toBe('auto');
      }
      // axe stays clean on the pages this test visits.
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => v.id)).toEqual([]);
    },
  );

  it('in Arabic, the campaign page keeps the English tag line and story in their own direction and shows exact amounts', async () => {
    const page = await browser.page();
    await arabic(page, platform);
    await page.goto(`${platform.url}/campaign-detail-page/${AED_DEBT}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const f = await front(platform, AED_DEBT);

    const tagLine = page.getByTestId('campaign-tagline');
    expect(await tagLine.getAttribute('dir')).toBe('auto');
    expect(await tagLine.innerText()).toBe(f.company.tagLine);
    // dir="auto" resolves from the first strong letter: the English line reads left to right, its full stop and "9%" in place.
    expect(await tagLine.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const story = page.getByTestId('campaign-story');
    expect(await story.getAttribute('dir')).toBe('auto');
    expect((await story.innerText()).trim()).toBe(f.story.campaignStory!.trim());
    expect(await story.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

    // The detail page has every minor unit, in the same isolate as the cards.
    const exactRaised = formatMoney(f.fundraising.raisedAmount, currencyOf(f), 'ar', 'exact');
    const exactGoal = formatMoney(f.fundraising.goal, currencyOf(f), 'ar', 'exact');
    expect(exactGoal).toMatch(/^AED /);
    const panel = page.locator('aside[aria-labelledby="funding-heading"]');
    const amount = panel.locator('[data-testid="raise-progress"] bdi[data-money]').first();
    expect(await amount.innerText()).toBe(exactRaised);
    await expectIsolated(amount);
    const goalRow = page.locator('section[aria-labelledby="overview-fundraising"] bdi[data-money]').first();
    expect(await goalRow.innerText()).toBe(exactGoal);
    await expectIsolated(goalRow);
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
