import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';
import { updateSingleton } from '../support/staff';

const SLUG = 'kinetic-cargo-bikes';

/**
 * Issue 16, EU ECSP on /wallet-payment/{id}: above the warning threshold (the greater of €1,000 and
 * 5 % of net worth) the page asks for the same acknowledgement as the invest page; paying without
 * it shows the API's refusal on the box (not a 500), with it the investment is paid.
 */
describe('wallet payment under ECSP: the risk acknowledgement', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let campaignId = 0;

  beforeAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'eu-ecsp' });
    await db.sql`update investment_settings set kyc_required = false`;
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = ${SLUG}`;
    campaignId = campaign!.id;
    await db.sql`
      insert into campaign_kiis (campaign_id, lang, project_owner, main_features, risk_factors, offer_terms, fees, investor_rights, checked_at)
      values (${campaignId}, 'en', 'Kinetic Cargo Bikes GmbH, Berlin', 'Ordinary shares', 'You may lose it all.', 'Equity round', '5% success fee', 'Vote at general meetings', now())
      on conflict do nothing`;
  });

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none' });
  });

  it('asks for the acknowledgement above the threshold, shows the refusal without it, pays with it', { timeout: 150_000 }, async () => {
    const email = `ecsp-wallet-${Date.now()}@example.test`;
    const [user] = await db.sql<{ id: string }[]>`
      insert into users (first_name, last_name, email, slug, status, user_type, password_hash, email_verified_at)
      select 'Eva', 'Europa', ${email}, ${`ecsp-wallet-${Date.now()}`}, 'active', 'investor', password_hash, now()
      from users where email = 'investor@demo.test' returning id`;
    // Knowledge test passed and loss simulated (net worth €40,000: the warning is above €2,000), as the page records them.
    await db.sql`
      insert into investor_protection (user_id, regime_currency, knowledge_test_passed_at, knowledge_test_attempts, net_worth, loss_capacity, loss_simulated_at)
      values (${user!.id}, 'EUR', now(), 1, 4000000, 400000, now())`;
    const token = await tokenOf(platform, email);
    const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
      token,
      body: { amount: 5_000_00, currencyCode: 'EUR', paymentType: 'sandbox' },
    });
    expect(topUp.status, topUp.text).toBeLessThan(300);
    const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
    await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });

    const [row] = await db.sql<{ price: number }[]>`select price_per_share::int as price from campaigns where id = ${campaignId}`;
    const price = row!.price;
    const below = Math.floor(2_000_00 / price) * price;
    const above = (Math.floor(2_000_00 / price) + 1) * price;

    // At or below the threshold: no box.
    const page = await browser.page();
    await logInTo(page, platform, email, `/wallet-payment/${campaignId}?amount=${below / 100}`);
    await eventually(() => page.getByRole('button', { name: en.payments.walletPayment.pay }).isVisible()).toBe(true);
    expect(await page.getByTestId('risk-acknowledgement').count()).toBe(0);

    // Above it: the box with the warning; paying without ticking it is refused on the box.
    await page.goto(`${platform.url}/wallet-payment/${campaignId}?amount=${above / 100}`);
    await hydrated(page);
    const box = page.getByTestId('risk-acknowledgement');
    expect(await box.innerText()).toContain('€2,000.00');
    expect(await box.innerText()).toContain('€4,000.00');
    const pay = async () => {
      await page.getByLabel(en.invest.signature).fill('Eva Europa');
      await page.getByLabel(en.invest.acceptTermsLabel).check();
      await page.getByLabel(en.invest.acceptRiskLabel).check();
    };
    await pay();
    const ack = page.getByLabel(en.investorProtection.acknowledge.label);
    await page.getByRole('button', { name: en.payments.walletPayment.pay }).click();
    await eventually(() => ack.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#wallet-risk-acknowledged-error').innerText()).toContain('€4,000.00');
    const paidCount = async () =>
      Number(
        (
          await db.sql<{ n: number }[]>`select count(*)::int as n from investments where investor_id = ${user!.id} and status = 'success'`
        )[0]!.n,
      );
    expect(await paidCount()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Ticked: paid, and the acknowledgement kept on the investment.
    await pay();
    await ack.check();
    await Promise.all([page.waitForURL(/[?&]paid=/), page.getByRole('button', { name: en.payments.walletPayment.pay }).click()]);
    expect(await paidCount()).toBe(1);
    const [investment] = await db.sql<{ acknowledged: boolean }[]>`
      select risk_acknowledged_at is not null as acknowledged from investments where investor_id = ${user!.id} and status = 'success'`;
    expect(investment!.acknowledged).toBe(true);
  });
});
