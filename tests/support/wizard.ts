import type { Page } from 'playwright-core';
import { en } from './i18n';

/**
 * The owner's campaign wizard, driven through its visible labels in the page's language. The tests
 * keep their own assertions between the steps; this only knows how to fill and move on.
 */
type Texts = typeof en;
/** A text field is typed into; an option of a select is chosen by value, label or position. */
type Value = string | { option: string | { label: string } | { index: number } };
type CompanyField =
  | 'companyName'
  | 'companyTagLine'
  | 'companyEmail'
  | 'companyPhone'
  | 'companyAddress'
  | 'categoryId'
  | 'industryId'
  | 'companyDescription';
type FundraisingField =
  | 'currencyCode'
  | 'termsSlug'
  | 'goal'
  | 'minimumRaise'
  | 'maximumRaise'
  | 'minimumInvestment'
  | 'maximumInvestment'
  | 'closingDate'
  | 'campaignStageId'
  | 'investingRoundId'
  | 'availableShares'
  | 'equityAvailable'
  | 'preMoneyValuation'
  | 'pricePerShare';

/** Company details no test reads back: each test adds the name and the category and industry it picks. */
export const EXAMPLE_COMPANY = {
  companyTagLine: 'Gardens on every roof in the city',
  companyEmail: 'hello@roofgardens.example',
  companyPhone: '+1 555 010 3030',
  companyAddress: '4 Skyline Avenue, Chicago, IL 60601',
  companyDescription: 'We build and run vegetable gardens on flat city roofs.',
} satisfies Partial<Record<CompanyField, Value>>;

/** Equity terms within the demo bounds: a $100,000 goal, 1,000 shares at $100 for 10%. */
export const EXAMPLE_EQUITY_TERMS = {
  currencyCode: { option: 'USD' },
  termsSlug: { option: 'terms-conditions' },
  goal: '100000',
  minimumRaise: '20000',
  maximumRaise: '100000',
  minimumInvestment: '500',
  maximumInvestment: '10000',
  availableShares: '1000',
  equityAvailable: '10',
  preMoneyValuation: '900000',
  pricePerShare: '100',
} satisfies Partial<Record<FundraisingField, Value>>;

export function campaignWizard(page: Page, t: Texts = en) {
  const w = t.wizard;
  const section = (key: string) => page.locator(`[data-section="${key}"]`);

  /** Fills labelled fields in the order given. */
  async function fill<K extends string>(labels: Record<K, string>, values: Partial<Record<K, Value>>) {
    for (const [key, value] of Object.entries(values) as [K, Value][]) {
      const field = page.getByLabel(labels[key], { exact: true });
      if (typeof value === 'string') await field.fill(value);
      else await field.selectOption(value.option);
    }
  }

  return {
    section,
    /** The checklist's verdict on a section: 'true' or 'false'. */
    ready: (key: string) => section(key).getAttribute('data-ready'),

    /** Chooses the investing type and starts: the page moves to the company step; returns the campaign id. */
    async start(type: 'equity' | 'debt'): Promise<number> {
      await page.getByLabel(w.types[type].title).check();
      await Promise.all([
        page.waitForURL((u) => u.pathname.startsWith('/create-campaign/company-info/')),
        page.getByRole('button', { name: w.chooseType.start }).click(),
      ]);
      return Number(new URL(page.url()).pathname.split('/').pop());
    },

    /** Clicks "save and continue" and waits for the next step's page to be shown. */
    async saveAndContinue(next: string) {
      await Promise.all([
        page.waitForURL((u) => u.pathname.startsWith(`/create-campaign/${next}/`)),
        page.getByRole('button', { name: w.saveContinue }).click(),
      ]);
      await page.locator(`nav a[aria-current="step"][href^="/create-campaign/${next}/"]`).waitFor();
    },

    /** Uploads a PNG through one of the step's upload forms. */
    async upload(formId: string, name: string, bytes: Buffer, button: string) {
      const form = page.locator(`form#${formId}`);
      await form.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
      await Promise.all([page.waitForLoadState('networkidle'), form.getByRole('button', { name: button }).click()]);
    },

    /** The company step's fields, by their key in the texts. */
    company: (values: Partial<Record<CompanyField, Value>>) => fill<CompanyField>(w.company.fields, values),
    /** The fundraising step's fields, by their key in the texts. */
    fundraising: (values: Partial<Record<FundraisingField, Value>>) => fill<FundraisingField>(w.fundraising.fields, values),

    /** The story step's name, image-type choice and story. */
    async story(campaignName: string, story: string) {
      await page.getByLabel(w.story.fields.campaignName).fill(campaignName);
      await page.getByLabel(w.story.uploadTypes.image, { exact: true }).check();
      await page.getByLabel(w.story.fields.campaignStory).fill(story);
    },

    /** Answers every required platform question; returns how many there were. */
    async answerRequired(answer: (i: number) => string): Promise<number> {
      const required = page.getByLabel(new RegExp(`\\(${t.campaigns.faqs.requiredQuestion}\\)$`));
      const count = await required.count();
      for (let i = 0; i < count; i++) await required.nth(i).fill(answer(i));
      return count;
    },

    /** The payout account: bank, routing number, a checking account, its number twice, the terms; then save. */
    async funding(bankName: string, accountNumber: string, confirmAccountNumber = accountNumber) {
      const b = w.funding.fields;
      await page.getByLabel(b.bankName, { exact: true }).fill(bankName);
      await page.getByLabel(b.routingNumber, { exact: true }).fill('021000021');
      await page.getByLabel(w.funding.accountTypes.checking).check();
      await page.getByLabel(b.accountNumber, { exact: true }).fill(accountNumber);
      await page.getByLabel(b.confirmAccountNumber, { exact: true }).fill(confirmAccountNumber);
      await page.getByLabel(b.tos, { exact: true }).check();
      await page.getByRole('button', { name: w.funding.save }).click();
    },

    /** Submits for review and waits for the thank-you page. */
    async submit(id: number) {
      await Promise.all([
        page.waitForURL((u) => u.pathname === `/create-campaign/thank-you/${id}`),
        // The last step and the checklist both offer it.
        page.getByRole('button', { name: w.submit.button }).first().click(),
      ]);
    },
  };
}
