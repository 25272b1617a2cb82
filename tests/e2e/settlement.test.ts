import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';
const SLUG = 'codecraft-academy';
const s = en.settlement;

/**
 * An owner's fixed campaign fails: staff close it now from the console, every investor's money
 * goes back to their wallet, and the campaign page says it closed without reaching its minimum.
 */
describe('a fixed campaign that fails refunds its investors', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it(
    'staff close it now; the investor sees the refund in the wallet and the page shows the closed banner',
    { timeout: 180_000 },
    async () => {
      // The demo owner's fixed loan campaign; its minimum raise is put out of reach, so it fails.
      const [campaign] = await db.sql<{ id: number; goal: number }[]>`
      update campaigns set minimum_raise = goal where slug = ${SLUG} and campaign_type = 'fixed' and status = 2
      returning id, goal::int as goal`;
      expect(campaign).toBeDefined();
      const token = await tokenOf(platform, INVESTOR);
      const front = await api(platform, 'GET', `/api/v1/process-investment/${campaign!.id}/front`);
      const amount = (front.json!.data as { data: { minimumInvestment: number } }).data.minimumInvestment;
      const invested = await api(platform, 'POST', '/api/v1/process-investment/', {
        token,
        body: {
          campaignId: campaign!.id,
          amount,
          paymentType: 'wallet',
          acceptTerms: true,
          acceptRisk: true,
          signature: { type: 'typed', value: 'Ines Investor' },
        },
      });
      expect(invested.status).toBe(201);
      const investorId = await userIdOf(db.sql, INVESTOR);
      const [mine] = await db.sql<{ total: number }[]>`
      select coalesce(sum(amount), 0)::int as total from investments
      where campaign_id = ${campaign!.id} and investor_id = ${investorId} and status = 'success'`;
      const balance = async () =>
        (
          (await api(platform, 'GET', '/api/v1/wallet/get-user-wallet-detail?currencyCode=USD', { token })).json!.data as {
            data: { balance: number };
          }
        ).data.balance;
      const before = await balance();

      // Staff: the campaign's page in the console, "Close now", confirmed.
      const staff = await browser.page();
      await staffLogIn(staff, platform.url);
      await staff.goto(`${platform.url}/admin/#/campaigns/${campaign!.id}/show`);
      const dialog = await openDialog(staff, s.console.close, s.console.closeTitle);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await dialog.getByRole('button', { name: s.console.close }).click();
      await expect.poll(() => snackbar(staff, s.console.closeDone).isVisible(), { timeout: 15_000 }).toBe(true);
      const section = staff.getByRole('region', { name: s.console.section });
      await expect.poll(() => section.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await section.innerText()).toContain(s.outcome.unsuccessful);
      // Checked once the notification has faded out (axe reads its colours mid-transition).
      await expect.poll(() => snackbar(staff, s.console.closeDone).count(), { timeout: 15_000 }).toBe(0);
      expect(await accessibilityProblems(staff)).toEqual([]);

      // Every investor was refunded in full: the demo investor's wallet has the money back.
      expect(await balance()).toBe(before + mine!.total);
      const [left] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from investments where campaign_id = ${campaign!.id} and status = 'success'`;
      expect(left!.n).toBe(0);

      const page = await browser.page();
      await logInTo(page, platform, INVESTOR, '/settings/wallet?currency=USD');
      await hydrated(page);
      const refund = page
        .getByTestId('wallet-transaction')
        .filter({ hasText: en.payments.activity.campaignUnsuccessful })
        .filter({ hasText: `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}` });
      await expect.poll(() => refund.count()).toBeGreaterThan(0);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.goto(`${platform.url}/campaign-detail-page/${SLUG}`);
      const banner = page.getByRole('status').filter({ hasText: s.banner.unsuccessfulFixed });
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
    },
  );
});
