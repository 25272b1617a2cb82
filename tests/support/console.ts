import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from './i18n';
import { DEMO_PASSWORD } from './site';

const text = en.console;

/** Signs the demo staff member in through the console's login page and waits for the dashboard. */
export async function staffLogIn(page: Page, url: string) {
  await page.goto(`${url}/admin/`);
  await page.getByLabel(text.login.email).fill('admin@demo.test');
  await page.getByLabel(text.login.password, { exact: true }).and(page.locator('input')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: text.dashboard.title }).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** The console's notification (react-admin's snackbar) showing a message. */
export const snackbar = (page: Page, message: string) => page.locator('.MuiSnackbar-root').getByText(message);

/** Clicks a staff action's button and waits for its confirmation dialog, which it returns. */
export async function openDialog(page: Page, button: string, title: string, exact = false) {
  await page.getByRole('button', { name: button, exact }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  // Visible is not settled: MUI fades the dialog in, and colours read mid-fade are not the real ones.
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
        return true;
      }),
    )
    .toBe(true);
  return dialog;
}

export { accessibilityProblems } from './axe';

/**
 * Ticks a data grid row's selection box and waits until it reads ticked. The grid's selection is
 * controlled (its state goes up to the list and back down), so the box shows the tick at the next
 * render, which on a loaded machine comes after Playwright's check() has already read it unticked.
 */
export async function selectGridRow(row: Locator) {
  const box = row.getByRole('checkbox');
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}
