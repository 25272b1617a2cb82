import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { updateSingleton } from '../support/staff';
import { png } from '@cf/api/test/files';

/**
 * The whole life of a campaign across the three surfaces, once per language: an owner creates it
 * through the six wizard steps and submits it, staff approve it in the console, a visitor finds it
 * on /browse-companies (search, filter, sort, load more), an investor saves it and comments, the
 * owner approves the comment from the dashboard and everyone sees it on the campaign page.
 */
const PASSWORD = 'Demo!2345';
const JOURNEY_TIMEOUT = 240_000;
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const cards = (page: Page) => page.locator('main article[aria-labelledby^="campaign-card-"]');
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a campaign from the wizard to an approved comment, in English and in Arabic', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  beforeAll(async () => {
    // Two journeys by the same owner, who already has demo campaigns: lift the per-owner limit.
    await updateSingleton(platform, 'campaign-settings', { campaignLimitPerUser: 50 });
  });

  /** A fresh browser page in `lang`, signed in as `email` through the login form, at `path`. */
  async function signedIn(lang: 'en' | 'ar', email: string, path: string): Promise<Page> {
    const t = lang === 'ar' ? ar : en;
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
    await page.goto(`${platform.url}/login?redirectTo=${encodeURIComponent(path)}`);
    await page.getByLabel(t.site.login.email).fill(email);
    await page.getByLabel(t.site.login.password).fill(PASSWORD);
    await Promise.all([
      page.waitForURL((u) => !u.pathname.startsWith('/login')),
      page.getByRole('button', { name: t.site.login.submit }).click(),
    ]);
    return page;
  }

  async function expectDirection(page: Page, lang: 'en' | 'ar') {
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  }

  /** The owner's part: the six steps, each section of the checklist turning ready, then submit. */
  async function createAndSubmit(lang: 'en' | 'ar', name: string): Promise<number> {
    const t = lang === 'ar' ? ar : en;
    const w = t.wizard;
    const section = (page: Page, key: string) => page.locator(`[data-section="${key}"]`);
    const ready = (page: Page, key: string) => section(page, key).getAttribute('data-ready');
    const saveAndContinue = async (page: Page, next: string) => {
      await Promise.all([
        page.waitForURL((u) => u.pathname.startsWith(`/create-campaign/${next}/`)),
        page.getByRole('button', { name: w.saveContinue }).click(),
      ]);
      await page.locator(`nav a[aria-current="step"][href^="/create-campaign/${next}/"]`).waitFor();
    };
    const upload = async (page: Page, formId: string, file: string, bytes: Buffer, button: string) => {
      const form = page.locator(`form#${formId}`);
      await form.locator('input[type=file]').setInputFiles({ name: file, mimeType: 'image/png', buffer: bytes });
      await Promise.all([page.waitForLoadState('networkidle'), form.getByRole('button', { name: button }).click()]);
    };

    const page = await signedIn(lang, 'owner@demo.test', '/create-campaign/choose-type');
    await expectDirection(page, lang);
    await page.getByLabel(w.types.equity.title).check();
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith('/create-campaign/company-info/')),
      page.getByRole('button', { name: w.chooseType.start }).click(),
    ]);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectDirection(page, lang);

    expect(await ready(page, 'company')).toBe('false');
    await upload(page, 'logo-upload', 'logo.png', png(240, 240), w.company.uploadLogo);
    await eventually(() => page.getByRole('img', { name: w.company.logoAlt }).count()).toBe(1);
    const f = w.company.fields;
    await page.getByLabel(f.companyName, { exact: true }).fill(`${name} Ltd`);
    await page.getByLabel(f.companyTagLine, { exact: true }).fill('Gardens on every roof in the city');
    await page.getByLabel(f.companyEmail, { exact: true }).fill('hello@roofgardens.example');
    await page.getByLabel(f.companyPhone, { exact: true }).fill('+1 555 010 3030');
    await page.getByLabel(f.companyAddress, { exact: true }).fill('4 Skyline Avenue, Chicago, IL 60601');
    await page.getByLabel(f.categoryId, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(f.industryId, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(f.companyDescription, { exact: true }).fill('We build and run vegetable gardens on flat city roofs.');
    await saveAndContinue(page, 'fundraising-detail');
    await eventually(() => ready(page, 'company')).toBe('true');

    const r = w.fundraising.fields;
    await page.getByLabel(r.currencyCode, { exact: true }).selectOption('USD');
    await page.getByLabel(r.termsSlug, { exact: true }).selectOption('terms-conditions');
    await page.getByLabel(r.goal, { exact: true }).fill('100000');
    await page.getByLabel(r.minimumRaise, { exact: true }).fill('20000');
    await page.getByLabel(r.maximumRaise, { exact: true }).fill('100000');
    await page.getByLabel(r.minimumInvestment, { exact: true }).fill('500');
    await page.getByLabel(r.maximumInvestment, { exact: true }).fill('10000');
    await page.getByLabel(r.closingDate, { exact: true }).fill(dayFromNow(90));
    await page.getByLabel(r.campaignStageId, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(r.investingRoundId, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(r.availableShares, { exact: true }).fill('1000');
    await page.getByLabel(r.equityAvailable, { exact: true }).fill('10');
    await page.getByLabel(r.preMoneyValuation, { exact: true }).fill('900000');
    await page.getByLabel(r.pricePerShare, { exact: true }).fill('100');
    await saveAndContinue(page, 'story');
    await eventually(() => ready(page, 'fundraising')).toBe('true');

    await upload(page, 'campaign-image-upload', 'campaign.png', png(700, 500), w.story.uploadImage);
    await eventually(() => page.getByRole('img', { name: w.story.imageAlt }).count()).toBe(1);
    await page.getByLabel(w.story.fields.campaignName).fill(name);
    await page.getByLabel(w.story.uploadTypes.image, { exact: true }).check();
    await page.getByLabel(w.story.fields.campaignStory).fill('Roofs are the largest unused land in any city; we farm them.');
    await saveAndContinue(page, 'faqs');
    await eventually(() => ready(page, 'story')).toBe('true');

    const required = page.getByLabel(new RegExp(`\\(${t.campaigns.faqs.requiredQuestion}\\)$`));
    const count = await required.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await required.nth(i).fill(`Answer ${i + 1}, in full detail.`);
    await saveAndContinue(page, 'extras');
    await eventually(() => ready(page, 'faqs')).toBe('true');
    await saveAndContinue(page, 'funding');

    const b = w.funding.fields;
    await page.getByLabel(b.bankName, { exact: true }).fill('Lakeside Savings Bank');
    await page.getByLabel(b.routingNumber, { exact: true }).fill('021000021');
    await page.getByLabel(w.funding.accountTypes.checking).check();
    await page.getByLabel(b.accountNumber, { exact: true }).fill('987654321');
    await page.getByLabel(b.confirmAccountNumber, { exact: true }).fill('987654321');
    await page.getByLabel(b.tos, { exact: true }).check();
    await page.getByRole('button', { name: w.funding.save }).click();
    await eventually(() => ready(page, 'funding')).toBe('true');

    await Promise.all([
      page.waitForURL((u) => u.pathname === `/create-campaign/thank-you/${id}`),
      page.getByRole('button', { name: w.submit.button }).click(),
    ]);
    await eventually(() => page.getByText(t.campaigns.wizard.thankYou).isVisible()).toBe(true);
    await expectDirection(page, lang);
    await page.close();
    return id;
  }

  /** Staff open the review queue in the console (English) and approve the submission. */
  async function approveInConsole(name: string, id: number) {
    const text = en.console;
    const staff = await browser.page();
    await staff.goto(`${platform.url}/admin/`);
    await staff.getByLabel(text.login.email).fill('admin@demo.test');
    await staff.getByLabel(text.login.password, { exact: true }).and(staff.locator('input')).fill(PASSWORD);
    await staff.getByRole('button', { name: text.login.submit }).click();
    await eventually(() => staff.getByRole('heading', { level: 1, name: text.dashboard.title }).isVisible()).toBe(true);
    await staff.goto(`${platform.url}/admin/#/review-queue`);
    const row = staff.getByRole('row').filter({ hasText: name });
    await eventually(() => row.count()).toBe(1);
    await row.click();
    await eventually(() => staff.url()).toMatch(new RegExp(`#/campaigns/${id}/show$`));
    const approve = staff.getByRole('button', { name: text.campaigns.approve, exact: true });
    await eventually(() => approve.isVisible()).toBe(true);
    await approve.click();
    const dialog = staff.getByRole('dialog', { name: text.campaigns.approveTitle });
    await dialog.getByRole('button', { name: text.campaigns.approve, exact: true }).click();
    await eventually(() => staff.locator('.MuiSnackbar-root').getByText(text.campaigns.approveDone).isVisible()).toBe(true);
    await staff.close();
  }

  for (const lang of ['en', 'ar'] as const) {
    it(
      `owner → staff → visitor → investor → owner, in ${lang === 'ar' ? 'Arabic, right to left' : 'English'}`,
      { timeout: JOURNEY_TIMEOUT },
      async () => {
        const t = lang === 'ar' ? ar : en;
        const bt = t.browse;
        const name = `Rooftop Gardens ${lang.toUpperCase()} ${Date.now().toString(36)}`;
        const id = await createAndSubmit(lang, name);
        await approveInConsole(name, id);

        // A visitor finds it: search, investing-type filter and sort, all kept in the address.
        const visitor = await browser.page();
        await visitor.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
        await visitor.goto(`${platform.url}/browse-companies`);
        await expectDirection(visitor, lang);
        await eventually(() => cards(visitor).count()).toBe(9);
        await visitor.getByRole('searchbox', { name: bt.list.searchLabel }).fill(name);
        await visitor.getByLabel(bt.list.typeLabel).selectOption('equity');
        await visitor.getByLabel(bt.list.sortLabel).selectOption('newest');
        await Promise.all([visitor.waitForURL(/investingType=equity/), visitor.getByRole('button', { name: bt.list.apply }).click()]);
        await eventually(() => cards(visitor).count()).toBe(1);
        const card = cards(visitor).first();
        expect(await card.getByText(bt.investingType.equity, { exact: true }).count()).toBe(1);
        // A debt filter does not show it.
        await visitor.getByLabel(bt.list.typeLabel).selectOption('debt');
        await Promise.all([visitor.waitForURL(/investingType=debt/), visitor.getByRole('button', { name: bt.list.apply }).click()]);
        await eventually(() => cards(visitor).count()).toBe(0);
        // Newest first, without a search: the new campaign leads; "load more" adds the next nine in place.
        await visitor.goto(`${platform.url}/browse-companies?sort=newest`);
        await eventually(() =>
          cards(visitor)
            .first()
            .getByRole('heading', { name: `${name} Ltd` })
            .count(),
        ).toBe(1);
        await visitor.locator('a[rel="next"][data-enhanced]').waitFor();
        await visitor.getByRole('link', { name: bt.list.loadMore }).click();
        await eventually(() => cards(visitor).count()).toBeGreaterThan(9);
        await expect.poll(() => new URL(visitor.url()).searchParams.get('page')).toBe('2');

        // The visitor opens it from its card.
        await visitor.goto(`${platform.url}/browse-companies?sort=newest`);
        await Promise.all([
          visitor.waitForURL((u) => u.pathname.startsWith('/campaign-detail-page/')),
          cards(visitor)
            .first()
            .getByRole('heading')
            .getByRole('link', { name: `${name} Ltd` })
            .click(),
        ]);
        await expectDirection(visitor, lang);
        const slug = new URL(visitor.url()).pathname.split('/')[2]!;

        // An investor saves it and comments; the comment waits for the owner.
        const savedCount = async () => {
          const res = await api(platform, 'GET', `/api/v1/campaigns/equities/front/${slug}`);
          return (res.json!.data as { data: { savedCount: number } }).data.savedCount;
        };
        expect(await savedCount()).toBe(0);
        const investor = await signedIn(lang, 'investor@demo.test', `/campaign-detail-page/${slug}`);
        await expectDirection(investor, lang);
        const panel = investor.getByRole('complementary', { name: bt.page.fundingHeading });
        await panel.getByRole('button', { name: new RegExp(`^${bt.card.save}`) }).click();
        await panel.getByRole('button', { name: new RegExp(`^${bt.card.unsave}`) }).waitFor();
        await eventually(savedCount).toBe(1);
        await investor.goto(`${platform.url}/saved-campaign`);
        await eventually(() =>
          cards(investor)
            .filter({ hasText: `${name} Ltd` })
            .count(),
        ).toBe(1);

        const question = `When do the first roofs open? ${lang}-${Date.now()}`;
        await investor.goto(`${platform.url}/campaign-detail-page/${slug}/discussion`);
        await investor.getByLabel(bt.discussion.commentLabel).fill(question);
        await investor.getByRole('button', { name: bt.discussion.postComment }).click();
        await investor.getByText(t.campaigns.discussion.awaitingApproval).waitFor();
        await visitor.goto(`${platform.url}/campaign-detail-page/${slug}/discussion`);
        expect(await visitor.getByText(question).count()).toBe(0);

        // The owner approves it from the campaign dashboard; it is then on the page for everyone.
        const owner = await signedIn(lang, 'owner@demo.test', `/campaign-dashboard/${id}/discussion`);
        await expectDirection(owner, lang);
        const pending = owner.getByTestId('comment').filter({ hasText: question });
        await eventually(() => pending.getAttribute('data-status')).toBe('pending');
        await pending.getByRole('button', { name: t.wizard.discussion.actions.approved }).click();
        await eventually(() => owner.getByTestId('comment').filter({ hasText: question }).getAttribute('data-status')).toBe('approved');
        await visitor.reload();
        await eventually(() => visitor.getByText(question).isVisible()).toBe(true);
        await expectDirection(visitor, lang);
      },
    );
  }
});
