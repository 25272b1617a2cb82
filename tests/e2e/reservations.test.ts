import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { campaignInReview } from '../support/campaigns';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, submitLogin } from '../support/site';

const t = en.campaigns.reservations;
const OWNER = 'owner@demo.test';
const INVESTOR = 'investor@demo.test';

/**
 * Reservations before launch (issue 16, testing the waters): the owner opens reservations on a
 * campaign in review; a visitor sent from the campaign page logs in and reserves (no money moves);
 * the owner sees the count and total; staff approve; the investor's notification opens the invest
 * page with the reserved amount filled in. In Arabic the reserve box reads right to left.
 */
describe('reservations before launch', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('owner opens, investor reserves, staff approve, the notice opens the invest page filled in', { timeout: 150_000 }, async () => {
    const campaign = await campaignInReview(db.sql, 'Sunrise Bakery');
    const investorId = await userIdOf(db.sql, INVESTOR);

    // The owner opens reservations from the dashboard.
    const owner = await browser.page();
    await logInTo(owner, platform, OWNER, `/campaign-dashboard/${campaign.id}`);
    await hydrated(owner);
    const panel = owner.getByTestId('owner-reservations');
    await eventually(() => panel.getByText(t.owner.isClosed).isVisible()).toBe(true);
    await panel.getByRole('button', { name: t.owner.open }).click();
    await eventually(() => panel.getByText(t.owner.isOpen).isVisible()).toBe(true);
    await eventually(
      async () => (await db.sql`select reservations_open from campaigns where id = ${campaign.id}`)[0]!.reservations_open,
    ).toBe(true);

    // A visitor on the campaign page is sent to the reserve box, which asks them to log in.
    const page = await browser.page();
    await page.goto(`${platform.url}/campaign-detail-page/${campaign.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/reserve/${campaign.slug}`);
    const box = page.getByTestId('reserve-box');
    expect(await box.getByText(t.nonBinding).isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/login/), box.getByRole('link', { name: t.logIn }).click()]);
    await submitLogin(page, INVESTOR);
    expect(new URL(page.url()).pathname).toBe(`/reserve/${campaign.slug}`);
    await hydrated(page);

    // Under the minimum: refused on the field; then a reservation of $750, changed to $800.
    const amount = page.getByLabel(t.amount.replace('{{currency}}', 'USD'));
    await amount.fill('100');
    await page.getByRole('button', { name: t.reserve }).click();
    await eventually(() => box.getByText(en.invest.errors.minimumAmount.replace('{{min}}', '$500.00')).isVisible()).toBe(true);
    await amount.fill('750');
    await page.getByRole('button', { name: t.reserve }).click();
    await eventually(() => page.getByTestId('reservation-held').innerText()).toBe(t.yours.replace('{{amount}}', '$750.00'));
    await amount.fill('800');
    await page.getByRole('button', { name: t.change }).click();
    await eventually(() => page.getByTestId('reservation-held').innerText()).toBe(t.yours.replace('{{amount}}', '$800.00'));
    const rows = await db.sql<{ amount: string }[]>`select amount from campaign_reservations
      where campaign_id = ${campaign.id} and user_id = ${investorId} and cancelled_at is null`;
    expect(rows.map((r) => Number(r.amount))).toEqual([800_00]);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The owner sees how many and how much (no names).
    await owner.reload();
    await hydrated(owner);
    await eventually(() => owner.getByTestId('reservations-count').innerText()).toBe('1');
    expect(await owner.getByTestId('reservations-total').innerText()).toBe('$800.00');

    // Staff approve: the campaign goes live and the investor is told.
    const cookie = await staffCookie(platform);
    const approved = await api(platform, 'POST', `/api/v1/console/campaigns/${campaign.id}/approve`, { cookie, body: {} });
    expect(approved.status, approved.text).toBe(200);

    await page.goto(`${platform.url}/notifications`);
    const notice = t.notify.reservationOpen.replace('{{campaign}}', campaign.name).replace('{{amount}}', '$800.00');
    const link = page.getByRole('main').getByRole('link', { name: notice });
    await eventually(() => link.isVisible()).toBe(true);
    await hydrated(page);
    await Promise.all([page.waitForURL(new RegExp(`/invest/${campaign.id}\\?amount=800`)), link.click()]);
    await eventually(() => page.getByLabel(`${en.invest.amount} (USD)`).inputValue()).toBe('800');
  });

  it('the reserve box reads right to left in Arabic', { timeout: 90_000 }, async () => {
    const campaign = await campaignInReview(db.sql, 'Cedar Looms');
    await db.sql`update campaigns set reservations_open = true where id = ${campaign.id}`;
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/reserve/${campaign.slug}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const box = page.getByTestId('reserve-box');
    expect(await box.getByRole('heading', { name: ar.campaigns.reservations.title }).isVisible()).toBe(true);
    expect(await box.getByText(ar.campaigns.reservations.nonBinding).isVisible()).toBe(true);
    expect(await box.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The heading's text starts at the right edge of its line, as Arabic reads.
    const gaps = await box.getByRole('heading', { name: ar.campaigns.reservations.title }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const line = el.getBoundingClientRect();
      return { start: line.right - text.right, end: text.left - line.left };
    });
    expect(gaps.start).toBeLessThan(2);
    expect(gaps.end).toBeGreaterThan(30);
  });
});
