import { FAKE_CLIENT_ID, FAKE_SECRET, FAKE_WEBHOOK_ID, type FakePaypal, startFakePaypal } from '@cf/api/test/fake-paypal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { staffLogIn } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { logInTo, tokenOf } from '../support/site';

const t = en.invest;
const INVESTOR = 'investor@demo.test';

/**
 * PayPal in test mode without keys is its sandbox twin: the investor pays on the platform's own
 * checkout page, labelled PayPal, and lands on the receipt; once staff switch PayPal off in the
 * console, the invest page no longer offers it. With keys, PayPal (a fake on loopback, reached by
 * the real SDK) sends the payer back with ?token=<order>: the receipt page has the order captured.
 */
describe('paying by PayPal', () => {
  // The platform reads PAYPAL_API_URL at start: the fake listens first.
  const env: Record<string, string> = {};
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
    env.PAYPAL_API_URL = fake.url;
  });
  afterAll(async () => fake?.close());
  const platform = usePlatform({ env });
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('an investor pays by PayPal and sees the receipt; switched off, PayPal leaves the invest page', { timeout: 120_000 }, async () => {
    await db.sql`update payment_gateways set enabled = true, test_mode = true, client_id = null, secret_key_sealed = null, webhook_id = null
      where provider = 'paypal'`;
    const [campaign] = await db.sql<{ id: number; minimum_investment: string; price_per_share: string }[]>`
      select id, minimum_investment, price_per_share from campaigns where slug = 'solarnest-home-batteries'`;
    const shares = Math.ceil(Number(campaign!.minimum_investment) / Number(campaign!.price_per_share));

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/invest/${campaign!.id}`);
    await page.getByLabel(t.byShares).check();
    await page.getByLabel(t.shares).fill(String(shares));
    await page.getByLabel(t.payPaypal).check();
    await page.getByLabel(t.signature).fill('Ines Investor');
    await page.getByLabel(t.acceptTermsLabel).check();
    await page.getByLabel(t.acceptRiskLabel).check();
    await Promise.all([page.waitForURL(/\/payments\/sandbox\//), page.getByRole('button', { name: t.submit }).click()]);
    expect(await page.getByTestId('checkout-provider').innerText()).toBe(t.payPaypal);
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: en.wallet.pay, exact: true }).click()]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const [paid] = await db.sql<{ status: string; payment_type: string }[]>`select status, payment_type from investments where id = ${id}`;
    expect(paid).toEqual({ status: 'success', payment_type: 'paypal' });

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/payment-gateways/paypal`);
    const enabled = staff.getByLabel(en.console.resources['payment-gateways'].fields.enabled);
    await expect.poll(() => enabled.isChecked(), { timeout: 15_000 }).toBe(true);
    await enabled.uncheck();
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/payment-gateways$/);

    await page.goto(`${platform.url}/invest/${campaign!.id}`);
    await expect.poll(() => page.getByLabel(t.payCard).count()).toBe(1);
    expect(await page.getByLabel(t.payPaypal).count()).toBe(0);
  });

  it('back from PayPal with ?token=<order>, the receipt page captures the approved order: paid once', { timeout: 60_000 }, async () => {
    const keyed = await api(platform, 'PUT', '/api/v1/console/payment-gateways/paypal', {
      cookie: await staffCookie(platform),
      body: { enabled: true, testMode: true, clientId: FAKE_CLIENT_ID, secretKey: FAKE_SECRET, webhookId: FAKE_WEBHOOK_ID, currencies: [] },
    });
    expect(keyed.status, keyed.text).toBe(200);
    const [campaign] = await db.sql<{ id: number; minimum_investment: string; price_per_share: string }[]>`
      select id, minimum_investment, price_per_share from campaigns where slug = 'solarnest-home-batteries'`;
    const shares = Math.ceil(Number(campaign!.minimum_investment) / Number(campaign!.price_per_share));
    const started = await api(platform, 'POST', '/api/v1/campaigns/equity/paypal-payment/checkout-session', {
      token: await tokenOf(platform, INVESTOR),
      body: { campaignId: campaign!.id, shares, acceptTerms: true, acceptRisk: true, signature: { type: 'typed', value: 'Ines Investor' } },
    });
    expect(started.status, started.text).toBe(201);
    const { id, checkoutUrl } = (started.json!.data as { data: { id: string; checkoutUrl: string } }).data;
    const orderId = new URL(checkoutUrl).searchParams.get('token')!;
    expect(fake.orders.get(orderId)!.return_url).toBe(`${platform.url}/payment-receipt/${id}`);
    // What the payer does on PayPal's page; PayPal then sends them back to the return address.
    fake.approve(orderId);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/');
    await page.goto(`${platform.url}/payment-receipt/${id}?token=${orderId}&PayerID=FAKEPAYER42`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);
    expect([...fake.captures.values()].filter((c) => c.orderId === orderId)).toHaveLength(1);
    const [paid] = await db.sql<{ status: string }[]>`select status from investments where id = ${id}`;
    expect(paid!.status).toBe('success');
  });
});
