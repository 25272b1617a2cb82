import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';
import { campaignWizard } from '../support/wizard';

// Demo owners have at most 5 open campaigns; each of these has room for one more draft.
const OWNER = 'owner@demo.test';
const OTHER_OWNER = 'karim.owner@demo.test';
const w = en.wizard;
const b = en.bank.payout;

/** The funding step's labelled fields of each scheme (wizard step 6, issue 14 §8). */
function fundingFields(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    scheme: (s: 'us' | 'iban' | 'uk') => field(b.schemes[s]),
    bankName: field(w.funding.fields.bankName),
    routingNumber: field(w.funding.fields.routingNumber),
    sortCode: field(b.sortCode),
    accountNumber: field(w.funding.fields.accountNumber),
    confirmAccountNumber: field(w.funding.fields.confirmAccountNumber),
    iban: field(b.iban),
    bic: field(b.bic),
    tos: field(w.funding.fields.tos),
    save: () => page.getByRole('button', { name: w.funding.save }).click(),
  };
}

describe('payout bank details for every country (issue 14 §8)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

  /** A new draft of the owner whose amounts are in GBP. */
  async function gbpDraft(email: string): Promise<number> {
    const token = await tokenOf(platform, email);
    const created = await api(platform, 'POST', '/api/v1/campaigns/equities', { token, body: { investingType: 'equity' } });
    expect(created.status, created.text).toBe(201);
    const id = (created.json!.data as { data: { id: number } }).data.id;
    const currency = await api(platform, 'PATCH', `/api/v1/campaigns/campaign/fundraising-detail/${id}`, {
      token,
      body: { currencyCode: 'GBP' },
    });
    expect(currency.status, currency.text).toBe(200);
    return id;
  }

  /** The funding step of a campaign, signed in as its owner. */
  async function fundingStep(email: string, id: number, javaScriptEnabled = true): Promise<Page> {
    const path = `/create-campaign/funding/${id}`;
    const session = sessions.get(email);
    const page = await browser.page(session ? { storageState: session, javaScriptEnabled } : { javaScriptEnabled });
    if (session) await page.goto(`${platform.url}${path}`);
    else {
      await logInTo(page, platform, email, path);
      sessions.set(email, await page.context().storageState());
    }
    return page;
  }

  it('a GBP campaign offers the UK fields first; saved, the funding section turns ready; IBAN shows its own fields and refuses a bad one', async () => {
    const id = await gbpDraft(OWNER);
    const page = await fundingStep(OWNER, id);
    await hydrated(page);
    const wizard = campaignWizard(page);
    const f = fundingFields(page);
    expect(await wizard.ready('funding')).toBe('false');

    // Preselected from the campaign's currency: only the UK fields show.
    expect(await f.scheme('uk').isChecked()).toBe(true);
    expect(await f.sortCode.isVisible()).toBe(true);
    expect(await f.accountNumber.isVisible()).toBe(true);
    expect(await f.routingNumber.isVisible()).toBe(false);
    expect(await f.iban.isVisible()).toBe(false);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await f.bankName.fill('Barclays');
    await f.sortCode.fill('20-00-00');
    await f.accountNumber.fill('55779911');
    await f.confirmAccountNumber.fill('55779911');
    await f.tos.check();
    await f.save();
    await eventually(() => wizard.ready('funding')).toBe('true');
    await eventually(() => page.getByText(en.campaigns.funding.accountEnding.replace('{{last4}}', '9911')).isVisible()).toBe(true);

    // Switching to IBAN shows the IBAN and BIC instead; a bad checksum is refused with its message.
    await f.scheme('iban').check();
    await eventually(() => f.iban.isVisible()).toBe(true);
    expect(await f.bic.isVisible()).toBe(true);
    expect(await f.sortCode.isVisible()).toBe(false);
    expect(await f.accountNumber.isVisible()).toBe(false);
    await f.iban.fill('DE89 3704 0044 0532 0130 01');
    await f.bic.fill('DEUTDEFF');
    await f.save();
    await eventually(() => page.getByText(b.errors.ibanChecksum).isVisible()).toBe(true);
    // Nothing changed: the UK account stays and the section stays ready.
    await page.reload();
    expect(await wizard.ready('funding')).toBe('true');
  });

  it('without JavaScript, the scheme radio still shows only its fields and the server refuses a bad IBAN', async () => {
    const id = await gbpDraft(OTHER_OWNER);
    const page = await fundingStep(OTHER_OWNER, id, false);
    const f = fundingFields(page);
    expect(await f.scheme('uk').isChecked()).toBe(true);
    expect(await f.iban.isVisible()).toBe(false);
    await f.scheme('iban').check();
    expect(await f.iban.isVisible()).toBe(true);
    expect(await f.sortCode.isVisible()).toBe(false);
    await f.bankName.fill('Deutsche Bank');
    await f.iban.fill('DE89370400440532013001');
    await f.bic.fill('DEUTDEFF');
    await f.tos.check();
    await Promise.all([page.waitForLoadState('load'), f.save()]);
    await eventually(() => page.getByText(b.errors.ibanChecksum).isVisible()).toBe(true);
    // The page comes back on the chosen scheme, and a good IBAN is saved.
    expect(await f.scheme('iban').isChecked()).toBe(true);
    await f.iban.fill('DE89370400440532013000');
    await f.tos.check();
    await Promise.all([page.waitForLoadState('load'), f.save()]);
    await eventually(() => campaignWizard(page).ready('funding')).toBe('true');
  });
});
