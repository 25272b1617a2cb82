import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { campaignInReview } from '../support/campaigns';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';

/**
 * /my-reservations (issue 16): the signed-in investor's reservations — reserved (change or cancel
 * on the reserve page), campaign live (invest now, the amount filled in), cancelled — without
 * scripts, in English and in Arabic (right to left), with no serious accessibility problem.
 */
describe('my reservations', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let token = '';

  async function reserve(campaignId: number, amount: number) {
    const res = await api(platform, 'PUT', `/api/v1/campaign/${campaignId}/reservation`, { token, body: { amount } });
    expect(res.status, res.text).toBe(200);
  }

  const row = (page: Page, slug: string) => page.locator(`[data-testid="my-reservation"][data-campaign="${slug}"]`);

  beforeAll(async () => {
    token = await tokenOf(platform, INVESTOR);
  });

  it(
    'lists reserved, live and cancelled reservations; change and cancel on the reserve page, without scripts',
    { timeout: 150_000 },
    async () => {
      const t = en.campaigns.reservations;
      const waiting = await campaignInReview(db.sql, 'Willow Pottery', { reservationsOpen: true });
      const live = await campaignInReview(db.sql, 'Harbour Ferries', { reservationsOpen: true });
      const dropped = await campaignInReview(db.sql, 'Granite Tiles', { reservationsOpen: true });
      await reserve(waiting.id, 750_00);
      await reserve(live.id, 1_200_50);
      await reserve(dropped.id, 600_00);
      expect((await api(platform, 'DELETE', `/api/v1/campaign/${dropped.id}/reservation`, { token })).status).toBe(200);
      const approved = await api(platform, 'POST', `/api/v1/console/campaigns/${live.id}/approve`, {
        cookie: await staffCookie(platform),
        body: {},
      });
      expect(approved.status, approved.text).toBe(200);

      // Visitors are sent to log in and come back.
      const page = await browser.page({ javaScriptEnabled: false });
      await logInTo(page, platform, INVESTOR, '/my-reservations');
      expect(new URL(page.url()).pathname).toBe('/my-reservations');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.mine.title);

      const w = row(page, waiting.slug);
      expect(await w.getByRole('heading', { name: waiting.name }).isVisible()).toBe(true);
      expect(await w.innerText()).toContain('$750.00');
      expect(await w.getByTestId('my-reservation-status').innerText()).toBe(t.mine.status.waiting);
      const l = row(page, live.slug);
      expect(await l.innerText()).toContain('$1,200.50');
      expect(await l.getByTestId('my-reservation-status').innerText()).toBe(t.mine.status['open-now']);
      expect(await l.getByRole('link', { name: t.investNow }).getAttribute('href')).toBe(`/invest/${live.id}?amount=1200.50`);
      const d = row(page, dropped.slug);
      expect(await d.innerText()).toContain('$600.00');
      expect(await d.getByTestId('my-reservation-status').innerText()).toBe(t.mine.status.cancelled);
      expect(await d.getByRole('link', { name: t.investNow }).count()).toBe(0);

      // Change, then cancel, on the reserve page (plain form posts), and the list follows.
      await Promise.all([page.waitForURL(new RegExp(`/reserve/${waiting.slug}$`)), w.getByRole('link', { name: t.mine.change }).click()]);
      await page.getByLabel(t.amount.replace('{{currency}}', 'USD')).fill('900');
      await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: t.change }).click()]);
      await eventually(() => page.getByTestId('reservation-held').innerText()).toBe(t.yours.replace('{{amount}}', '$900.00'));
      await page.goto(`${platform.url}/my-reservations`);
      expect(await row(page, waiting.slug).innerText()).toContain('$900.00');
      await page.goto(`${platform.url}/reserve/${waiting.slug}`);
      await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: t.cancel }).click()]);
      await eventually(() => page.getByTestId('reservation-held').count()).toBe(0);
      await page.goto(`${platform.url}/my-reservations`);
      expect(await row(page, waiting.slug).getByTestId('my-reservation-status').innerText()).toBe(t.mine.status.cancelled);
      expect(await row(page, waiting.slug).getByRole('link', { name: t.mine.reserveAgain }).isVisible()).toBe(true);

      // Live: the link opens the invest page with the reserved amount filled in.
      await Promise.all([page.waitForURL(/\/invest\//), row(page, live.slug).getByRole('link', { name: t.investNow }).click()]);
      expect(await page.getByLabel(`${en.invest.amount} (USD)`).inputValue()).toBe('1200.50');

      // Another investor sees none of these.
      const other = await browser.page();
      await logInTo(other, platform, 'noah.investor@demo.test', '/my-reservations');
      await hydrated(other);
      for (const c of [waiting, live, dropped]) expect(await row(other, c.slug).count()).toBe(0);

      // With scripts on, no serious accessibility problem.
      const withJs = await browser.page();
      await logInTo(withJs, platform, INVESTOR, '/my-reservations');
      await hydrated(withJs);
      expect(await accessibilityProblems(withJs)).toEqual([]);
    },
  );

  it('reads right to left in Arabic, with no serious accessibility problem', { timeout: 90_000 }, async () => {
    const t = ar.campaigns.reservations;
    const campaign = await campaignInReview(db.sql, 'Cedar Looms', { reservationsOpen: true });
    await reserve(campaign.id, 800_00);
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, INVESTOR, '/my-reservations', ar);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.mine.title);
    const r = row(page, campaign.slug);
    expect(await r.getByTestId('my-reservation-status').innerText()).toBe(t.mine.status.waiting);
    expect(await r.getByRole('link', { name: t.mine.change }).isVisible()).toBe(true);
    expect(await r.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
