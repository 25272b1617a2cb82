import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { eventually, logInTo } from '../support/site';

/** Issue 14 §11: one identity record for the investment account and KYC, asked in the investor's terms. */
const kyc = en.account.kyc;
const record = en.account.identityRecord;
const investor = en.account.investor;
const inCurrency = (label: string, currency: string) => record.amountLabel.replace('{{label}}', label).replace('{{currency}}', currency);
const statusText = (status: string) => `${record.status}: ${status}`;

describe('one identity form, by country (issue 14 §11)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  /** A new active investor who can sign in with the demo password (its hash is the demo investor's). */
  async function newInvestor(slug: string): Promise<string> {
    const email = `${slug}-${Date.now()}@example.test`;
    await db.sql`
      insert into users (first_name, last_name, email, slug, status, user_type, password_hash, email_verified_at)
      select 'Test', 'Investor', ${email}, ${`${slug}-${Date.now()}`}, 'active', 'investor', password_hash, now()
      from users where email = 'investor@demo.test'`;
    return email;
  }

  async function fillParty(page: Page, country = 'GB', domicile = 'non-resident') {
    await page.getByLabel(kyc.fields.firstName, { exact: true }).fill('Jane');
    await page.getByLabel(kyc.fields.lastName, { exact: true }).fill('Smith');
    await page.getByLabel(kyc.fields.dateOfBirth, { exact: true }).fill('1984-03-09');
    await page.getByLabel(kyc.fields.domicile, { exact: true }).selectOption(domicile);
    await page.getByLabel(kyc.fields.primaryAddress, { exact: true }).fill('1 High Street');
    await page.getByLabel(kyc.fields.city, { exact: true }).fill('London');
    await page.getByLabel(kyc.fields.postalCode, { exact: true }).fill('SW1A 1AA');
    await page.getByLabel(kyc.fields.country, { exact: true }).selectOption(country);
  }

  it('a UK investor sees National ID and GBP incomes, saves on KYC, and the investment account shows the same data', async () => {
    const page = await browser.page();
    await logInTo(page, platform, await newInvestor('uk'), '/user-kyc');
    await eventually(() => page.getByText(statusText(record.notStarted)).isVisible()).toBe(true);

    await fillParty(page);
    // The switch is live: national ID, no broker-dealer question, incomes in GBP.
    await eventually(() => page.getByLabel(record.nationalId, { exact: true }).count()).toBe(1);
    expect(await page.getByLabel(investor.fields.ssn, { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(kyc.fields.brokerDealerAssociated).count()).toBe(0);
    await page.getByLabel(record.nationalId, { exact: true }).fill('QQ 12 34 56 C');
    await page.getByLabel(inCurrency(kyc.fields.currentAnnualIncome, 'GBP'), { exact: true }).fill('60000');
    await page.getByLabel(inCurrency(kyc.fields.householdNetWorth, 'GBP'), { exact: true }).fill('500000');
    await page.getByRole('button', { name: kyc.create }).click();
    await eventually(() => page.getByText(kyc.saved).isVisible()).toBe(true);
    await eventually(() => page.getByText(statusText(en.account.settings.status['under-review'])).isVisible()).toBe(true);

    // The investment account reads the same record: prefilled, in GBP, the national ID kept (masked).
    await page.goto(`${platform.url}/settings/investment-account`);
    await eventually(() => page.getByText(statusText(en.account.settings.status['under-review'])).isVisible()).toBe(true);
    expect(await page.getByLabel(investor.fields.legalName, { exact: true }).inputValue()).toBe('Jane Smith');
    expect(await page.getByLabel(investor.fields.city, { exact: true }).inputValue()).toBe('London');
    expect(await page.getByLabel(investor.fields.country, { exact: true }).inputValue()).toBe('GB');
    expect(await page.getByLabel(investor.fields.dateOfBirth, { exact: true }).inputValue()).toBe('1984-03-09');
    const income = await page.getByLabel(inCurrency(investor.fields.yearlyIncome, 'GBP'), { exact: true }).inputValue();
    expect(income.replace(/[,\s]/g, '')).toMatch(/^60000(\.00?)?$/);
    await eventually(() => page.getByLabel(record.nationalId, { exact: true }).count()).toBe(1);
    await eventually(() => page.getByText(investor.ssnSaved.replace('{{last4}}', '456C')).isVisible()).toBe(true);

    // Saving here changes the KYC page's data too.
    await page.getByLabel(investor.fields.city, { exact: true }).fill('Leeds');
    await page.getByRole('button', { name: investor.save }).click();
    await eventually(() => page.getByText(investor.saved).isVisible()).toBe(true);
    await page.goto(`${platform.url}/user-kyc`);
    expect(await page.getByLabel(kyc.fields.city, { exact: true }).inputValue()).toBe('Leeds');
  });

  it('a US investor is asked for an SSN (format checked) and the broker-dealer question, in USD', async () => {
    const page = await browser.page();
    await logInTo(page, platform, await newInvestor('us'), '/user-kyc');
    await fillParty(page, 'US', 'us-citizen');
    await eventually(() => page.getByLabel(investor.fields.ssn, { exact: true }).count()).toBe(1);
    expect(await page.getByLabel(record.nationalId, { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(kyc.fields.brokerDealerAssociated).count()).toBe(1);
    expect(await page.getByLabel(inCurrency(kyc.fields.currentAnnualIncome, 'USD'), { exact: true }).count()).toBe(1);
    await page.getByLabel(investor.fields.ssn, { exact: true }).fill('QQ123456C');
    await page.getByRole('button', { name: kyc.create }).click();
    await eventually(() => page.getByText(en.identity.investor.ssnFormat).first().isVisible()).toBe(true);

    // The investment account also asks for the SSN (and shows the status, with a way to start).
    await page.goto(`${platform.url}/settings/investment-account`);
    await page.getByLabel(investor.fields.country, { exact: true }).selectOption('US');
    await eventually(() => page.getByLabel(investor.fields.ssn, { exact: true }).count()).toBe(1);
    await eventually(() => page.getByText(statusText(record.notStarted)).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: record.start }).count()).toBe(1);
  });

  it('without scripts the form follows the country on submit', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await logInTo(page, platform, await newInvestor('nojs'), '/user-kyc');
    // No country yet: the US terms; the national ID typed in that field is judged by the posted country.
    expect(await page.getByLabel(investor.fields.ssn, { exact: true }).count()).toBe(1);
    await fillParty(page);
    await page.getByLabel(investor.fields.ssn, { exact: true }).fill('AB123456C');
    await page.getByRole('button', { name: kyc.create }).click();
    await eventually(() => page.getByText(statusText(en.account.settings.status['under-review'])).isVisible()).toBe(true);
    expect(await page.getByLabel(record.nationalId, { exact: true }).count()).toBe(1);
    expect(await page.getByText(investor.ssnSaved.replace('{{last4}}', '456C')).count()).toBe(1);
  });

  it('in Arabic both pages are right to left with no serious accessibility violations', async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, await newInvestor('ar'), '/user-kyc', ar);
    const problems: string[] = [];
    const pages = [
      ['/user-kyc', ar.account.kyc.fields.country],
      ['/settings/investment-account', ar.account.investor.fields.country],
    ] as const;
    for (const [path, countryLabel] of pages) {
      await page.goto(`${platform.url}${path}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await eventually(() =>
        page.getByText(`${ar.account.identityRecord.status}: ${ar.account.identityRecord.notStarted}`).isVisible(),
      ).toBe(true);
      await page.getByLabel(countryLabel, { exact: true }).selectOption('GB');
      await eventually(() => page.getByLabel(ar.account.identityRecord.nationalId, { exact: true }).count()).toBe(1);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
        problems.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
