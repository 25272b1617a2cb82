import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { accessibilityProblems } from '../support/console';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';
import { updateSingleton } from '../support/staff';

const t = en.investorProtection;
const KIIS_RISK = 'Young company: you may lose all the money you invest.';
const q = t.knowledgeQuestions;

/**
 * Issue 16, EU ECSP on /investor-protection: the knowledge test flags a wrong answer and passes on
 * retry, the loss simulation shows the loss the investor can bear; in Arabic the page reads right to left.
 */
describe('Investor protection page (ECSP)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  async function newInvestor(slug: string): Promise<string> {
    const email = `${slug}-${Date.now()}@example.test`;
    await db.sql`
      insert into users (first_name, last_name, email, slug, status, user_type, password_hash, email_verified_at)
      select 'Eva', 'Europa', ${email}, ${`${slug}-${Date.now()}`}, 'active', 'investor', password_hash, now()
      from users where email = 'investor@demo.test'`;
    return email;
  }

  let campaignId = 0;

  beforeAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'eu-ecsp' });
    // The new investors have no KYC party: this journey is about the ECSP rules, not identity checks.
    await db.sql`update investment_settings set kyc_required = false`;
    // A live EUR campaign whose owner's sheet staff checked (the console journey is kiis.test.ts).
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'kinetic-cargo-bikes'`;
    campaignId = campaign!.id;
    await db.sql`
      insert into campaign_kiis (campaign_id, lang, project_owner, main_features, risk_factors, offer_terms, fees, investor_rights, checked_at)
      values (${campaignId}, 'en', 'Kinetic Cargo Bikes GmbH, Berlin', 'Ordinary shares', ${KIIS_RISK}, 'Equity round', '5% success fee', 'Vote at general meetings', now())
      on conflict do nothing`;
  });

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none' });
  });

  it(
    'takes the knowledge test, simulates the loss it can bear, reads the KIIS, acknowledges the warning, invests and revokes within 4 days',
    { timeout: 150_000 },
    async () => {
      const email = await newInvestor('ecsp');
      const page = await browser.page();
      await logInTo(page, platform, email, '/investor-protection?next=/invest/1');
      await eventually(() => page.getByTestId('quiz-knowledgeTest').isVisible()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await hydrated(page);

      const answer = async (wrongLiquidity: boolean) => {
        await page.getByLabel(q.loss.loseAll).check();
        await page.getByLabel(wrongLiquidity ? q.liquidity.sellAnytime : q.liquidity.noMarket).check();
        await page.getByLabel(q.protection.notCovered).check();
        await page.getByLabel(q.diversify.spread).check();
        await page.getByLabel(q.dilution.smallerShare).check();
        await page.getByRole('button', { name: t.knowledgeTest.submit }).click();
      };
      await answer(true);
      await eventually(() => page.getByText(t.knowledgeTest.wrong).isVisible()).toBe(true);
      expect(await page.getByTestId('question-liquidity').getAttribute('data-wrong')).toBe('true');
      expect(await page.getByTestId('question-loss').getAttribute('data-wrong')).toBeNull();

      await answer(false);
      await eventually(() => page.getByTestId('step-knowledge-test').getAttribute('data-done')).toBe('true');
      expect(await page.getByText(t.knowledgeTest.passed).isVisible()).toBe(true);

      // €30,000 income + €20,000 liquid − €10,000 commitments: net worth €40,000, 10% of it €4,000.
      await page.getByLabel(t.lossSimulation.yearlyIncome).fill('30000');
      await page.getByLabel(t.lossSimulation.liquidAssets).fill('20000');
      await page.getByLabel(t.lossSimulation.yearlyCommitments).fill('10000');
      await page.getByRole('button', { name: t.lossSimulation.submit }).click();
      const capacity = page.getByTestId('loss-capacity');
      await eventually(() => capacity.innerText()).toContain('4,000.00');
      expect(await capacity.innerText()).toContain('40,000.00');
      await eventually(() => page.getByTestId('can-invest').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: t.continue }).getAttribute('href')).toBe('/invest/1');

      const token = await tokenOf(platform, email);
      const me = await api(platform, 'GET', '/api/v1/compliance/me', { token });
      const data = (me.json!.data as { data: { canInvest: boolean; lossCapacity: number } }).data;
      expect(data).toMatchObject({ canInvest: true, lossCapacity: 4_000_00 });

      // Net worth €40,000: one investment above €2,000 (5%) asks for the warning's acknowledgement.
      const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
        token,
        body: { amount: 5_000_00, currencyCode: 'EUR', paymentType: 'sandbox' },
      });
      expect(topUp.status, topUp.text).toBeLessThan(300);
      const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
      await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
      const wallet = async () =>
        (
          (await api(platform, 'GET', '/api/v1/wallet/get-user-wallet-detail?currencyCode=EUR', { token })).json!.data as {
            data: { balance: number };
          }
        ).data.balance;
      expect(await wallet()).toBe(5_000_00);

      await page.goto(`${platform.url}/invest/${campaignId}`);
      const sheet = page.getByTestId('kiis');
      await eventually(() => sheet.isVisible()).toBe(true);
      await sheet.locator('summary').click();
      expect(await sheet.innerText()).toContain(KIIS_RISK);
      await hydrated(page);
      const [row] = await db.sql<{ price: number }[]>`select price_per_share::int as price from campaigns where id = ${campaignId}`;
      const price = row!.price;
      // The smallest whole number of shares above €2,000.
      const amount = (Math.floor(2_000_00 / price) + 1) * price;
      await page.getByLabel(`${en.invest.amount} (EUR)`).fill(String(amount / 100));
      await page.getByLabel(en.invest.signature).fill('Eva Europa');
      await page.getByLabel(en.invest.acceptTermsLabel).check();
      await page.getByLabel(en.invest.acceptRiskLabel).check();
      const acknowledge = page.getByLabel(t.acknowledge.label);
      await eventually(() => acknowledge.isVisible()).toBe(true);
      // Not ticked: the server refuses on the box, with the threshold and the loss the investor can bear.
      await page.getByRole('button', { name: en.invest.submit }).click();
      await eventually(() => acknowledge.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#invest-risk-acknowledged-error').innerText()).toContain('€4,000.00');
      await page.getByLabel(en.invest.acceptTermsLabel).check();
      await page.getByLabel(en.invest.acceptRiskLabel).check();
      await acknowledge.check();
      await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: en.invest.submit }).click()]);
      expect(await wallet()).toBe(5_000_00 - amount);

      // Within the 4-day reflection period the investor revokes it and the money is back in the wallet.
      const [investment] = await db.sql<{ id: string }[]>`
      select i.id from investments i join users u on u.id = i.investor_id
      where u.email = ${email} and i.status = 'success' and i.reflection_ends_at > now()`;
      await page.goto(`${platform.url}/investments/${investment!.id}`);
      await hydrated(page);
      await eventually(() => page.getByTestId('reflection-notice').isVisible()).toBe(true);
      const section = page.getByTestId('withdraw-investment');
      await section.locator('summary', { hasText: en.withdrawal.button }).click();
      await Promise.all([
        page.waitForURL(new RegExp(`/investments/${investment!.id}$`)),
        section.getByRole('button', { name: en.withdrawal.confirm }).click(),
      ]);
      await eventually(() => wallet()).toBe(5_000_00);
      // The page reloads after the action (same address): it no longer offers the withdrawal.
      await eventually(() => page.getByTestId('withdraw-investment').count()).toBe(0);
    },
  );

  it('in Arabic the page reads right to left', { timeout: 60_000 }, async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, await newInvestor('ecsp-ar'), '/investor-protection', ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const heading = page.getByRole('heading', { level: 1 });
    await eventually(() => heading.innerText()).toBe(ar.investorProtection.title);
    expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.getByText(ar.investorProtection.knowledgeQuestions.loss.q).isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
