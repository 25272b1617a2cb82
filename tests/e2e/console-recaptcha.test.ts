import { type FakeRecaptcha, startFakeRecaptcha } from '@cf/api/test/fake-recaptcha';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { snackbar } from '../support/console';
import { en, fr } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { DEMO_PASSWORD } from '../support/site';
import { updateSingleton } from '../support/staff';

const SITE_KEY = 'console-site-key';
const ROBOT = 'I’m not a robot';

/**
 * Google's api.js as the page sees it: grecaptcha.render draws a checkbox whose tick hands the
 * given token to the page's callback, as Google's box does once its challenge is solved. It keeps
 * the site key and language it was given, for the test to read.
 */
const fakeGoogleScript = (token: string) => `(() => {
  const hl = new URL(document.currentScript.src).searchParams.get('hl') ?? '';
  const boxes = [];
  window.grecaptcha = {
    ready: (done) => done(),
    render: (el, options) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => options.callback(box.checked ? ${JSON.stringify(token)} : ''));
      label.append(box, ${JSON.stringify(` ${ROBOT}`)});
      el.dataset.sitekey = options.sitekey;
      el.dataset.hl = hl;
      el.append(label);
      boxes.push(box);
      return boxes.length - 1;
    },
    reset: (id = 0) => { boxes[id].checked = false; },
    getResponse: (id = 0) => (boxes[id].checked ? ${JSON.stringify(token)} : ''),
  };
})();`;

/** Every request for Google's script gets the fake, handing out this token. */
async function fakeGoogle(page: Page, token: string) {
  const requested: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: fakeGoogleScript(token) });
  });
  return requested;
}

async function fillCredentials(page: Page, text: typeof en.console) {
  await page.getByLabel(text.login.email).fill('admin@demo.test');
  await page.getByLabel(text.login.password, { exact: true }).and(page.locator('input')).fill(DEMO_PASSWORD);
}

describe('console sign-in with Google reCAPTCHA', () => {
  // The platform reads RECAPTCHA_VERIFY_URL at start: the fake siteverify listens first.
  const env: Record<string, string> = {};
  let fake: FakeRecaptcha;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    env.RECAPTCHA_VERIFY_URL = fake.verifyUrl;
  });
  afterAll(async () => fake?.close());
  const platform = usePlatform({ env });
  const browser = useBrowser();
  beforeAll(async () => {
    await updateSingleton(platform, 'captcha-settings', {
      provider: 'recaptcha',
      recaptchaSiteKey: SITE_KEY,
      recaptchaSecretKey: fake.secret,
      adminLogin: true,
    });
  });

  it('the login shows Google’s box (allowed by the page’s policy) and signs in with the token siteverify accepts', async () => {
    const policy = (await fetch(`${platform.url}/admin/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\//);

    const page = await browser.page();
    const token = fake.issue();
    const requested = await fakeGoogle(page, token);
    await page.goto(`${platform.url}/admin/`);
    await fillCredentials(page, en.console);
    const box = page.getByRole('checkbox', { name: ROBOT });
    await box.waitFor();
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0]!).searchParams.get('render')).toBe('explicit');
    expect(await page.getByTestId('recaptcha').getAttribute('data-sitekey')).toBe(SITE_KEY);
    // No image captcha alongside Google's box.
    expect(await page.getByLabel(en.console.login.captcha).count()).toBe(0);

    await box.check();
    await page.getByRole('button', { name: en.console.login.submit }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: en.console.dashboard.title }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(Object.fromEntries(fake.calls.at(-1)!)).toMatchObject({ secret: fake.secret, response: token });
  });

  it('unticked, or with a token siteverify refuses, the sign-in fails with the message in the console’s language', async () => {
    browser.allowErrors(/400/);
    const page = await browser.page({ locale: 'fr-FR' });
    await fakeGoogle(page, 'forged-token');
    await page.goto(`${platform.url}/admin/`);
    await fillCredentials(page, fr.console);
    const box = page.getByRole('checkbox', { name: ROBOT });
    await box.waitFor();
    expect(await page.getByTestId('recaptcha').getAttribute('data-hl')).toBe('fr');
    const submit = page.getByRole('button', { name: fr.console.login.submit });

    await submit.click();
    await expect.poll(() => page.getByText(fr.auth.validation.recaptchaRequired).isVisible()).toBe(true);

    const calls = fake.calls.length;
    await box.check();
    await submit.click();
    await expect.poll(() => snackbar(page, fr.errors.captchaMismatch).isVisible()).toBe(true);
    expect(fake.calls.at(calls)?.get('response')).toBe('forged-token');
    expect(await page.getByRole('heading', { level: 1, name: fr.console.dashboard.title }).count()).toBe(0);
    // Google takes a token once: the box is cleared for the next try.
    await expect.poll(() => box.isChecked()).toBe(false);
  });
});
