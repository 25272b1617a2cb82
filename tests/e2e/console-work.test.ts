import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { accessibilityProblems, openDialog, selectGridRow, snackbar, staffLogIn } from '../support/console';
import { api, staffCookie, usePlatform } from '../support/platform';

const text = en.console;
const VIEWPORT = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT = 150_000;
/** Lists a staff member opens every day, some with many columns. */
const LISTS = ['comments', 'kyc', 'accreditations', 'users', 'campaigns', 'investments', 'transactions', 'withdrawals', 'audit-log'];

const gridRow = (page: Page, cellText: string) => page.getByRole('row').filter({ hasText: cellText });

/** Issue 14 §13–15: the console leads with the work, its tables fit, moderators see hidden characters. */
describe('console: the work first, at 1280 px', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let cookie = '';

  const consoleGet = async (path: string) => {
    cookie ||= await staffCookie(platform);
    const res = await api(platform, 'GET', `/api/v1/console/${path}`, { cookie });
    expect(res.status).toBe(200);
    return res.json as unknown as Record<string, unknown>;
  };

  beforeAll(async () => {
    cookie = await staffCookie(platform);
  });

  it(
    'the dashboard shows the queues first, the menu puts the work above settings, and maintenance is a confirmed site setting',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const staff = await browser.page({ viewport: VIEWPORT });
      await staffLogIn(staff, platform.url);

      // The first section of the dashboard is the queues, with the counts staff act on.
      const sections = staff.locator('main section[aria-labelledby^="dashboard-"]');
      await expect.poll(() => sections.count(), { timeout: 15_000 }).toBe(2);
      expect(await staff.locator('main h2').first().innerText()).toBe(text.dashboard.queues);
      const queues = staff.getByTestId('dashboard-queues');
      for (const link of [
        text.dashboard.openReviewQueue,
        text.dashboard.openComments,
        text.dashboard.openKyc,
        text.dashboard.openAccreditations,
      ]) {
        expect(await queues.getByRole('link', { name: link }).isVisible()).toBe(true);
      }
      const queuesBox = await queues.boundingBox();
      const otherBox = await staff.getByTestId('dashboard-other').boundingBox();
      expect(queuesBox!.y).toBeLessThan(otherBox!.y);
      // The maintenance switch is no longer one click away on the dashboard.
      expect(await staff.getByRole('button', { name: text.dashboard.switchOn }).count()).toBe(0);

      // The menu: the work queues come first, settings last.
      const menu = (await staff.locator('.RaSidebar-fixed, .RaMenu-open, [class*="RaMenu"]').first().innerText()).split('\n');
      const work = menu.indexOf(text.menu.work);
      expect(work).toBeGreaterThanOrEqual(0);
      expect(menu.indexOf(text.menu.settings)).toBeGreaterThan(work);
      expect(menu.indexOf(text.campaigns.reviewQueue)).toBeGreaterThan(work);
      expect(menu.indexOf(text.campaigns.reviewQueue)).toBeLessThan(menu.indexOf(text.menu.settings));
      expect(await accessibilityProblems(staff)).toEqual([]);

      // Site settings → Maintenance: the switch asks first, naming what it does.
      await staff.goto(`${platform.url}/admin/#/site-settings/1/maintenance`);
      await expect.poll(() => staff.getByTestId('maintenance-state').innerText(), { timeout: 15_000 }).toBe(text.dashboard.maintenanceOff);
      const dialog = await openDialog(staff, text.dashboard.switchOn, text.maintenance.switchOnTitle);
      expect(await dialog.getByText(text.maintenance.switchOnText).isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      // Cancel changes nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect((await consoleGet('site-settings/1')).maintainanceMode).toBe(false);

      const confirm = await openDialog(staff, text.dashboard.switchOn, text.maintenance.switchOnTitle);
      await confirm.getByRole('button', { name: text.dashboard.switchOn }).click();
      await expect.poll(() => snackbar(staff, text.dashboard.switchedOn).isVisible(), { timeout: 15_000 }).toBe(true);
      expect((await consoleGet('site-settings/1')).maintainanceMode).toBe(true);
      await expect.poll(() => staff.getByTestId('maintenance-state').innerText()).toBe(text.dashboard.maintenanceOn);
      await expect.poll(() => confirm.count()).toBe(0);

      const off = await openDialog(staff, text.dashboard.switchOff, text.maintenance.switchOffTitle);
      expect(await off.getByText(text.maintenance.switchOffText).isVisible()).toBe(true);
      await off.getByRole('button', { name: text.dashboard.switchOff }).click();
      await expect.poll(() => snackbar(staff, text.dashboard.switchedOff).isVisible(), { timeout: 15_000 }).toBe(true);
      expect((await consoleGet('site-settings/1')).maintainanceMode).toBe(false);

      // Every list's pager is inside the 1280 px window, and a Columns button lets staff choose columns.
      for (const resource of LISTS) {
        await staff.goto(`${platform.url}/admin/#/${resource}`);
        // This list's grid (named after the resource), not the previous page's still on screen.
        const names = text.resources as Record<string, { name_other: string }>;
        const grid = staff.getByRole('grid', { name: names[resource]!.name_other, exact: true });
        await expect.poll(() => grid.isVisible(), { timeout: 15_000 }).toBe(true);
        const pager = staff.locator('.MuiDataGrid-root').filter({ has: grid }).locator('.MuiTablePagination-root');
        await expect.poll(async () => (await pager.boundingBox())?.width ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
        const box = (await pager.boundingBox())!;
        expect(box.x, resource).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, resource).toBeLessThanOrEqual(VIEWPORT.width);
        expect(await staff.evaluate(() => document.documentElement.scrollWidth), resource).toBeLessThanOrEqual(VIEWPORT.width);
        expect(await staff.getByRole('button', { name: text.grid.columns }).isVisible(), resource).toBe(true);
      }
    },
  );

  it('moderators see a right-to-left override as a marker, and approve two comments at once', { timeout: JOURNEY_TIMEOUT }, async () => {
    const investorId = await userIdOf(db.sql, 'investor@demo.test');
    const [live] = await db.sql<{ id: number }[]>`select id from campaigns where status = 2 order by id limit 1`;
    const tag = Date.now().toString(36);
    const hidden = `Report ${tag} see invoice\u202Efdp.exe`;
    const plain = `Question ${tag} about the dividend`;
    const rows = await db.sql<{ id: number }[]>`
        insert into campaign_comments (campaign_id, user_id, text, status)
        values (${live!.id}, ${investorId}, ${hidden}, 'pending'), (${live!.id}, ${investorId}, ${plain}, 'pending')
        returning id`;
    const ids = rows.map((row) => row.id);

    const staff = await browser.page({ viewport: VIEWPORT });
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/comments`);
    const hiddenRow = gridRow(staff, `Report ${tag}`);
    const plainRow = gridRow(staff, plain);
    await expect.poll(() => hiddenRow.count(), { timeout: 15_000 }).toBe(1);
    // The override is spelled out, so the text reads in the order it was typed.
    expect(await hiddenRow.innerText()).toContain(`invoice⟨U+202E⟩fdp.exe`);

    await selectGridRow(hiddenRow);
    await selectGridRow(plainRow);
    await expect
      .poll(() =>
        staff
          .getByRole('status')
          .filter({ hasText: text.grid.selected.replace('{{smart_count}}', '2') })
          .isVisible(),
      )
      .toBe(true);
    const dialog = await openDialog(staff, text.comments.approve, text.comments.bulkApproveTitle, true);
    expect(await accessibilityProblems(staff)).toEqual([]);
    await dialog.getByRole('button', { name: text.comments.approve, exact: true }).click();
    await expect.poll(() => snackbar(staff, text.comments.bulkDone).isVisible(), { timeout: 15_000 }).toBe(true);
    const statuses = await db.sql<{ status: string }[]>`select status from campaign_comments where id in ${db.sql(ids)}`;
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'approved']);
    // Each decision is audited as if made one by one.
    for (const id of ids) {
      const audit = (await consoleGet(
        `audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'comments', action: 'approve', recordId: String(id) }))}`,
      )) as unknown as unknown[];
      expect(audit.length, `audit of comment ${id}`).toBe(1);
    }

    // The comment's own page shows the marker too, and a replacement character stays visible.
    await db.sql`update campaign_comments set text = ${`${hidden} a\uFFFDb`} where id = ${ids[0]!}`;
    await staff.goto(`${platform.url}/admin/#/comments/${ids[0]!}/show`);
    const shown = staff.locator('main').getByTestId('visible-text').first();
    await expect.poll(() => shown.innerText(), { timeout: 15_000 }).toContain('⟨U+202E⟩fdp.exe a⟨U+FFFD⟩b');
    expect(await accessibilityProblems(staff)).toEqual([]);
  });

  it('after approving a KYC check the console moves on to the next one in the queue', { timeout: JOURNEY_TIMEOUT }, async () => {
    // Two checks waiting, older than anything seeded: the queue shows them first.
    const people = ['investor@demo.test', 'owner@demo.test'];
    const partyIds: number[] = [];
    for (const [index, email] of people.entries()) {
      const userId = await userIdOf(db.sql, email);
      await db.sql`delete from kyc_parties where user_id = ${userId}`;
      const [party] = await db.sql<{ id: number }[]>`
        insert into kyc_parties (user_id, provider, status, first_name, last_name, city, country, created_at)
        values (${userId}, 'sandbox', 'under-review', ${`Pat\u202Erick`}, 'Queue', 'Lyon', 'FR', ${`2001-01-0${index + 1}T00:00:00Z`})
        returning id`;
      partyIds.push(party!.id);
    }
    const [first, second] = partyIds as [number, number];

    const staff = await browser.page({ viewport: VIEWPORT });
    await staffLogIn(staff, platform.url);
    // The queue's rows carry approve and decline; the name shows its hidden character.
    await staff.goto(`${platform.url}/admin/#/kyc`);
    const row = staff.getByRole('row').filter({ hasText: 'Pat⟨U+202E⟩rick' }).first();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.getByRole('button', { name: text.review.approve }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: text.review.decline }).isVisible()).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);

    await staff.goto(`${platform.url}/admin/#/kyc/${first}/show`);
    // The hash changes at once; the list leaves when the record arrives.
    await expect.poll(() => staff.getByRole('grid').count(), { timeout: 15_000 }).toBe(0);
    const dialog = await openDialog(staff, text.review.approve, text.kyc.approveTitle);
    await dialog.getByRole('button', { name: text.review.approve }).click();
    await expect.poll(() => snackbar(staff, text.review.approved).isVisible(), { timeout: 15_000 }).toBe(true);
    const [decided] = await db.sql<{ status: string }[]>`select status from kyc_parties where id = ${first}`;
    expect(decided!.status).toBe('approved');

    // Decided: the next request waiting is one click away.
    const next = staff.getByRole('button', { name: text.review.next });
    await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
    await next.click();
    await expect.poll(() => staff.url()).toMatch(new RegExp(`#/kyc/${second}/show$`));
    await expect.poll(() => staff.getByRole('button', { name: text.review.approve }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);
  });
});
