import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { staffLogIn } from '../support/console';
import { ar, en, fr } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { consoleList } from '../support/staff';

/** Picks a language from the app bar's switcher, whose button shows the current language's name. */
async function switchTo(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

const dir = (page: Page) => page.evaluate(() => document.documentElement.dir);
const sidebar = (page: Page) => page.locator('.RaSidebar-fixed');

describe('console: staff work in English, French or Arabic', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it('Arabic turns the console right to left, server messages included, and stays after a reload; French turns it back', async () => {
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    expect(await dir(staff)).toBe('ltr');

    await switchTo(staff, 'English', 'العربية');
    await expect.poll(() => dir(staff), { timeout: 15_000 }).toBe('rtl');
    expect(await staff.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => sidebar(staff).getByText(ar.console.menu.settings, { exact: true }).isVisible()).toBe(true);
    expect(await staff.getByRole('heading', { level: 1, name: ar.console.dashboard.title }).isVisible()).toBe(true);
    // MUI mirrors the layout (the rtl emotion cache flips its styles): the sidebar sits on the right.
    expect(await staff.locator('style[data-emotion^="muirtl"]').count()).toBeGreaterThan(0);
    const box = await sidebar(staff).boundingBox();
    expect(box!.x).toBeGreaterThan((staff.viewportSize()!.width - box!.width) / 2);

    // The API answers in the console's language: its refusal to rename English's code, in Arabic.
    browser.allowErrors(/409/);
    const english = (await consoleList(platform, 'languages')).find((row) => row.code === 'en');
    await staff.goto(`${platform.url}/admin/#/languages/${String(english!.id)}`);
    const code = staff.locator('input[name="code"]');
    await expect.poll(() => code.inputValue(), { timeout: 15_000 }).toBe('en');
    await code.fill('xx');
    await staff.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => staff.getByText(ar.errors.fallbackLanguage).first().isVisible(), { timeout: 15_000 }).toBe(true);

    // Remembered in this browser: a reload comes back in Arabic, right to left.
    await staff.reload();
    await expect
      .poll(() => sidebar(staff).getByText(ar.console.menu.settings, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await dir(staff)).toBe('rtl');

    await switchTo(staff, 'العربية', 'Français');
    await expect.poll(() => dir(staff), { timeout: 15_000 }).toBe('ltr');
    await expect.poll(() => sidebar(staff).getByText(fr.console.menu.settings, { exact: true }).isVisible()).toBe(true);
    expect(await staff.getByText(en.console.menu.settings, { exact: true }).count()).toBe(0);
    expect(await staff.evaluate(() => document.documentElement.lang)).toBe('fr');
  });
});
