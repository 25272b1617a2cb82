import { describe, expect, it } from 'vitest';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { logInTo } from '../support/site';

const text = en.console;
const fields = text.resources['payment-gateways'].fields;

/**
 * Staff run the payment routes from the console: a route switched off disappears from the invest
 * page, and a Stripe secret, once saved, is never shown again (only that one is stored).
 */
describe('console: payment gateways', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('switching bank transfer off removes it from the invest page; a saved secret is never shown back', { timeout: 120_000 }, async () => {
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    const investor = await browser.page();
    await logInTo(investor, platform, 'investor@demo.test', `/invest/${campaign!.id}`);
    await expect.poll(() => investor.getByLabel(en.invest.payOffline).count()).toBe(1);

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/payment-gateways/offline`);
    const enabled = staff.getByLabel(fields.enabled);
    await expect.poll(() => enabled.isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);
    await enabled.uncheck();
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/payment-gateways$/);

    await investor.reload();
    await expect.poll(() => investor.getByLabel(en.invest.payCard).count()).toBe(1);
    expect(await investor.getByLabel(en.invest.payOffline).count()).toBe(0);

    // A Stripe secret key: stored sealed, shown back only as "stored", never as its value.
    await staff.goto(`${platform.url}/admin/#/payment-gateways/stripe`);
    const secret = staff.getByLabel(fields.secretKey);
    await expect.poll(() => secret.isVisible(), { timeout: 15_000 }).toBe(true);
    await secret.fill('sk_test_e2e_never_shown');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/payment-gateways$/);
    await staff.goto(`${platform.url}/admin/#/payment-gateways/stripe`);
    await expect.poll(() => staff.getByText(text.help.secretStored).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByLabel(fields.secretKey).inputValue()).toBe('');
    expect(await staff.content()).not.toContain('sk_test_e2e_never_shown');
    const [stored] = await db.sql<{ sealed: string }[]>`select secret_key_sealed as sealed from payment_gateways where provider = 'stripe'`;
    expect(stored!.sealed).toBeTruthy();
    expect(stored!.sealed).not.toContain('sk_test_e2e_never_shown');
  });
});
