import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar as messagesAr, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { openDialog, staffLogIn } from '../support/console';
import { consoleList } from '../support/staff';

const text = en.console;

describe('console: staff edit the site and run the maintenance switch', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it('staff log in, rename a header menu item, and the site shows the new name', async () => {
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);

    const [header] = await consoleList(platform, 'menus', { position: 'header', lang: 'en' });
    await staff.goto(`${platform.url}/admin/#/menus/${String(header!.id)}`);
    const title = staff.locator('input[name="items.0.title"]');
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('How it works');
    await title.fill('How investing works');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/menus$/);

    const visitor = await browser.page();
    await visitor.goto(`${platform.url}/`);
    const nav = visitor.getByRole('navigation', { name: en.site.header.mainNav });
    expect(await nav.getByRole('link', { name: 'How investing works' }).first().isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'How it works' }).count()).toBe(0);

    // The change is in the audit log: who, what, before and after.
    const audit = await consoleList(platform, 'audit-log', { resource: 'menus', action: 'update' });
    expect(audit[0]).toMatchObject({ actorEmail: 'admin@demo.test', recordId: String(header!.id) });
    expect(JSON.stringify(audit[0]!.before)).toContain('How it works');
    expect(JSON.stringify(audit[0]!.after)).toContain('How investing works');
  });

  /** Staff confirm a maintenance switch in site settings → Maintenance (on or off). */
  async function switchMaintenance(staff: Page, on: boolean) {
    const label = on ? text.dashboard.switchOn : text.dashboard.switchOff;
    const dialog = await openDialog(staff, label, on ? text.maintenance.switchOnTitle : text.maintenance.switchOffTitle);
    await dialog.getByRole('button', { name: label }).click();
    await expect
      .poll(() =>
        staff
          .getByText(on ? text.dashboard.switchedOn : text.dashboard.switchedOff)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
  }

  /** Staff sign in and switch maintenance on from the site settings; returns their page. */
  async function maintenanceOn() {
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/site-settings/1/maintenance`);
    await switchMaintenance(staff, true);
    return staff;
  }

  it('staff switch maintenance on in the site settings, visitors get the notice, staff switch it off', async () => {
    browser.allowErrors(/503/);
    const staff = await maintenanceOn();

    const visitor = await browser.page();
    const blocked = await visitor.goto(`${platform.url}/faq`);
    expect(blocked?.status()).toBe(503);
    expect(blocked?.headers()['retry-after']).toBeDefined();
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(en.maintenance.heading);
    expect(await visitor.getByText(en.maintenance.body).isVisible()).toBe(true);

    // The console and its API stay reachable for staff while the site is down.
    await staff.reload();
    await expect.poll(() => staff.getByRole('button', { name: text.dashboard.switchOff }).isVisible(), { timeout: 15_000 }).toBe(true);
    await switchMaintenance(staff, false);

    const open = await visitor.goto(`${platform.url}/faq`);
    expect(open?.status()).toBe(200);
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(en.site.faq.title);
  });

  it('the maintenance notice speaks the visitor language', async () => {
    browser.allowErrors(/503/);
    const staff = await maintenanceOn();
    const visitor = await browser.page();
    await visitor.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    const res = await visitor.goto(`${platform.url}/`);
    expect(res?.status()).toBe(503);
    expect(await visitor.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(messagesAr.maintenance.heading);
    await switchMaintenance(staff, false);
  });
});
