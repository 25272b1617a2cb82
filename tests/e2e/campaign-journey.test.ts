import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { staffLogIn } from '../support/console';
import { cards, dayFromNow, eventually as eventuallyWithin, logInTo } from '../support/site';
import { updateSingleton } from '../support/staff';
import { campaignWizard, EXAMPLE_COMPANY, EXAMPLE_EQUITY_TERMS } from '../support/wizard';
import { png } from '@cf/api/test/files';

/**
 * The whole life of a campaign across the three surfaces, once per language: an owner creates it
 * through the six wizard steps and submits it, staff approve it in the console, a visitor finds it
 * on /browse-companies (search, filter, sort, load more), an investor saves it and comments, the
 * owner approves the comment from the dashboard and everyone sees it on the campaign page.
 */
const JOURNEY_TIMEOUT = 240_000;
const eventually = <T>(fn: () => Promise<T> | T) => eventuallyWithin(fn, 15_000);

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
    await logInTo(page, platform, email, path, t);
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
    const page = await signedIn(lang, 'owner@demo.test', '/create-campaign/choose-type');
    const wizard = campaignWizard(page, t);
    await expectDirection(page, lang);
    const id = await wizard.start('equity');
    await expectDirection(page, lang);

    expect(await wizard.ready('company')).toBe('false');
    await wizard.upload('logo-upload', 'logo.png', png(240, 240), w.company.uploadLogo);
    await eventually(() => page.getByRole('img', { name: w.company.logoAlt }).count()).toBe(1);
    await wizard.company({
      ...EXAMPLE_COMPANY,
      companyName: `${name} Ltd`,
      categoryId: { option: { index: 1 } },
      industryId: { option: { index: 1 } },
    });
    await wizard.saveAndContinue('fundraising-detail');
    await eventually(() => wizard.ready('company')).toBe('true');

    await wizard.fundraising({
      ...EXAMPLE_EQUITY_TERMS,
      closingDate: dayFromNow(90),
      campaignStageId: { option: { index: 1 } },
      investingRoundId: { option: { index: 1 } },
    });
    await wizard.saveAndContinue('story');
    await eventually(() => wizard.ready('fundraising')).toBe('true');

    await wizard.upload('campaign-image-upload', 'campaign.png', png(700, 500), w.story.uploadImage);
    await eventually(() => page.getByRole('img', { name: w.story.imageAlt }).count()).toBe(1);
    await wizard.story(name, 'Roofs are the largest unused land in any city; we farm them.');
    await wizard.saveAndContinue('faqs');
    await eventually(() => wizard.ready('story')).toBe('true');

    expect(await wizard.answerRequired((i) => `Answer ${i + 1}, in full detail.`)).toBeGreaterThan(0);
    await wizard.saveAndContinue('extras');
    await eventually(() => wizard.ready('faqs')).toBe('true');
    await wizard.saveAndContinue('funding');

    await wizard.funding('Lakeside Savings Bank', '987654321');
    await eventually(() => wizard.ready('funding')).toBe('true');

    await wizard.submit(id);
    await eventually(() => page.getByText(t.campaigns.wizard.thankYou).isVisible()).toBe(true);
    await expectDirection(page, lang);
    await page.close();
    return id;
  }

  /** Staff open the review queue in the console (English) and approve the submission. */
  async function approveInConsole(name: string, id: number) {
    const text = en.console;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
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
