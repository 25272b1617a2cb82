import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from '../support/axe';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { api, type Platform, usePlatform } from '../support/platform';
import { dayFromNow, eventually, logInTo, tokenOf } from '../support/site';
import { lastEmail } from '../support/mail';
import { consoleList } from '../support/staff';
import { campaignWizard, EXAMPLE_COMPANY, EXAMPLE_EQUITY_TERMS } from '../support/wizard';
import { png } from '@cf/api/test/files';

const OWNER = 'owner@demo.test';
const OTHER_OWNER = 'sofia.owner@demo.test';
const w = en.wizard;
const c = en.campaigns;

/** Logins are rate-limited (10 a minute from one address): each user signs in once per file. */
const tokens = new Map<string, string>();
async function cachedToken(platform: Platform, email: string): Promise<string> {
  const token = tokens.get(email) ?? (await tokenOf(platform, email));
  tokens.set(email, token);
  return token;
}

describe('campaign creation wizard and owner dashboard', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  let campaignId = 0;
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

  /** A page signed in as `email` at `path`: the first time through the login form, then with the same session. */
  async function signedIn(email: string, path: string): Promise<Page> {
    const state = sessions.get(email);
    const page = await browser.page(state ? { storageState: state } : {});
    if (state) await page.goto(`${platform.url}${path}`);
    else {
      await logInTo(page, platform, email, path);
      sessions.set(email, await page.context().storageState());
    }
    return page;
  }
  const campaignName = 'Tidewater Kelp Farms';

  /** The owner's last wizard step on a 390×844 phone in Arabic, so right to left. */
  async function phoneArabicLastStep(id: number): Promise<Page> {
    const page = await browser.page({
      storageState: sessions.get(OWNER),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/create-campaign/funding/${id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    return page;
  }

  /**
   * Both Submit for review buttons (the last step's and the checklist's) can be scrolled to, lie
   * inside the phone's width, are not covered, and are enabled only when every section is ready;
   * the reason is shown and is the button's accessible description.
   */
  async function expectPhoneSubmit(page: Page, ready: boolean) {
    const t = ar.wizard.submit;
    const submit = page.getByRole('button', { name: t.button, exact: true });
    expect(await submit.count()).toBe(2);
    for (const button of await submit.all()) {
      await button.scrollIntoViewIfNeeded();
      expect(await button.isVisible()).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const onTop = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop, 'nothing covers the button').toBe(true);
      expect(await button.isDisabled()).toBe(!ready);
      const reason = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
      expect(await reason.isVisible()).toBe(true);
      expect(await reason.textContent()).toBe(ready ? t.readyText : t.notReadyText);
    }
    // Nothing pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  it('an owner creates an equity campaign through the six steps, the checklist turning ready, and submits it for review', async () => {
    const page = await signedIn(OWNER, '/create-campaign/choose-type');
    const wizard = campaignWizard(page);
    campaignId = await wizard.start('equity');
    expect(campaignId).toBeGreaterThan(0);

    // Step 1: company. Not ready until the logo and every required field are there.
    expect(await wizard.ready('company')).toBe('false');
    await expect.poll(() => wizard.section('company').textContent()).toContain(c.checklist.fields.companyLogo);
    // The API checks the image by content: a logo that is not square is refused with its message.
    await wizard.upload('logo-upload', 'wide.png', png(300, 200), w.company.uploadLogo);
    await eventually(() =>
      page
        .getByText(c.validation.logoDimensions.replaceAll('{{minimum}}', '200').replace('{{width}}', '360').replace('{{height}}', '283'))
        .isVisible(),
    ).toBe(true);
    await wizard.upload('logo-upload', 'logo.png', png(240, 240), w.company.uploadLogo);
    await eventually(() => page.getByRole('img', { name: w.company.logoAlt }).count()).toBe(1);
    await wizard.company({
      ...EXAMPLE_COMPANY,
      companyName: 'Tidewater Kelp Farms Ltd',
      categoryId: { option: { label: 'Food and drink' } },
      industryId: { option: { label: 'Manufacturing' } },
    });
    await wizard.saveAndContinue('fundraising-detail');
    await eventually(() => wizard.ready('company')).toBe('true');

    // Step 2: fundraising and equity terms, amounts in major units of the chosen currency.
    expect(await wizard.ready('fundraising')).toBe('false');
    await wizard.fundraising({
      ...EXAMPLE_EQUITY_TERMS,
      goal: '100,000',
      closingDate: dayFromNow(60),
      campaignStageId: { option: { label: 'Prototype' } },
      investingRoundId: { option: { label: 'Seed' } },
    });
    await wizard.saveAndContinue('story');
    await eventually(() => wizard.ready('fundraising')).toBe('true');

    // Step 3: story and the 700×500 campaign image.
    expect(await wizard.ready('story')).toBe('false');
    await wizard.upload('campaign-image-upload', 'campaign.png', png(700, 500), w.story.uploadImage);
    await eventually(() => page.getByRole('img', { name: w.story.imageAlt }).count()).toBe(1);
    await wizard.story(campaignName, 'Kelp grows without feed or fresh water; we turn it into food.');
    await wizard.saveAndContinue('faqs');
    await eventually(() => wizard.ready('story')).toBe('true');

    // Step 4: answers to the required platform questions.
    expect(await wizard.ready('faqs')).toBe('false');
    expect(await wizard.answerRequired((i) => `Answer number ${i + 1}, with detail.`)).toBeGreaterThan(0);
    await wizard.saveAndContinue('extras');
    await eventually(() => wizard.ready('faqs')).toBe('true');

    // Step 5: extras need nothing unless the owner brings their own contract.
    expect(await wizard.ready('extras')).toBe('true');
    await wizard.saveAndContinue('funding');

    // Step 6: the payout account (account number 5–20 digits, confirmed; routing 9 digits; terms).
    expect(await wizard.ready('funding')).toBe('false');
    // The last step shows the way forward already: Submit for review, disabled with the reason.
    const submit = page.getByRole('button', { name: w.submit.button });
    expect(await submit.count()).toBe(2);
    expect(await submit.first().isDisabled()).toBe(true);
    expect(await page.getByText(w.submit.notReadyText).first().isVisible()).toBe(true);
    // The same on a phone in Arabic.
    const phone = await phoneArabicLastStep(campaignId);
    await expectPhoneSubmit(phone, false);
    await wizard.funding('Harbour Savings Bank', '123456789', '123456780');
    await eventually(() => page.getByText(c.validation.accountMismatch).isVisible()).toBe(true);
    await page.getByLabel(w.funding.fields.confirmAccountNumber, { exact: true }).fill('123456789');
    await page.getByRole('button', { name: w.funding.save }).click();
    await eventually(() => wizard.ready('funding')).toBe('true');
    await phone.reload();
    await expectPhoneSubmit(phone, true);

    // Every section ready: submit for review and land on the thank-you page.
    await wizard.submit(campaignId);
    await eventually(() => page.getByText(c.wizard.thankYou).isVisible()).toBe(true);
    const token = await cachedToken(platform, OWNER);
    const stored = await api(platform, 'GET', `/api/v1/campaigns/equities/${campaignId}`, { token });
    const data = (stored.json!.data as { data: { status: number; goal: number; pricePerShare: number } }).data;
    expect(data.status).toBe(1);
    expect(data.goal).toBe(100_000_00);
    expect(data.pricePerShare).toBe(100_00);

    // The dashboard lists it under "pending".
    await page.goto(`${platform.url}/dashboard`);
    await Promise.all([
      page.waitForURL((u) => u.searchParams.get('status') === '1'),
      page.getByRole('link', { name: c.owner.statusNames['1'], exact: true }).click(),
    ]);
    await eventually(() => page.getByRole('link', { name: campaignName }).isVisible()).toBe(true);
  });

  it('the campaign limit is told apart and can be dismissed; a debt campaign asks for debt terms within bounds', async () => {
    const page = await signedIn(OWNER, '/create-campaign/choose-type');
    await page.getByLabel(w.types.debt.title).check();
    await page.getByRole('button', { name: w.chooseType.start }).click();
    const notice = page.getByTestId('campaign-limit');
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(c.owner.limitField.replace('{{limit}}', '5'));
    await page.getByRole('button', { name: w.chooseType.dismiss }).click();
    await eventually(() => notice.count()).toBe(0);

    const other = await signedIn(OTHER_OWNER, '/create-campaign/choose-type');
    const debtId = await campaignWizard(other).start('debt');
    await other.goto(`${platform.url}/create-campaign/fundraising-detail/${debtId}`);
    const r = w.fundraising.fields;
    await other.getByLabel(r.interestRateBps, { exact: true }).waitFor();
    expect(await other.getByLabel(r.pricePerShare, { exact: true }).count()).toBe(0);
    await other.getByLabel(r.interestRateBps, { exact: true }).fill('40');
    await other.getByLabel(r.termLengthMonths, { exact: true }).fill('24');
    await other.getByRole('button', { name: w.saveDraft }).click();
    await eventually(() => other.getByText(c.validation.interestRange.replace('{{min}}', '1%').replace('{{max}}', '25%')).isVisible()).toBe(
      true,
    );
    await other.getByLabel(r.interestRateBps, { exact: true }).fill('8.5');
    await other.getByRole('button', { name: w.saveDraft }).click();
    const token = await cachedToken(platform, OTHER_OWNER);
    await eventually(async () => {
      const res = await api(platform, 'GET', `/api/v1/campaigns/equities/${debtId}`, { token });
      return (res.json!.data as { data: { interestRateBps: number | null } }).data.interestRateBps;
    }).toBe(850);

    // Another owner's dashboard is a 404 page.
    browser.allowErrors(/campaign-dashboard\/\d+: Failed to load resource: .* 404/);
    const response = await other.goto(`${platform.url}/campaign-dashboard/${campaignId}`);
    expect(response?.status()).toBe(404);
    await eventually(() => other.getByRole('heading', { name: en.errors.notFound }).isVisible()).toBe(true);
  });

  it('an update posted from the dashboard notifies a follower', async () => {
    const investor = await cachedToken(platform, 'investor@demo.test');
    const front = await api(platform, 'GET', '/api/v1/campaigns/equities/front/solarnest-home-batteries');
    const liveId = (front.json!.data as { data: { id: number } }).data.id;
    const saved = await api(platform, 'POST', '/api/v1/saved-campaigns', { token: investor, body: { campaignId: liveId } });
    expect(saved.status, saved.text).toBe(200);

    const page = await signedIn(OWNER, `/campaign-dashboard/${liveId}/updates`);
    const form = page.locator('form#update-add');
    await form.getByLabel(w.updates.titleField).fill('First harvest shipped');
    await form.getByLabel(w.updates.description).fill('Our first pallets reached the stores this week.');
    await form.getByRole('button', { name: w.updates.post }).click();
    await eventually(() => page.getByRole('heading', { name: 'First harvest shipped' }).isVisible()).toBe(true);
    await eventually(async () => {
      const res = await api(platform, 'GET', '/api/v1/notifications', { token: investor });
      return ((res.json!.data as { data: { text: string }[] }).data ?? []).map((n) => n.text).join('\n');
    }).toContain('First harvest shipped');

    await page.getByRole('link', { name: w.dashboard.tabs.followers }).click();
    await eventually(() => page.getByTestId('follower').count()).toBeGreaterThan(0);
  });

  it('a team member invited by e-mail from the dashboard accepts the invitation', async () => {
    const token = await cachedToken(platform, OWNER);
    const drafts = await api(platform, 'GET', '/api/v1/campaigns/equities?status=0', { token });
    const draftId = (drafts.json!.data as { data: { id: number }[] }).data[0]!.id;
    const page = await signedIn(OWNER, `/campaign-dashboard/${draftId}/team`);
    const form = page.locator('form#member-add');
    await form.getByLabel(w.team.fullName).fill('Ines Investor');
    await form.getByLabel(w.team.email).fill('investor@demo.test');
    await form.getByLabel(w.team.roleTitle).fill('Advisor');
    await form.getByRole('button', { name: w.team.invite }).click();
    await eventually(() => page.getByTestId('team-member').filter({ hasText: 'Ines Investor' }).count()).toBe(1);

    // Staff see the link masked in the outbox; the invitee's mail carries the working token.
    const { text } = await lastEmail(platform, 'investor@demo.test', 'campaign-team-invite');
    const link = text.match(/https?:\/\/\S+\/team-invite\?token=[^\s"<>]+/)![0];
    const [shown] = await consoleList(platform, 'outbox', { to: 'investor@demo.test', template: 'campaign-team-invite' });
    expect(String(shown?.text)).not.toContain(new URL(link).searchParams.get('token')!);
    const invitee = await signedIn('investor@demo.test', new URL(link).pathname + new URL(link).search);
    await Promise.all([
      invitee.waitForURL((u) => u.pathname === '/dashboard'),
      invitee.getByRole('button', { name: w.teamInvite.accept }).click(),
    ]);
    await page.reload();
    await eventually(() =>
      page.getByTestId('team-member').filter({ hasText: 'Ines Investor' }).getByText(w.team.joined.split(' {{')[0]!).count(),
    ).toBe(1);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the wizard and the dashboard have no serious accessibility violations (${lang})`, async () => {
      const page = await signedIn(OWNER, '/dashboard');
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      const problems: string[] = [];
      for (const path of [`/create-campaign/company-info/${campaignId}`, `/campaign-dashboard/${campaignId}`]) {
        await page.goto(`${platform.url}${path}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        problems.push(...(await accessibilityProblems(page)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
