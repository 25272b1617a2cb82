import { createHash } from 'node:crypto';
import { databaseUrl } from '@cf/db/testing';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { en } from '../support/i18n';
import { api, type Platform, staffCookie, usePlatform } from '../support/platform';
import { lastEmail as lastEmailSent } from '../support/mail';
import { consoleList } from '../support/staff';
import { hydrated, submitLogin as logIn } from '../support/site';

const text = en.account;
const PASSWORD = 'Blue-Harbour-42';
const NEW_PASSWORD = 'Green!Valley-77';

let counter = 0;
const newEmail = (name: string) => `${name}-${Date.now().toString(36)}-${counter++}@example.test`;

/**
 * The newest e-mail of a template to an address, as its recipient gets it. Staff see its link's
 * token masked in the console's outbox, so the test reads the sealed row and opens it (test-only).
 */
async function lastEmail(platform: Platform, to: string, template: string): Promise<{ subject: string; text: string }> {
  const email = await lastEmailSent(platform, to, template);
  const [shown] = await consoleList(platform, 'outbox', { to, template });
  expect(String(shown?.text)).toContain('••••');
  return email;
}

/** The first link of the e-mail that leads to `path` on the platform. */
function linkIn(body: string, path: string): string {
  const match = body.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in:\n${body}`);
  return match[0];
}

/** An active account made through the API, as a visitor's sign-up and click would make it. */
async function activeAccount(platform: Platform, firstName: string): Promise<string> {
  const email = newEmail(firstName.toLowerCase());
  const res = await api(platform, 'POST', '/api/v1/users/signup', {
    body: {
      firstName,
      lastName: 'Tester',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNumber: '+33612345678',
      userType: 'investor',
      acceptTerms: true,
    },
  });
  expect(res.status, res.text).toBe(201);
  const link = linkIn((await lastEmail(platform, email, 'activation')).text, '/activate-account/');
  const [, , userId, token] = new URL(link).pathname.split('/');
  expect((await api(platform, 'POST', '/api/v1/users/activeAccount', { body: { userId, token } })).status).toBe(200);
  return email;
}

/** The first step of a two-factor login: e-mail and password, which lead to the code screen. */
async function passwordStep(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel(en.site.login.email).fill(email);
  await page.getByLabel(en.site.login.password, { exact: true }).fill(PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/login-user-verification'),
    page.getByRole('button', { name: en.site.login.submit }).click(),
  ]);
}

async function logOut(page: Page) {
  await page.locator('summary', { hasText: en.site.header.account }).click();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/'),
    page.getByRole('button', { name: en.site.header.dropdown.logout }).click(),
  ]);
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('accounts: sign-up, activation, two-factor, passwords and social login in the browser', () => {
  // A stand-in OpenID Connect provider for Google and LinkedIn, started before the platform.
  const provider = new OAuth2Server();
  let claims: Record<string, unknown> = {};
  // Filled before the platform starts (hooks run in order): the platform reads it then.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    env.OAUTH_GOOGLE_ISSUER = provider.issuer.url;
    env.OAUTH_LINKEDIN_ISSUER = provider.issuer.url;
    provider.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims));
  });
  afterAll(() => provider.stop());
  const platform = usePlatform({ env });
  const browser = useBrowser();

  beforeAll(async () => {
    // Staff switch the providers on in the console (client id and secret).
    const cookie = await staffCookie(platform);
    for (const row of await consoleList(platform, 'social-signup-settings')) {
      if (row.provider === 'facebook') continue;
      const res = await api(platform, 'PUT', `/api/v1/console/social-signup-settings/${String(row.id)}`, {
        cookie,
        body: { provider: row.provider, enabled: true, clientId: `${String(row.provider)}-client`, clientSecret: 'secret' },
      });
      expect(res.status, res.text).toBe(200);
    }
  });

  it('signs up, follows the e-mailed link, turns two-factor on and signs in with a code', async () => {
    const page = await browser.page();
    const email = newEmail('ada');
    await page.goto(`${platform.url}/signup`);
    await page.getByLabel(text.signup.firstName).fill('Ada');
    await page.getByLabel(text.signup.lastName).fill('Lovelace');
    await page.getByLabel(text.signup.email).fill(email);
    await page.getByLabel(text.signup.password, { exact: true }).fill(PASSWORD);
    // The rule is on screen and tied to the field.
    const rule = text.password.rule.replace('{{min}}', '8');
    await expect.poll(() => page.getByText(rule).isVisible()).toBe(true);
    await page.getByLabel(text.signup.confirmPassword).fill('Something-else-1');
    await page.getByLabel(text.signup.phoneNumber).click();
    // Checked in the browser with the domain schema, before anything is sent.
    await expect.poll(() => page.getByText(en.validation.passwordsMismatch).isVisible()).toBe(true);
    await page.getByLabel(text.signup.confirmPassword).fill(PASSWORD);
    await page.getByLabel(text.signup.phoneNumber).fill('+33 6 12 34 56 78');
    await page.getByLabel('Investor', { exact: true }).check();
    await page.getByRole('checkbox').check();
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith('/users/activate-account/')),
      page.getByRole('button', { name: text.signup.submit }).click(),
    ]);
    await expect.poll(() => page.getByText(text.activation.sentTo.replace('{{email}}', email)).isVisible()).toBe(true);

    // Not active yet: the login says so and offers the link again.
    await page.goto(`${platform.url}/login`);
    await page.getByLabel(en.site.login.email).fill(email);
    await page.getByLabel(en.site.login.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: en.site.login.submit }).click();
    await expect.poll(() => page.getByRole('link', { name: en.site.login.resendLink }).isVisible()).toBe(true);

    const link = linkIn((await lastEmail(platform, email, 'activation')).text, '/activate-account/');
    await page.goto(link);
    await expect.poll(() => page.getByText(text.activation.success).isVisible()).toBe(true);
    await page.getByRole('link', { name: text.activation.signIn }).first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await logIn(page, email, PASSWORD);
    expect(path(page)).toBe('/dashboard');
    await expect.poll(() => page.getByTestId('welcome-flag').innerText()).toBe(text.session.welcome.replace('{{name}}', 'Ada'));
    // Three hours left: the countdown waits for the last ten minutes.
    expect(await page.getByTestId('session-countdown').count()).toBe(0);

    // Two-factor: password → QR code and key → first code → recovery codes, once.
    await page.goto(`${platform.url}/settings/two-factor-authentication`);
    await expect.poll(() => page.getByText(text.twoFactor.statusOff).first().isVisible()).toBe(true);
    await page.getByLabel(text.twoFactor.password).fill(PASSWORD);
    await page.getByRole('button', { name: text.twoFactor.start }).click();
    const secretBox = page.getByTestId('two-factor-secret');
    await secretBox.waitFor();
    await expect.poll(() => page.getByRole('img', { name: text.twoFactor.qrAlt }).isVisible()).toBe(true);
    const secret = (await secretBox.getAttribute('data-secret'))!;
    await page.getByLabel(text.twoFactor.code).fill('000000');
    await page.getByRole('button', { name: text.twoFactor.enable }).click();
    await expect.poll(() => page.getByText(en.auth.errors.codeWrong).isVisible()).toBe(true);
    // The same key is still on screen after a wrong code.
    expect(await secretBox.getAttribute('data-secret')).toBe(secret);
    await page.getByLabel(text.twoFactor.code).fill(generateSync({ secret }));
    await page.getByRole('button', { name: text.twoFactor.enable }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts();
    expect(codes).toHaveLength(10);
    await expect.poll(() => page.getByText(text.twoFactor.statusOn).first().isVisible()).toBe(true);

    // Next login: the code screen, with the challenge in the session rather than the URL.
    await logOut(page);
    await passwordStep(page, platform.url, email);
    expect(page.url()).not.toContain('challenge');
    // A recovery code works once.
    await page.getByRole('link', { name: text.twoFactor.useRecovery }).click();
    await page.getByLabel(text.twoFactor.recoveryCode).fill(codes[0]!);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/dashboard'),
      page.getByRole('button', { name: text.twoFactor.verify }).click(),
    ]);
    await logOut(page);

    await passwordStep(page, platform.url, email);
    // The enabling code's time step is used up: the next step's code (within the allowed drift).
    await page.getByLabel(text.twoFactor.code).fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/dashboard'),
      page.getByRole('button', { name: text.twoFactor.verify }).click(),
    ]);

    // Settings: a new set of recovery codes (the old ones stop working), then turning it off.
    await page.goto(`${platform.url}/settings/two-factor-authentication`);
    await expect.poll(() => page.getByText(text.twoFactor.codesLeft_other.replace('{{count}}', '9')).isVisible()).toBe(true);
    const renew = page.locator('section', { hasText: text.twoFactor.newCodesTitle });
    await renew.getByLabel(text.twoFactor.password).fill(PASSWORD);
    await renew.getByLabel(text.twoFactor.currentCode).fill(codes[1]!);
    await renew.getByRole('button', { name: text.twoFactor.newCodes }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const fresh = await page.getByTestId('recovery-codes').locator('li').allInnerTexts();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[2]);
    const off = page.locator('section', { hasText: text.twoFactor.disableTitle });
    await off.getByLabel(text.twoFactor.password).fill(PASSWORD);
    await off.getByLabel(text.twoFactor.currentCode).fill(codes[2]!);
    await off.getByRole('button', { name: text.twoFactor.disable }).click();
    await expect.poll(() => off.getByText(en.auth.errors.codeWrong).isVisible()).toBe(true);
    await off.getByLabel(text.twoFactor.password).fill(PASSWORD);
    await off.getByLabel(text.twoFactor.currentCode).fill(fresh[0]!);
    await off.getByRole('button', { name: text.twoFactor.disable }).click();
    await expect.poll(() => page.getByText(text.twoFactor.statusOff).first().isVisible()).toBe(true);
  });

  it('a second sign-up with the same address shows the first field error above the form', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/signup`);
    await page.getByLabel(text.signup.firstName).fill('Ines');
    await page.getByLabel(text.signup.lastName).fill('Investor');
    await page.getByLabel(text.signup.email).fill('investor@demo.test');
    await page.getByLabel(text.signup.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(text.signup.confirmPassword).fill(PASSWORD);
    await page.getByLabel(text.signup.phoneNumber).fill('+33612345678');
    await page.getByLabel('Campaign owner', { exact: true }).check();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text.signup.submit }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: en.auth.errors.emailTaken }).count()).toBeGreaterThan(0);
    // ...and beside the field, tied to it for screen readers.
    const described = await page.getByLabel(text.signup.email).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described!.split(' ')[0]}"]`).innerText()).toBe(en.auth.errors.emailTaken);
    expect(path(page)).toBe('/signup');
  });

  it('forgot password → e-mailed link → new password → login; changing it signs out everywhere', async () => {
    const email = await activeAccount(platform, 'Grace');
    const page = await browser.page();
    await page.goto(`${platform.url}/login`);
    await page.getByRole('link', { name: en.site.login.forgot }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await hydrated(page);
    await page.getByLabel(text.password.email).fill(email);
    await page.getByRole('button', { name: text.password.forgotSubmit }).click();
    await expect.poll(() => page.getByText(text.password.forgotDone).isVisible()).toBe(true);

    /** Types a new password and its confirmation. */
    const typeNewPassword = async (value: string) => {
      await page.getByLabel(text.password.newPassword, { exact: true }).fill(value);
      await page.getByLabel(text.password.confirmPassword).fill(value);
    };
    /** Submits a password form that signs the user out, and waits for the login page. */
    const submitToLogin = (button: string) =>
      Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.getByRole('button', { name: button }).click()]);

    await page.goto(linkIn((await lastEmail(platform, email, 'password-reset')).text, '/reset-password?token='));
    await hydrated(page);
    await typeNewPassword('weak');
    await page.getByRole('button', { name: text.password.resetSubmit }).click();
    await expect.poll(() => page.getByText(en.validation.tooShort.replace('{{minimum}}', '8')).isVisible()).toBe(true);
    await typeNewPassword(NEW_PASSWORD);
    await submitToLogin(text.password.resetSubmit);
    await expect.poll(() => page.getByText(text.password.resetDone).isVisible()).toBe(true);
    await logIn(page, email, NEW_PASSWORD);
    expect(path(page)).toBe('/dashboard');

    await page.goto(`${platform.url}/settings/change-password`);
    await page.getByLabel(text.password.currentPassword).fill('Not-the-password-1');
    await typeNewPassword(PASSWORD);
    await page.getByRole('button', { name: text.password.changeSubmit }).click();
    await expect.poll(() => page.getByText(en.auth.errors.currentPasswordWrong).isVisible()).toBe(true);
    await page.getByLabel(text.password.currentPassword).fill(NEW_PASSWORD);
    await typeNewPassword(PASSWORD);
    await submitToLogin(text.password.changeSubmit);
    await expect.poll(() => page.getByText(text.password.changed).isVisible()).toBe(true);
    await logIn(page, email, PASSWORD);
    expect(path(page)).toBe('/dashboard');
  });

  it('a site that requires two-factor sets it up at the first login and shows the recovery codes once', async () => {
    const email = await activeAccount(platform, 'Alan');
    // Not a console field: staff turn it on in the database (site_settings.require_two_factor).
    const sql = postgres(databaseUrl(platform.database!), { max: 1 });
    await sql`update site_settings set require_two_factor = true`;
    try {
      const page = await browser.page();
      await page.goto(`${platform.url}/login?redirectTo=${encodeURIComponent('/settings/two-factor-authentication')}`);
      await page.getByLabel(en.site.login.email).fill(email);
      await page.getByLabel(en.site.login.password, { exact: true }).fill(PASSWORD);
      await Promise.all([
        page.waitForURL((u) => u.pathname === '/auth-user-verification'),
        page.getByRole('button', { name: en.site.login.submit }).click(),
      ]);
      expect(page.url()).not.toContain('Token');
      const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
      await expect.poll(() => page.getByRole('img', { name: text.twoFactor.qrAlt }).isVisible()).toBe(true);
      await page.getByLabel(text.twoFactor.code).fill(generateSync({ secret }));
      await page.getByRole('button', { name: text.twoFactor.verify }).click();
      await page.getByTestId('recovery-codes').waitFor();
      expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      await Promise.all([
        page.waitForURL((u) => u.pathname === '/settings/two-factor-authentication'),
        page.getByRole('link', { name: text.twoFactor.saved }).click(),
      ]);
      await expect.poll(() => page.getByText(text.twoFactor.statusOn).first().isVisible()).toBe(true);
      // Shown once: coming back finds nothing to show.
      await page.goto(`${platform.url}/auth-user-verification`);
      expect(path(page)).toBe('/settings/two-factor-authentication');
    } finally {
      await sql`update site_settings set require_two_factor = false`;
      await sql.end();
    }
  });

  it('the mobile app opens the site signed in with a one-time login token, never twice', async () => {
    const login = await api(platform, 'POST', '/api/v1/users/login', { body: { email: 'owner@demo.test', password: 'Demo!2345' } });
    const issued = await api(platform, 'POST', '/api/v1/users/app-auto-login/token', { token: String(login.json!.token) });
    expect(issued.status, issued.text).toBe(200);
    const { loginToken } = (issued.json as { data: { data: { loginToken: string } } }).data.data;
    const page = await browser.page();
    await page.goto(`${platform.url}/login?appLoginToken=${encodeURIComponent(loginToken)}`);
    expect(path(page)).toBe('/dashboard');
    await expect.poll(() => page.getByTestId('welcome-flag').isVisible()).toBe(true);

    const again = await browser.page();
    await again.goto(`${platform.url}/login?appLoginToken=${encodeURIComponent(loginToken)}`);
    expect(path(again)).toBe('/login');
    await expect.poll(() => again.getByText(text.login.appLinkFailed).isVisible()).toBe(true);
  });

  it('every account form works without JavaScript', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/signup`);
    await page.getByRole('button', { name: text.signup.submit }).click();
    // The server runs the same schema and answers with the messages beside the fields.
    await page.waitForLoadState();
    await expect.poll(() => page.getByText(en.validation.required).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(en.auth.validation.acceptTerms).isVisible()).toBe(true);

    await page.goto(`${platform.url}/forgot-password`);
    await page.getByLabel(text.password.email).fill('nobody@example.test');
    await page.getByRole('button', { name: text.password.forgotSubmit }).click();
    await page.waitForLoadState();
    expect(await page.getByText(text.password.forgotDone).isVisible()).toBe(true);

    await page.goto(`${platform.url}/login`);
    await logIn(page, 'investor@demo.test', 'Demo!2345');
    expect(path(page)).toBe('/dashboard');
    // Without scripts the greeting still comes and goes, by CSS.
    expect(await page.locator('noscript .welcome-flag').textContent()).toBe(text.session.welcome.replace('{{name}}', 'Ines'));
  });

  it('a new visitor signs in with Google and lands where they were going; LinkedIn returns to /linkedin', async () => {
    const email = newEmail('lin');
    claims = { sub: `google-${email}`, email, email_verified: true, given_name: 'Linus', family_name: 'Social' };
    const page = await browser.page();
    await page.goto(`${platform.url}/login?redirectTo=${encodeURIComponent('/settings/change-password')}`);
    expect(await page.getByRole('link', { name: text.login.withProvider.replace('{{provider}}', 'Facebook') }).count()).toBe(0);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/settings/change-password'),
      page.getByRole('link', { name: text.login.withProvider.replace('{{provider}}', 'Google') }).click(),
    ]);
    await expect.poll(() => page.getByTestId('welcome-flag').innerText()).toBe(text.session.welcome.replace('{{name}}', 'Linus'));
    await logOut(page);

    // The same address through LinkedIn: the account is linked, not duplicated.
    claims = { sub: `linkedin-${email}`, email, email_verified: true, given_name: 'Linus', family_name: 'Social' };
    await page.goto(`${platform.url}/signup`);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/dashboard'),
      page.getByRole('link', { name: text.login.withProvider.replace('{{provider}}', 'LinkedIn') }).click(),
    ]);
    expect(requests).toContain('/linkedin');
    const sql = postgres(databaseUrl(platform.database!), { max: 1 });
    try {
      expect((await sql`select id from users where email = ${email}`).length).toBe(1);
    } finally {
      await sql.end();
    }
  });

  it('a callback with a forged state shows the failure and the way back', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/social-login/google?code=abc&state=forged`);
    await expect.poll(() => page.getByText(text.social.failed).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(en.auth.errors.socialStateInvalid).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: text.social.backToLogin }).isVisible()).toBe(true);
  });

  it('after many failed sign-ins from this address the login form asks for the captcha and signs in with it; the known browser then needs none', async () => {
    const sql = postgres(databaseUrl(platform.database!), { max: 1 });
    try {
      // (The account first: making it signs staff in to the console from this address.)
      const email = await activeAccount(platform, 'Cora');
      // A stranger at the same address (127.0.0.1 for the browser and this test) sprays wrong passwords.
      for (let i = 0; i < 10; i++)
        await api(platform, 'POST', '/api/v1/users/login', { body: { email: newEmail('spray'), password: 'Wrong-Passw0rd!' } });
      const page = await browser.page();
      await page.goto(`${platform.url}/login`);
      await hydrated(page);
      await page.getByLabel(en.site.login.email).fill(email);
      await page.getByLabel(en.site.login.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: en.site.login.submit }).click();
      await page.getByRole('img', { name: en.site.captcha.image }).waitFor();
      await expect.poll(() => page.getByText(en.auth.errors.addressCaptcha).isVisible()).toBe(true);
      expect(path(page)).toBe('/login');

      // The test knows the answer of the challenge on screen (its hash is all the server keeps).
      const captchaId = await page.locator('input[name="captchaId"]').inputValue();
      const answerHash = createHash('sha256').update(`${captchaId}:abcde`).digest('hex');
      await sql`update captcha_challenges set answer_hash = ${answerHash} where id = ${captchaId}`;
      await page.getByLabel(en.site.login.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(en.site.captcha.label).fill('abcde');
      await Promise.all([
        page.waitForURL((u) => !u.pathname.startsWith('/login')),
        page.getByRole('button', { name: en.site.login.submit }).click(),
      ]);
      const device = (await page.context().cookies()).find((c) => c.name === 'cf_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      // Signed out and back in from the same browser: its device cookie spares it the captcha.
      await logOut(page);
      await page.goto(`${platform.url}/login`);
      await hydrated(page);
      await logIn(page, email, PASSWORD);
      expect(path(page)).toBe('/dashboard');
    } finally {
      // The next journeys sign in from the same address.
      await sql`delete from login_attempts where success = false`;
      await sql.end();
    }
  });
});

describe('the session countdown ends the session on screen', () => {
  const platform = usePlatform({ env: { SESSION_LIFETIME_SECONDS: '70' } });
  const browser = useBrowser();

  it('counts the minutes down, speaks in the last minutes, and signs out at the end with a notice', async () => {
    const page = await browser.page();
    // The page's clock is ours: minutes pass in milliseconds (the server's token lives 70 s).
    await page.clock.install();
    await page.goto(`${platform.url}/dashboard`);
    await logIn(page, 'investor@demo.test', 'Demo!2345');
    expect(path(page)).toBe('/dashboard');
    const countdown = page.getByTestId('session-countdown');
    await expect.poll(() => countdown.innerText()).toBe(text.session.remaining_other.replace('{{count}}', '2'));
    expect(await countdown.getAttribute('aria-live')).toBe('polite');

    // The welcome flag: after the short delay, for eight seconds.
    await page.clock.fastForward(600);
    await expect.poll(() => page.getByTestId('welcome-flag').isVisible()).toBe(true);
    await page.clock.fastForward(8_500);
    await expect.poll(() => page.getByTestId('welcome-flag').count()).toBe(0);

    await page.clock.fastForward(5_000);
    await expect.poll(() => countdown.innerText()).toBe(text.session.remaining_one.replace('{{count}}', '1'));
    await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.clock.fastForward(60_000)]);
    await expect.poll(() => page.getByText(text.session.expired).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard');
    await expect.poll(() => page.getByRole('link', { name: en.site.header.signIn }).first().isVisible()).toBe(true);
  });
});

describe('the server ends an expired session by itself', () => {
  const platform = usePlatform({ env: { SESSION_LIFETIME_SECONDS: '10' } });
  const browser = useBrowser();

  it('a page opened after the end is a signed-out page with the notice (no scripts)', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/login`);
    await logIn(page, 'owner@demo.test', 'Demo!2345');
    expect(path(page)).toBe('/dashboard');
    await page.waitForTimeout(10_500);
    await page.goto(`${platform.url}/dashboard`);
    expect(path(page)).toBe('/login');
    await expect.poll(() => page.getByText(text.session.expired).isVisible()).toBe(true);
  });
});
