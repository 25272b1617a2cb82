import { formatMoney } from '@cf/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { logInTo, tokenOf } from '../support/site';

const SLUG = 'solarnest-home-batteries';
const INVESTOR = 'investor@demo.test';
const OWNER = 'owner@demo.test';
const texts = en.browse.campaignInvestors;

/**
 * Who invested, as the public sees it: a visitor reads a demo campaign's investors (one row per
 * investor, as many as its investor count, the anonymous one masked) and its latest investments,
 * and the home page's feed; the demo investor turns on showing investments and their profile lists
 * them; staff read the money raised per currency on the console's dashboard.
 */
describe('campaign investors and profiles', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  /** Minor units as the pages write them (English), with the currencies' display formats. */
  async function moneyFormat() {
    const currencies = await db.sql<{ code: string; symbol: string; display_format: string; decimals: number }[]>`
      select code, symbol, display_format, decimals from currencies`;
    return (minor: string | number, code: string) => {
      const c = currencies.find((row) => row.code === code)!;
      return formatMoney(
        Number(minor),
        { code, symbol: c.symbol, displayFormat: c.display_format as 'leftSymbol', decimals: c.decimals },
        'en',
      );
    };
  }

  it('a visitor sees the investors tab and the latest activity, the anonymous investor masked', { timeout: 120_000 }, async () => {
    // The campaign's newest investor asked to be anonymous (before any page is read and cached).
    const [newest] = await db.sql<{ id: string; name: string; count: number; paid: number }[]>`
      select i.id, u.first_name || ' ' || u.last_name as name, c.investor_count as count,
        (select count(*)::int from investments p where p.campaign_id = c.id and p.status = 'success') as paid
      from investments i join campaigns c on c.id = i.campaign_id join users u on u.id = i.investor_id
      where c.slug = ${SLUG} and i.status = 'success' order by i.paid_at desc limit 1`;
    expect(newest!.count).toBeGreaterThan(1);
    await db.sql`update investments set anonymous = true where id = ${newest!.id}`;

    const page = await browser.page();
    await page.goto(`${platform.url}/campaign-detail-page/${SLUG}/investors`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: en.browse.tabs.investors }).isVisible()).toBe(true);
    expect(await page.getByTestId('investor-total').innerText()).toBe(
      `${new Intl.NumberFormat('en').format(newest!.count)} ${newest!.count === 1 ? 'investor' : 'investors'}`,
    );
    const rows = page.getByRole('list', { name: texts.listLabel }).getByRole('listitem');
    expect(await rows.count()).toBe(Math.min(10, newest!.count));
    expect(await rows.first().innerText()).toContain(texts.anonymous);
    expect(await rows.getByRole('link', { name: newest!.name }).count()).toBe(0);

    const activity = page.getByTestId('investment-activity');
    expect(await activity.getByRole('heading', { name: texts.activityTitle }).isVisible()).toBe(true);
    const items = activity.getByRole('listitem');
    expect(await items.count()).toBe(Math.min(5, newest!.paid));
    expect(await items.first().innerText()).toContain(texts.anonymous);
    expect(await activity.getByRole('link', { name: newest!.name }).count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Paging: the second page lists the next investors.
    if (newest!.count > 10) {
      await page.goto(`${platform.url}/campaign-detail-page/${SLUG}/investors?page=2`);
      await expect.poll(() => rows.count()).toBe(Math.min(10, newest!.count - 10));
    }

    // In Arabic the tab reads right to left and the masked name is translated.
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/campaign-detail-page/${SLUG}/investors`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const arRows = page.getByRole('list', { name: ar.browse.campaignInvestors.listLabel }).getByRole('listitem');
    expect(await arRows.first().innerText()).toContain(ar.browse.campaignInvestors.anonymous);
    expect(
      await page.getByTestId('investment-activity').getByRole('heading', { name: ar.browse.campaignInvestors.activityTitle }).isVisible(),
    ).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().clearCookies({ name: 'lng' });

    // The home page's feed, across public campaigns.
    await page.goto(platform.url);
    const home = page.getByTestId('investment-activity');
    expect(await home.getByRole('heading', { name: texts.activityTitle }).isVisible()).toBe(true);
    expect(await home.getByRole('listitem').count()).toBe(5);
    expect(await home.getByRole('link', { name: /.+/ }).count()).toBeGreaterThan(0);
  });

  it('an investor shows their investments on their public profile', { timeout: 120_000 }, async () => {
    const id = await userIdOf(db.sql, INVESTOR);
    const [me] = await db.sql<{ slug: string }[]>`select slug from users where id = ${id}`;
    const campaigns = await db.sql<{ title: string }[]>`
      select distinct coalesce(nullif(c.campaign_name, ''), nullif(c.company_name, ''), c.slug) as title
      from investments i join campaigns c on c.id = i.campaign_id
      where i.investor_id = ${id} and i.status = 'success' and not i.anonymous and c.status in (2, 4, 5)`;
    expect(campaigns.length).toBeGreaterThan(0);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/profile/${me!.slug}`);
    const section = page.getByTestId('profile-investments');
    expect(await section.innerText()).toContain(en.account.profileInvesting.investmentsEmpty);

    await page.goto(`${platform.url}/settings/profile`);
    const box = page.getByLabel(en.account.profileInvesting.showInvestments);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/settings/profile') && r.request().method() === 'POST'),
      page.locator('form').filter({ has: box }).getByRole('button', { name: en.common.save }).click(),
    ]);
    await expect.poll(() => page.getByLabel(en.account.profileInvesting.showInvestments).isChecked()).toBe(true);
    const [stored] = await db.sql<{ show: boolean }[]>`select show_investments as show from users where id = ${id}`;
    expect(stored!.show).toBe(true);

    await page.goto(`${platform.url}/profile/${me!.slug}`);
    // Nine a page, the latest first.
    const links = section.getByRole('list').getByRole('link');
    expect(await links.count()).toBe(Math.min(9, campaigns.length));
    const shown = await links.allInnerTexts();
    for (const title of shown) expect(campaigns.map((c) => c.title)).toContain(title);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('staff see the money raised this week and in all, per currency, on the console dashboard', { timeout: 120_000 }, async () => {
    const sums = await db.sql<{ currency: string; week: string; total: string }[]>`
      select currency, coalesce(sum(amount) filter (where paid_at >= now() - interval '7 days'), 0)::text as week, sum(amount)::text as total
      from investments where status = 'success' group by currency order by currency`;
    expect(sums.length).toBeGreaterThan(1);
    const money = await moneyFormat();
    const page = await browser.page();
    await staffLogIn(page, platform.url);
    const card = page.getByTestId('money-card');
    await expect.poll(() => card.getByRole('heading', { name: en.console.moneyCard.title }).isVisible(), { timeout: 15_000 }).toBe(true);
    for (const row of sums) {
      await expect.poll(() => card.getByTestId(`money-total-${row.currency}`).innerText()).toContain(money(row.total, row.currency));
      expect(await card.getByTestId(`money-week-${row.currency}`).innerText()).toContain(money(row.week, row.currency));
    }
  });

  it('the owner sees money per route, the bank transfer awaiting, and every investment', { timeout: 120_000 }, async () => {
    const [campaign] = await db.sql<{ id: number; price: string; minimum: string; raised: string; code: string }[]>`
      select id, price_per_share as price, minimum_investment as minimum, raised_amount as raised, currency_code as code
      from campaigns where slug = ${SLUG}`;
    const shares = Math.ceil(Number(campaign!.minimum) / Number(campaign!.price));
    const money = await moneyFormat();
    const started = await api(platform, 'POST', '/api/v1/process-investment/', {
      token: await tokenOf(platform, INVESTOR),
      body: {
        campaignId: campaign!.id,
        shares,
        paymentType: 'offline',
        acceptTerms: true,
        acceptRisk: true,
        signature: { type: 'typed', value: 'Ines Investor' },
      },
    });
    expect(started.status, started.text).toBe(201);
    const { reference } = (started.json!.data as { data: { reference: string } }).data;

    const page = await browser.page();
    await logInTo(page, platform, OWNER, `/campaign-dashboard/${campaign!.id}`);
    // The demo's money all came by bank transfer, confirmed: one route, the whole raised amount.
    const byRoute = page.getByTestId('money-by-route');
    expect(await byRoute.innerText()).toContain(texts.routes.offline);
    expect(await byRoute.innerText()).toContain(money(campaign!.raised, campaign!.code));
    expect(await page.getByTestId('money-pending').innerText()).toContain(
      texts.pendingSummary_one.replace('{{formatted}}', '1').replace('{{amount}}', money(shares * Number(campaign!.price), campaign!.code)),
    );
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.goto(`${platform.url}/campaign-dashboard/${campaign!.id}/investments?status=pending`);
    const list = page.getByTestId('owner-investments');
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.innerText()).toContain(reference);
    expect(await list.innerText()).toContain(texts.statuses.pending);
    const [all] = await db.sql<{ n: number }[]>`select count(*)::int as n from investments where campaign_id = ${campaign!.id}`;
    await page.goto(`${platform.url}/campaign-dashboard/${campaign!.id}/investments`);
    expect(await list.getByRole('listitem').count()).toBe(Math.min(10, all!.n));
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
