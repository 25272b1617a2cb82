import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar, en, fr } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { consoleList, updateSingleton } from '../support/staff';

describe('site shell: languages, fallback routing, contact and newsletter', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it('a visitor opens home in English, switches to Arabic (right to left) and to French', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/`);
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('lang')).toBe('en');
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en.site.home.title);
    await expect.poll(() => page.getByRole('link', { name: en.site.header.signIn }).first().isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toContain(`© ${new Date().getFullYear()} Fundright`);

    await page.getByLabel(en.site.footer.language).selectOption('ar');
    await Promise.all([page.waitForURL(`${platform.url}/`), page.getByRole('button', { name: en.site.footer.changeLanguage }).click()]);
    await expect.poll(() => html.getAttribute('dir')).toBe('rtl');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(ar.site.home.title);
    // Menus and footer come back in Arabic too (header menu item seeded as "كيف تعمل المنصة").
    await expect.poll(() => page.getByRole('link', { name: 'كيف تعمل المنصة' }).first().isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toContain(ar.site.footer.contactUs);

    await page.getByLabel(ar.site.footer.language).selectOption('fr');
    await Promise.all([page.waitForURL(`${platform.url}/`), page.getByRole('button', { name: ar.site.footer.changeLanguage }).click()]);
    await expect.poll(() => html.getAttribute('lang')).toBe('fr');
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(fr.site.home.title);
    expect(await page.getByRole('link', { name: fr.site.header.signIn }).first().isVisible()).toBe(true);
  });

  it('an unknown path shows the home screen (with a 404 status for robots)', async () => {
    browser.allowErrors(/404/);
    const page = await browser.page();
    const response = await page.goto(`${platform.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en.site.home.title);
    expect(await page.getByText(en.site.notFound).isVisible()).toBe(true);
  });

  it('the contact form shows its field errors, refuses a wrong captcha, then succeeds', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/contact-us`);
    await page.getByRole('button', { name: en.site.contact.submit }).click();
    await expect.poll(() => page.getByText(en.validation.required).count()).toBeGreaterThanOrEqual(3);

    await page.getByLabel(en.site.contact.name).fill('Nadia Visitor');
    await page.getByLabel(en.site.contact.email).fill('nadia@example.test');
    await page.getByLabel(en.site.contact.category).selectOption('investing');
    await page.getByLabel(en.site.contact.subject).fill('Minimum investment');
    await page.getByLabel(en.site.contact.description).fill('x'.repeat(201));
    await page.getByLabel(en.site.captcha.label).fill('wrong');
    await page.getByRole('button', { name: en.site.contact.submit }).click();
    await expect.poll(() => page.getByText('Must be at most 200 characters.').isVisible()).toBe(true);

    await page.getByLabel(en.site.contact.description).fill('What is the smallest amount I can invest?');
    await page.getByRole('button', { name: en.site.contact.submit }).click();
    await expect.poll(() => page.getByText(en.validation.captchaMismatch).first().isVisible()).toBe(true);
    expect(await consoleList(platform, 'contact-inquiries', { q: 'Minimum investment' })).toHaveLength(0);

    // Staff switch the contact captcha off; the form no longer asks for it and goes through.
    await updateSingleton(platform, 'captcha-settings', { contactUs: false });
    await page.reload();
    expect(await page.getByLabel(en.site.captcha.label).count()).toBe(0);
    await page.getByLabel(en.site.contact.name).fill('Nadia Visitor');
    await page.getByLabel(en.site.contact.email).fill('nadia@example.test');
    await page.getByLabel(en.site.contact.category).selectOption('investing');
    await page.getByLabel(en.site.contact.subject).fill('Minimum investment');
    await page.getByLabel(en.site.contact.description).fill('What is the smallest amount I can invest?');
    await page.getByRole('button', { name: en.site.contact.submit }).click();
    await expect.poll(() => page.getByText(en.site.contact.success).isVisible()).toBe(true);
    const inquiries = await consoleList(platform, 'contact-inquiries', { q: 'Minimum investment' });
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ email: 'nadia@example.test', category: 'investing', handled: false });
  });

  it('a bad or repeated newsletter address shows its message', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/`);
    const box = page.getByRole('region', { name: en.site.newsletter.heading }).or(page.locator('form:has(input[name="email"])').first());
    // The box is checked by the server alone (no validation library on the home page): a bad
    // address comes back as the field's message, the page staying where it is.
    await box.getByLabel(en.site.newsletter.email).fill('reader@');
    await box.getByRole('button', { name: en.site.newsletter.submit }).click();
    await expect.poll(() => box.getByText(en.validation.invalidEmail).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    const email = `reader.${Date.now()}@example.test`;
    await box.getByLabel(en.site.newsletter.email).fill(email);
    await box.getByRole('button', { name: en.site.newsletter.submit }).click();
    await expect.poll(() => page.getByText(en.site.newsletter.success).first().isVisible()).toBe(true);

    await page.reload();
    await box.getByLabel(en.site.newsletter.email).fill(email.toUpperCase());
    await box.getByRole('button', { name: en.site.newsletter.submit }).click();
    await expect.poll(() => page.getByText(en.errors.alreadySubscribed).first().isVisible()).toBe(true);
    expect(await consoleList(platform, 'newsletter-subscribers', { q: email })).toHaveLength(1);
  });
});
