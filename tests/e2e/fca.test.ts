import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';
import { updateSingleton } from '../support/staff';

const t = en.investorProtection;
const q = t.appropriatenessQuestions;
const SLUG = 'ledgerleaf-bookkeeping';

/** £ with two decimals, as the site writes pounds in English. */
const pounds = (minor: number) => `£${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue 16, UK FCA (PS22/10) in Chromium: a first-time investor certifies as restricted with their
 * net assets, reads the personalised risk warning, is refused during the 24-hour cooling-off, passes
 * the appropriateness check, invests within 10 % of net assets and is stopped above it with the
 * amount left shown. The owner's dashboard has no KIIS tab outside ECSP.
 */
describe('UK FCA investor journey', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let campaignId = 0;
  let price = 0;
  let minimum = 0;

  beforeAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'uk-fca' });
    // The new investor has no KYC party: this journey is about the FCA rules, not identity checks.
    await db.sql`update investment_settings set kyc_required = false`;
    const [campaign] = await db.sql<{ id: number; price: number; minimum: number | null }[]>`
      select id, price_per_share::int as price, minimum_investment::int as minimum from campaigns where slug = ${SLUG}`;
    campaignId = campaign!.id;
    price = campaign!.price;
    minimum = campaign!.minimum ?? price;
  });

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none' });
  });

  it(
    'restricted investor: warned, cooled off, found appropriate, invests within 10 % and is stopped above',
    { timeout: 180_000 },
    async () => {
      const email = `fca-${Date.now()}@example.test`;
      await db.sql`
      insert into users (first_name, last_name, email, slug, status, user_type, password_hash, email_verified_at)
      select 'Fiona', 'Fairweather', ${email}, ${`fca-${Date.now()}`}, 'active', 'investor', password_hash, now()
      from users where email = 'investor@demo.test'`;
      // One investment of the campaign's minimum (whole shares) fits in the limit; a second one does not.
      const first = Math.ceil(minimum / price) * price;
      const limit = first + Math.floor(first / 2);
      const netAssets = limit * 10; // 10 % of net assets is the limit

      const page = await browser.page();
      await logInTo(page, platform, email, `/investor-protection?next=/invest/${campaignId}`);
      await hydrated(page);
      expect(await accessibilityProblems(page)).toEqual([]);

      // 1. The category: restricted, with net assets in pounds.
      const category = page.getByTestId('fca-category-form');
      await category.getByLabel(t.category.restricted).check();
      await category.getByLabel(t.category.netAssets).fill((netAssets / 100).toFixed(2));
      await category.getByRole('button', { name: t.category.submit }).click();
      await eventually(() => page.getByTestId('step-category').getAttribute('data-done')).toBe('true');

      // 2. The personalised risk warning, by first name; acknowledging it starts the cooling-off.
      const warning = page.getByTestId('fca-risk-warning');
      expect(await warning.innerText()).toContain(t.riskWarning.text.replace('{{firstName}}', 'Fiona'));
      await warning.locator('summary').click();
      expect(await warning.getByText(t.riskWarning.learnMoreText).isVisible()).toBe(true);
      await warning.getByRole('button', { name: t.riskWarning.acknowledge }).click();
      await eventually(() => page.getByTestId('step-risk-warning').getAttribute('data-done')).toBe('true');
      expect(await page.getByTestId('fca-cooling-off').innerText()).toMatch(/^As a first-time investor you can invest from .+\.$/);

      // Money in the wallet (pounds), as a top-up would.
      const token = await tokenOf(platform, email);
      const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
        token,
        body: { amount: 3 * first, currencyCode: 'GBP', paymentType: 'sandbox' },
      });
      expect(topUp.status, topUp.text).toBeLessThan(300);
      const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
      await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });

      const investForm = async (amount: number) => {
        await page.goto(`${platform.url}/invest/${campaignId}`);
        await hydrated(page);
        await page.getByLabel(`${en.invest.amount} (GBP)`).fill(String(amount / 100));
        await page.getByLabel(en.invest.signature).fill('Fiona Fairweather');
        await page.getByLabel(en.invest.acceptTermsLabel).check();
        await page.getByLabel(en.invest.acceptRiskLabel).check();
      };
      const paid = async () =>
        Number(
          (
            await db.sql<{ n: number }[]>`select count(*)::int as n from investments i join users u on u.id = i.investor_id
            where u.email = ${email} and i.status = 'success'`
          )[0]!.n,
        );

      // 3. Within the cooling-off the investment is refused, saying from when it is possible.
      await investForm(first);
      await page.getByRole('button', { name: en.invest.submit }).click();
      const coolingPrefix = en.compliance.errors.fcaCoolingOff.split('{{until}}')[0]!;
      await eventually(() => page.getByText(coolingPrefix, { exact: false }).first().isVisible()).toBe(true);
      expect(await paid()).toBe(0);

      // 24 hours later (the clock moved by the stored start of the cooling-off).
      await db.sql`update investor_protection set fca_risk_warning_at = now() - interval '24 hours 1 minute'
      where user_id = (select id from users where email = ${email})`;

      // 4. The appropriateness check, on the same page.
      await page.goto(`${platform.url}/investor-protection?next=/invest/${campaignId}`);
      await hydrated(page);
      expect(await page.getByTestId('fca-cooling-off').innerText()).toBe(t.coolingOff.over);
      await page.getByLabel(q.loss.loseAll).check();
      await page.getByLabel(q.fscs.fscsNot).check();
      await page.getByLabel(q.returns.rareDividends).check();
      await page.getByLabel(q.exit.longWait).check();
      await page.getByRole('button', { name: t.appropriateness.submit }).click();
      await eventually(() => page.getByTestId('step-appropriateness').getAttribute('data-done')).toBe('true');

      // 5. Within 10 % of net assets: paid from the wallet.
      await investForm(first);
      await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: en.invest.submit }).click()]);
      expect(await paid()).toBe(1);

      // 6. Above it: stopped, with what is left of the limit shown.
      await investForm(first);
      await page.getByRole('button', { name: en.invest.submit }).click();
      const over = en.compliance.errors.fcaRestrictedLimit.replace('{{amount}}', pounds(limit - first));
      await eventually(() => page.getByText(over).isVisible()).toBe(true);
      expect(await paid()).toBe(1);
      expect(await accessibilityProblems(page)).toEqual([]);
    },
  );

  it('the owner’s campaign dashboard shows the KIIS tab only under EU ECSP', { timeout: 90_000 }, async () => {
    const page = await browser.page();
    await logInTo(page, platform, 'emma.owner@demo.test', `/campaign-dashboard/${campaignId}`);
    const tabs = page.getByRole('navigation', { name: en.wizard.dashboard.tabsLabel });
    await eventually(() => tabs.getByRole('link', { name: en.wizard.dashboard.tabs.overview }).isVisible()).toBe(true);
    expect(await tabs.getByRole('link', { name: en.wizard.dashboard.tabs.kiis }).count()).toBe(0);

    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'eu-ecsp' });
    try {
      await page.reload();
      await eventually(() => tabs.getByRole('link', { name: en.wizard.dashboard.tabs.kiis }).count()).toBe(1);
    } finally {
      await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'uk-fca' });
    }
  });
});
