import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { lastEmail } from '../support/mail';
import { api, type Platform, staffCookie, usePlatform } from '../support/platform';
import { DEMO_PASSWORD, eventually, submitLogin, tokenOf } from '../support/site';
import { png } from '@cf/api/test/files';

const account = en.account;
const notifyEn = en.notify;
const followButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${account.publicProfile.follow}\\b`) });
const unfollowButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${account.publicProfile.unfollow}\\b`) });

async function logIn(page: Page, platform: Platform, email: string, path = '/login') {
  if (!new URL(page.url(), platform.url).pathname.startsWith('/login')) await page.goto(`${platform.url}${path}`);
  await submitLogin(page, email);
}

/** Replaces the browser's Notification with a recorder whose permission starts as "default". */
function recordNotifications() {
  type Shown = { title: string; options: NotificationOptions & { image?: string } };
  const record = window as unknown as { __shown: Shown[]; __asked: number };
  record.__shown = [];
  record.__asked = 0;
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission() {
      record.__asked += 1;
      FakeNotification.permission = 'granted';
      return Promise.resolve(FakeNotification.permission);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      record.__shown.push({ title, options });
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
}

const unreadBadge = (page: Page) => page.getByTestId('unread-count');

describe('signed-in account pages', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  // The demo investor is seeded accredited; this journey is the request that gets them there.
  beforeAll(async () => {
    await db.sql`delete from accreditations where user_id = ${await userIdOf(db.sql, 'investor@demo.test')}`;
  });

  it('accreditation by phone call: staff approval reaches the open tab live (bell, text, toast, browser notification)', async () => {
    const page = await browser.page();
    await page.addInitScript(recordNotifications);
    await logIn(page, platform, 'investor@demo.test', '/settings/investment-account');
    expect(new URL(page.url()).pathname).toBe('/settings/investment-account');

    // The investor profile: amounts in major units; the self-check follows the net worth.
    await page.getByLabel(account.investor.fields.netWorth).fill('2,500,000');
    await page.getByLabel(account.investor.fields.yearlyIncome).fill('180000.50');
    await page.getByLabel(account.investor.fields.legalName).fill('Ines Investor');
    await page.getByLabel(account.investor.fields.ssn).fill('123-45-6789');
    await page.getByLabel(account.investor.fields.country).selectOption('US');
    await page.getByRole('button', { name: account.investor.save }).click();
    await eventually(() => page.getByText(account.investor.saved).isVisible()).toBe(true);
    await eventually(() => page.getByText(account.accreditation.selfCheck.accredited['net-worth']).isVisible()).toBe(true);
    // Stored in minor units; the SSN is never shown again, only its last four digits.
    expect(await page.getByLabel(account.investor.fields.netWorth).inputValue()).toBe('2500000');
    expect(await page.getByLabel(account.investor.fields.yearlyIncome).inputValue()).toBe('180000.50');
    expect(await page.getByLabel(account.investor.fields.ssn).inputValue()).toBe('');
    expect(await page.content()).not.toContain('123-45-6789');
    await eventually(() => page.getByText(account.investor.ssnSaved.replace('{{last4}}', '6789')).isVisible()).toBe(true);
    const token = await tokenOf(platform, 'investor@demo.test');
    const stored = await api(platform, 'GET', '/api/v1/investor-profiles', { token });
    expect((stored.json!.data as { data: { netWorth: number; yearlyIncome: number } }).data).toMatchObject({
      netWorth: 250_000_000,
      yearlyIncome: 18_000_050,
    });

    // The request: phone-call verification, typed signature, the accredited-investor box.
    await page.getByLabel(account.accreditation.types['phone-call']).check();
    await page.getByLabel(account.accreditation.phone).fill('+15550100199');
    await page.getByLabel(account.accreditation.signature).fill('Ines Investor');
    await page.getByRole('button', { name: account.accreditation.submit }).click();
    // The box is required (spec §5).
    await eventually(() => page.getByText(en.identity.accreditation.checkboxRequired).isVisible()).toBe(true);
    await page.getByLabel(account.accreditation.acceptTerms).check();
    await page.getByRole('button', { name: account.accreditation.submit }).click();
    await eventually(() => page.getByText(account.accreditation.submitted).isVisible()).toBe(true);
    const status = `${account.accreditation.status}: ${account.settings.status['under-review']}`;
    await eventually(() => page.getByText(status).isVisible()).toBe(true);
    const contractHref = await page.getByRole('link', { name: account.accreditation.signedContract }).getAttribute('href');
    const accreditationId = Number(new URL(contractHref!, platform.url).searchParams.get('id'));
    expect(accreditationId).toBeGreaterThan(0);
    // The signed contract is a PDF streamed through the site (the token stays on the server).
    const contract = await page.request.get(`${platform.url}${contractHref}`);
    expect(contract.status()).toBe(200);
    expect(contract.headers()['content-type']).toContain('application/pdf');
    expect((await contract.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The tab waits on /notifications; the page is not reloaded from here on.
    await page.goto(`${platform.url}/notifications`);
    const before = (await unreadBadge(page).count()) ? Number(await unreadBadge(page).innerText()) : 0;
    // Permission is asked when the tab becomes visible, not on load.
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
    // The page listens once hydrated: the event is sent until it is heard (the page asks once only).
    await eventually(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return page.evaluate(() => (window as unknown as { __asked: number }).__asked);
    }).toBe(1);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // The socket is connected before staff decide.
    await page.locator('html[data-live="connected"]').waitFor({ state: 'attached' });

    const cookie = await staffCookie(platform);
    const approved = await api(platform, 'POST', `/api/v1/console/accreditations/${accreditationId}/approve`, { cookie, body: {} });
    expect(approved.status, approved.text).toBeLessThan(300);

    const text = notifyEn.accreditation.approved;
    await eventually(() => unreadBadge(page).innerText()).toBe(String(before + 1));
    await eventually(() => page.getByRole('main').getByText(text).isVisible()).toBe(true);
    // The in-page toast, and the browser notification: site name, translated text, favicon.
    await eventually(() => page.getByRole('status').getByText(text).isVisible()).toBe(true);
    const shown = await page.evaluate(
      () => (window as unknown as { __shown: { title: string; options: { body?: string; icon?: string } }[] }).__shown,
    );
    expect(shown).toEqual([{ title: 'Fundright', options: expect.objectContaining({ body: text, icon: '/demo/favicon.svg' }) }]);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Mark all read: the bell empties.
    await page.getByRole('button', { name: account.notifications.markAllRead }).click();
    await eventually(() => unreadBadge(page).count()).toBe(0);

    // The investment account now says approved.
    await page.goto(`${platform.url}/settings/investment-account`);
    await eventually(() => page.getByText(`${account.accreditation.status}: ${account.settings.status.approved}`).isVisible()).toBe(true);

    // The decision e-mail is in the inbox, shown as text.
    await page.goto(`${platform.url}/inbox`);
    await page.getByRole('link', { name: notifyEn.email.accreditationApproved.subject }).first().click();
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(notifyEn.email.accreditationApproved.subject);
    expect(await page.locator('main iframe, main table').count()).toBe(0);
  });

  it('a photo with the wrong dimensions is refused with the spec message; a square one is taken', async () => {
    const page = await browser.page();
    await logIn(page, platform, 'owner@demo.test', '/settings/profile');
    expect(new URL(page.url()).pathname).toBe('/settings/profile');

    const photoInput = page.getByLabel(account.profile.photoFile);
    await photoInput.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(300, 200) });
    await page.getByRole('button', { name: account.profile.photoUpload }).click();
    const message = en.identity.profile.photoDimensions.replaceAll('{{minimum}}', '200');
    await eventually(() => page.getByText(message).isVisible()).toBe(true);
    expect(await page.getByLabel(account.profile.photoFile).getAttribute('aria-invalid')).toBe('true');

    // A wrong type is refused in the browser already.
    await page
      .getByLabel(account.profile.photoFile)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: account.profile.photoUpload }).click();
    await eventually(() => page.getByText(en.identity.profile.fileFormat).isVisible()).toBe(true);

    await page.getByLabel(account.profile.photoFile).setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png(240, 240) });
    await page.getByRole('button', { name: account.profile.photoUpload }).click();
    await eventually(() => page.getByText(account.profile.photoSaved).isVisible()).toBe(true);

    // The profile form keeps the rules of §5: a zip code of 6 characters.
    await page.getByLabel(account.profile.zipcode).fill('1234');
    await page.getByRole('button', { name: account.profile.save }).click();
    await eventually(() => page.getByText(en.identity.profile.zipLength.replace('{{length}}', '6')).isVisible()).toBe(true);
    await page.getByLabel(account.profile.zipcode).fill('75001A');
    await page.getByLabel(account.profile.description).fill('Building things.');
    await page.getByRole('button', { name: account.profile.save }).click();
    await eventually(() => page.getByText(account.profile.saved).isVisible()).toBe(true);

    // Own profile page: the new photo and description, with edit links.
    await page.goto(`${platform.url}/profile`);
    await eventually(() => page.getByText('Building things.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: account.profile.edit }).getAttribute('href')).toBe('/settings/profile');
  });

  it('public profile: a visitor is sent to login and back, then follows and unfollows', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/profile/omar-owner`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Omar Owner');
    await followButton(page).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/profile/omar-owner');
    await logIn(page, platform, 'investor@demo.test');
    expect(new URL(page.url()).pathname).toBe('/profile/omar-owner');

    const followers = page.getByRole('region', { name: new RegExp(`^${account.publicProfile.followers}`) });
    await followButton(page).click();
    await eventually(() => unfollowButton(page).isVisible()).toBe(true);
    await eventually(() => followers.getByRole('link', { name: 'Ines Investor' }).isVisible()).toBe(true);
    await unfollowButton(page).click();
    await eventually(() => followButton(page).isVisible()).toBe(true);
    await eventually(() => followers.getByRole('link', { name: 'Ines Investor' }).count()).toBe(0);
  });

  it('a private file opens for its owner and is a 404 page for another signed-in user', async () => {
    const token = await tokenOf(platform, 'investor@demo.test');
    const party = await fetch(`${platform.url}/api/v1/northKYC/get-user-kyc`, { headers: { authorization: `Bearer ${token}` } });
    if (((await party.json()) as { data: { data: { party: unknown } } }).data.data.party === null) {
      const created = await api(platform, 'POST', '/api/v1/northKYC/createParty', {
        token,
        body: {
          firstName: 'Ines',
          lastName: 'Investor',
          dateOfBirth: '1985-04-12',
          domicile: 'us-citizen',
          primaryAddress: '1 Main Street',
          city: 'Springfield',
          postalCode: '12345',
          country: 'US',
        },
      });
      expect(created.status, created.text).toBeLessThan(300);
    }
    const form = new FormData();
    form.append('documentType', 'passport');
    form.append('file', new Blob([new Uint8Array(png(400, 300))], { type: 'image/png' }), 'passport.png');
    const upload = await fetch(`${platform.url}/api/v1/northKYC/uploadPartyDocument`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploaded = (await upload.json()) as { data: { data: { fileId: string } } };
    expect(upload.status, JSON.stringify(uploaded)).toBeLessThan(300);
    const fileId = uploaded.data.data.fileId;

    const owner = await browser.page();
    await logIn(owner, platform, 'investor@demo.test', '/user-kyc');
    await eventually(() => owner.locator(`main a[href="/files/${fileId}"]`).isVisible()).toBe(true);
    // The provider's staff-side fields are not asked of the investor.
    expect(await owner.getByLabel(account.kyc.fields.tags, { exact: true }).count()).toBe(0);
    expect(await owner.getByLabel(account.kyc.fields.notes, { exact: true }).count()).toBe(0);
    expect(await owner.getByLabel(account.kyc.fields.occupation, { exact: true }).count()).toBe(1);
    const mine = await owner.request.get(`${platform.url}/files/${fileId}`);
    expect(mine.status()).toBe(200);
    expect(mine.headers()['content-type']).toBe('image/png');
    expect(mine.headers()['cache-control']).toContain('no-store');
    // Re-encoded on upload (metadata dropped), so compare what the image is, not its bytes.
    const body = await mine.body();
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([400, 300]);

    const stranger = await browser.page();
    browser.allowErrors(/404/);
    await logIn(stranger, platform, 'owner@demo.test');
    const res = await stranger.goto(`${platform.url}/files/${fileId}`);
    expect(res?.status()).toBe(404);
    expect(await stranger.getByRole('heading', { level: 1 }).innerText()).toBe(en.site.notFoundTitle);
  });

  it('settings: e-mail preferences, outside links, invitations, the activity log and a deletion request', async () => {
    const page = await browser.page();
    await logIn(page, platform, 'owner@demo.test', '/settings/email-preferences');

    // Frequency, language and flags; an unticked box is saved as "no".
    await page.getByLabel(account.preferences.frequencies.monthly).check();
    await page.getByLabel(account.preferences.language).selectOption('fr');
    await page.getByLabel(account.preferences.flags.platformNews).check();
    await page.getByLabel(account.preferences.flags.campaignUpdates).uncheck();
    await page.getByRole('button', { name: account.preferences.save }).click();
    await eventually(() => page.getByText(account.preferences.saved).isVisible()).toBe(true);
    await page.reload();
    expect(await page.getByLabel(account.preferences.frequencies.monthly).isChecked()).toBe(true);
    expect(await page.getByLabel(account.preferences.language).inputValue()).toBe('fr');
    expect(await page.getByLabel(account.preferences.flags.platformNews).isChecked()).toBe(true);
    expect(await page.getByLabel(account.preferences.flags.campaignUpdates).isChecked()).toBe(false);

    // Outside links must belong to their network.
    await page.goto(`${platform.url}/settings/outside-links`);
    await page.getByLabel(account.profile.links.facebook).fill('https://twitter.com/omar');
    await page.getByRole('button', { name: account.profile.links.save }).click();
    await eventually(() => page.getByText(en.identity.profile.facebookUrl).isVisible()).toBe(true);
    await page.getByLabel(account.profile.links.facebook).fill('https://www.facebook.com/omar');
    await page.getByRole('button', { name: account.profile.links.save }).click();
    await eventually(() => page.getByText(account.profile.links.saved).isVisible()).toBe(true);
    await page.goto(`${platform.url}/profile/omar-owner`);
    expect(await page.getByRole('main').getByRole('link', { name: account.profile.links.facebook }).getAttribute('href')).toBe(
      'https://www.facebook.com/omar',
    );

    // Invitations: each address is checked; registered ones are skipped with the reason.
    await page.goto(`${platform.url}/invite`);
    await page.getByLabel(account.invite.emails).fill('friend.one@example.com, not-an-email');
    await page.getByRole('button', { name: account.invite.submit }).click();
    const bad = account.invite.addressError.replace('{{address}}', 'not-an-email').replace('{{message}}', en.validation.invalidEmail);
    await eventually(() => page.getByText(bad).isVisible()).toBe(true);
    await page.getByLabel(account.invite.emails).fill('friend.one@example.com, investor@demo.test');
    await page.getByRole('button', { name: account.invite.submit }).click();
    await eventually(() => page.getByText(account.invite.sent_one.replace('{{count}}', '1')).isVisible()).toBe(true);
    expect(await page.getByText(account.invite.skipped_one.replace('{{count}}', '1')).isVisible()).toBe(true);
    expect(await page.getByText(en.identity.invites.skipped.registered).isVisible()).toBe(true);

    // The activity log has the changes, translated.
    await page.goto(`${platform.url}/user-activities`);
    await eventually(() => page.getByText(en.identity.activity.preferencesUpdated).first().isVisible()).toBe(true);
    expect(await page.getByText(en.identity.activity.linksUpdated).first().isVisible()).toBe(true);

    // Deletion: the password is checked; then one pending request, and the page says so.
    await page.goto(`${platform.url}/request-delete-account`);
    expect(await page.getByText(account.deletion.kept).isVisible()).toBe(true);
    await page.getByLabel(account.deletion.password).fill('not-my-password');
    await page.getByRole('button', { name: account.deletion.submit }).click();
    await eventually(() => page.getByText(en.identity.profile.wrongPassword).isVisible()).toBe(true);
    await page.getByLabel(account.deletion.password).fill(DEMO_PASSWORD);
    await page.getByLabel(account.deletion.reason).fill('Moving on.');
    await page.getByRole('button', { name: account.deletion.submit }).click();
    await eventually(() => page.getByText(account.deletion.requested).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: account.deletion.submit }).count()).toBe(0);

    // Changing the e-mail address: the password again, then the link sent to the new address.
    await page.goto(`${platform.url}/settings/profile`);
    await page.getByLabel(account.profile.newEmail).fill('omar.new@demo.test');
    await page.getByLabel(account.profile.currentPassword).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: account.profile.changeEmailSubmit }).click();
    await eventually(() => page.getByText(account.profile.checkNewEmail.replace('{{email}}', 'omar.new@demo.test')).isVisible()).toBe(true);
    // The mail as the new address gets it (staff see its link masked in the outbox).
    const mail = await lastEmail(platform, 'omar.new@demo.test', 'email-change-confirm');
    const link = /\/confirm-email\?token=[^\s)]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(`${platform.url}${link}`);
    await page.getByRole('button', { name: account.profile.confirmEmail.submit }).click();
    await eventually(() => page.getByText(account.profile.confirmEmail.done).isVisible()).toBe(true);
    expect(await page.getByText(account.profile.currentEmail.replace('{{email}}', 'omar.new@demo.test')).isVisible()).toBe(true);
  });

  // Ten pages, each analysed by axe (several seconds apiece on two cores): a journey's time, not one page's.
  it('signed-in pages have no serious or critical accessibility violations, in English and Arabic', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const lang of ['en', 'ar'] as const) {
      const page = await browser.page();
      await logIn(page, platform, 'investor@demo.test');
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      for (const path of ['/settings/profile', '/notifications', '/profile/omar-owner', '/settings/investment-account', '/user-kyc']) {
        await page.goto(`${platform.url}${path}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          problems.push(`${lang} ${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
