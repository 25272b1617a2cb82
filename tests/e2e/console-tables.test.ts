import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { accessibilityProblems, openDialog, selectGridRow, snackbar, staffLogIn } from '../support/console';
import { api, staffCookie, usePlatform } from '../support/platform';

const text = en.console;
const VIEWPORT = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT = 180_000;

type Messages = typeof en;
type ResourceTexts = { name_other: string; fields: Record<string, string> };
const resourceTexts = (messages: Messages, resource: string) =>
  (messages.console.resources as unknown as Record<string, ResourceTexts>)[resource]!;

/** A list's grid, named after its resource (not the previous page's grid still on screen). */
const gridOf = (page: Page, resource: string) => page.getByRole('grid', { name: resourceTexts(en, resource).name_other, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const gridRow = (page: Page, cellText: string) => page.getByRole('row').filter({ hasText: cellText });
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The grid's pager fits the 1280 px window, and the page never scrolls sideways. */
async function expectFits(page: Page, resource: string, grid = gridOf(page, resource)) {
  const pager = page.locator('.MuiDataGrid-root').filter({ has: grid }).locator('.MuiTablePagination-root');
  await expect.poll(async () => (await pager.boundingBox())?.width ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const box = (await pager.boundingBox())!;
  expect(box.x, resource).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, resource).toBeLessThanOrEqual(VIEWPORT.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), resource).toBeLessThanOrEqual(VIEWPORT.width);
}

/** Issue 14 §14–15: console tables (bulk moderation, row actions, next in queue, columns, Arabic) and amounts in major units. */
describe('console tables at 1280 px', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let cookie = '';

  const consoleGet = async (path: string) => {
    const res = await api(platform, 'GET', `/api/v1/console/${path}`, { cookie });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as Record<string, unknown>;
  };
  const commentStatuses = async (ids: number[]) => {
    const rows = await db.sql<{ id: number; status: string }[]>`select id, status from campaign_comments where id in ${db.sql(ids)}`;
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };

  const staffPage = async () => {
    const page = await browser.page({ viewport: VIEWPORT });
    await staffLogIn(page, platform.url);
    return page;
  };

  beforeAll(async () => {
    cookie = await staffCookie(platform);
  });

  it(
    'moderators approve, decline and mark as spam several comments at once; the others keep their state',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const [author] = await db.sql<{ id: string }[]>`select id from users where is_admin = false order by created_at limit 1`;
      const [live] = await db.sql<{ id: number }[]>`select id from campaigns where status = 2 order by id limit 1`;
      const tag = `bulk${Date.now().toString(36)}`;
      const labels = ['one', 'two', 'three', 'four', 'five', 'six'];
      // Nothing else waits, so the queue ends with these.
      await db.sql`update campaign_comments set status = 'approved' where status = 'pending'`;
      const inserted: { id: number }[] = [];
      for (const [index, label] of labels.entries()) {
        // \u202E: an override a moderator must see spelled out, not obeyed.
        const body = index === 0 ? `${tag} ${label} invoice\u202Efdp.exe` : `${tag} ${label}`;
        const [row] = await db.sql<{ id: number }[]>`
        insert into campaign_comments (campaign_id, user_id, text, status, created_at)
        values (${live!.id}, ${author!.id}, ${body}, 'pending', ${new Date(Date.UTC(2030, 0, 1 + index)).toISOString()})
        returning id`;
        inserted.push(row!);
      }
      const ids = inserted.map((row) => row.id);
      const [one, two, three, four, five, six] = ids as [number, number, number, number, number, number];

      const staff = await staffPage();
      expect(await accessibilityProblems(staff)).toEqual([]);
      await staff.goto(`${platform.url}/admin/#/comments?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
      const grid = gridOf(staff, 'comments');
      await expect.poll(() => grid.getByRole('row').filter({ hasText: tag }).count(), { timeout: 15_000 }).toBe(6);
      expect(await gridRow(staff, `${tag} one`).innerText()).toContain('invoice⟨U+202E⟩fdp.exe');
      await expectFits(staff, 'comments');

      const select = async (labelsToPick: string[]) => {
        for (const label of labelsToPick) await selectGridRow(gridRow(staff, `${tag} ${label}`));
        const selected = fill(text.grid.selected, { smart_count: labelsToPick.length });
        await expect.poll(() => staff.getByRole('status').filter({ hasText: selected }).isVisible()).toBe(true);
      };
      const bulk = async (button: string, title: string) => {
        const dialog = await openDialog(staff, button, title, true);
        expect(await accessibilityProblems(staff)).toEqual([]);
        await dialog.getByRole('button', { name: button, exact: true }).click();
        await expect.poll(() => snackbar(staff, text.comments.bulkDone).isVisible(), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => dialog.count()).toBe(0);
      };

      await select(['one', 'two']);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await bulk(text.comments.approve, text.comments.bulkApproveTitle);
      expect(await commentStatuses(ids)).toEqual({
        [one]: 'approved',
        [two]: 'approved',
        [three]: 'pending',
        [four]: 'pending',
        [five]: 'pending',
        [six]: 'pending',
      });
      // The list shows the new states (and no row stays selected).
      const approved = en.console.choices.commentStatus.approved;
      await expect.poll(() => gridRow(staff, `${tag} two`).innerText(), { timeout: 15_000 }).toContain(approved);
      expect(
        await staff
          .getByRole('status')
          .filter({ hasText: fill(text.grid.selected, { smart_count: 2 }) })
          .count(),
      ).toBe(0);

      await select(['three']);
      await bulk(text.comments.decline, text.comments.bulkDeclineTitle);
      await select(['four']);
      await bulk(text.comments.spam, text.comments.bulkSpamTitle);
      expect(await commentStatuses(ids)).toEqual({
        [one]: 'approved',
        [two]: 'approved',
        [three]: 'declined',
        [four]: 'spam',
        [five]: 'pending',
        [six]: 'pending',
      });
      // The API says the same as the table.
      const listed = (await consoleGet(
        `comments?filter=${encodeURIComponent(JSON.stringify({ q: tag, status: 'pending' }))}`,
      )) as unknown as { id: number }[];
      expect(listed.map((row) => row.id).sort()).toEqual([five, six].sort());

      // One comment's page: decided, the next pending comment is one click away (newest first, as listed).
      await staff.goto(`${platform.url}/admin/#/comments/${five}/show`);
      const shown = staff.locator('main').getByTestId('visible-text').first();
      await expect.poll(() => shown.innerText(), { timeout: 15_000 }).toBe(`${tag} five`);
      const approve = await openDialog(staff, text.comments.approve, text.comments.approveTitle, true);
      await approve.getByRole('button', { name: text.comments.approve, exact: true }).click();
      const next = staff.getByRole('button', { name: text.review.next });
      await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await next.click();
      await expect.poll(() => staff.url(), { timeout: 15_000 }).toMatch(new RegExp(`#/comments/${six}/show$`));
      await expect.poll(() => shown.innerText(), { timeout: 15_000 }).toBe(`${tag} six`);
      const spam = await openDialog(staff, text.comments.spam, text.comments.spamTitle, true);
      await spam.getByRole('button', { name: text.comments.spam, exact: true }).click();
      await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
      await next.click();
      // None left: the console says so and shows the list.
      await expect.poll(() => snackbar(staff, text.review.queueEmpty).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.url()).toMatch(/#\/comments(\?.*)?$/);
      expect(await commentStatuses([five, six])).toEqual({ [five]: 'approved', [six]: 'spam' });
    },
  );

  it(
    'accreditation rows are approved or declined (with a reason) in the list, and the show page moves to the next request',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const people = await db.sql<{ id: string }[]>`select id from users where is_admin = false order by created_at limit 4`;
      expect(people.length).toBe(4);
      // Only these four wait, oldest first.
      await db.sql`update accreditations set status = 'approved', decided_at = now() where status = 'under-review'`;
      const ids: number[] = [];
      for (const [index, person] of people.entries()) {
        const [row] = await db.sql<{ id: number }[]>`
        insert into accreditations (user_id, status, basis, verification_type, verification_phone, signature, signed_at, created_at)
        values (${person.id}, 'under-review', 'net-worth', 'phone-call', '+15550100', 'Signed', now(), ${`2001-02-0${index + 1}T00:00:00Z`})
        returning id`;
        ids.push(row!.id);
      }
      const [first, second, third, fourth] = ids as [number, number, number, number];
      const status = async (id: number) =>
        (await db.sql<{ status: string; reason: string | null }[]>`select status, reason from accreditations where id = ${id}`)[0]!;

      const staff = await staffPage();
      await staff.goto(`${platform.url}/admin/#/accreditations`);
      const grid = gridOf(staff, 'accreditations');
      await expect.poll(() => grid.getByRole('row').count(), { timeout: 15_000 }).toBe(5); // the header row and four
      await expectFits(staff, 'accreditations');
      const row = (id: number) => grid.locator(`[role="row"][data-id="${id}"]`);
      expect(await header(staff, text.grid.rowActions).isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);

      // Approve in the row: the row leaves the queue, nothing else changes.
      await row(first).getByRole('button', { name: text.review.approve }).click();
      const approve = staff.getByRole('dialog', { name: text.accreditations.approveTitle });
      await expect.poll(() => approve.isVisible()).toBe(true);
      await approve.getByRole('button', { name: text.review.approve }).click();
      await expect.poll(() => snackbar(staff, text.review.approved).isVisible(), { timeout: 15_000 }).toBe(true);
      expect((await status(first)).status).toBe('approved');
      expect((await status(second)).status).toBe('under-review');
      await expect.poll(() => row(first).count(), { timeout: 15_000 }).toBe(0);
      // The row click did not open the request.
      expect(staff.url()).toMatch(/#\/accreditations(\?.*)?$/);

      // Decline in the row asks for the reason that reaches the investor.
      await row(second).getByRole('button', { name: text.review.decline }).click();
      const decline = staff.getByRole('dialog', { name: text.accreditations.declineTitle });
      await expect.poll(() => decline.isVisible()).toBe(true);
      const reason = decline.getByRole('textbox', { name: text.review.reason });
      expect(await reason.isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await decline.getByRole('button', { name: text.review.decline }).click();
      await expect.poll(() => decline.getByText(en.validation.required).isVisible()).toBe(true);
      expect((await status(second)).status).toBe('under-review');
      await reason.fill('Please send a letter from your accountant.');
      await decline.getByRole('button', { name: text.review.decline }).click();
      await expect.poll(() => snackbar(staff, text.review.declined).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await status(second)).toEqual({ status: 'declined', reason: 'Please send a letter from your accountant.' });
      expect((await status(third)).status).toBe('under-review');

      // The show page: after a decision, the next request waiting; after the last, the console says none is left.
      await staff.goto(`${platform.url}/admin/#/accreditations/${third}/show`);
      await expect.poll(() => staff.getByRole('grid').count(), { timeout: 15_000 }).toBe(0);
      const approveThird = await openDialog(staff, text.review.approve, text.accreditations.approveTitle);
      await approveThird.getByRole('button', { name: text.review.approve }).click();
      const next = staff.getByRole('button', { name: text.review.next });
      await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
      expect((await status(third)).status).toBe('approved');
      expect(await accessibilityProblems(staff)).toEqual([]);
      await next.click();
      await expect.poll(() => staff.url(), { timeout: 15_000 }).toMatch(new RegExp(`#/accreditations/${fourth}/show$`));
      const declineFourth = await openDialog(staff, text.review.decline, text.accreditations.declineTitle);
      await declineFourth.getByRole('textbox', { name: text.review.reason }).fill('The call could not confirm your net worth.');
      await declineFourth.getByRole('button', { name: text.review.decline }).click();
      await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
      expect((await status(fourth)).status).toBe('declined');
      await next.click();
      await expect.poll(() => snackbar(staff, text.review.queueEmpty).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.url()).toMatch(/#\/accreditations(\?.*)?$/);
    },
  );

  it(
    'staff choose the columns of the long tables; the choice holds after a reload and the table fits 1280 px',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const staff = await staffPage();
      // For each table: a column shown by default that staff hide, and one hidden by default that they show.
      const choices = [
        { resource: 'users', hide: 'isAdmin', show: null },
        { resource: 'comments', hide: 'campaignId', show: 'postType' },
        { resource: 'accreditations', hide: 'basis', show: 'decidedAt' },
      ] as const;
      for (const { resource, hide, show } of choices) {
        const fields = resourceTexts(en, resource).fields;
        await staff.goto(`${platform.url}/admin/#/${resource}`);
        await expect.poll(() => gridOf(staff, resource).isVisible(), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => header(staff, fields[hide]!).isVisible(), { timeout: 15_000 }).toBe(true);
        if (show) expect(await header(staff, fields[show]!).count(), resource).toBe(0);

        await staff.getByRole('button', { name: text.grid.columns }).click();
        const panel = staff.locator('.MuiDataGrid-panel');
        await expect.poll(() => panel.isVisible()).toBe(true);
        expect(await accessibilityProblems(staff)).toEqual([]);
        await panel.getByRole('checkbox', { name: fields[hide]!, exact: true }).uncheck();
        if (show) await panel.getByRole('checkbox', { name: fields[show]!, exact: true }).check();
        await staff.keyboard.press('Escape');
        await expect.poll(() => panel.count()).toBe(0);
        await expect.poll(() => header(staff, fields[hide]!).count()).toBe(0);
        if (show) await expect.poll(() => header(staff, fields[show]!).isVisible()).toBe(true);

        await staff.reload();
        // The grid is back once a column it always shows has its header (the accreditation queue may be empty by now).
        await expect.poll(() => header(staff, fields.status!).isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await header(staff, fields[hide]!).count(), `${resource} after reload`).toBe(0);
        if (show) expect(await header(staff, fields[show]!).isVisible(), `${resource} after reload`).toBe(true);
        await expectFits(staff, resource);
        expect(await accessibilityProblems(staff)).toEqual([]);
      }
    },
  );

  it('revenue and campaign settings take amounts in the site currency and store minor units', { timeout: JOURNEY_TIMEOUT }, async () => {
    const site = await consoleGet('site-settings/1');
    const currency = await consoleGet(`currencies/${String(site.currencyId)}`);
    expect(currency.decimals).toBe(2);
    const help = fill(text.help.amountIn, { currency: String(currency.code), example: '1,250.50' });
    const staff = await staffPage();
    const save = () => staff.getByRole('button', { name: 'Save' }).click();

    // Revenue settings: flat fees in major units, percentages in basis points as before.
    const revenue = resourceTexts(en, 'revenue-settings').fields;
    await staff.goto(`${platform.url}/admin/#/revenue-settings/1`);
    const topUp = staff.getByLabel(revenue.topUpFlatFee!);
    const withdrawal = staff.getByLabel(revenue.withdrawalFlatFee!);
    await expect.poll(() => topUp.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByText(help).count()).toBe(2);
    expect(await staff.locator('main').innerText()).not.toMatch(/minor units|cents|unités mineures|centimes/i);
    expect(await accessibilityProblems(staff)).toEqual([]);

    // A comma for decimals is refused on the field, and nothing is sent.
    const before = await consoleGet('revenue-settings/1');
    await topUp.fill('1250,50');
    await save();
    const invalid = fill(text.help.amountInvalid, { example: '1,250.50', decimals: 2 });
    await expect.poll(() => staff.getByText(invalid).isVisible()).toBe(true);
    expect((await consoleGet('revenue-settings/1')).topUpFlatFee).toBe(before.topUpFlatFee);

    await topUp.fill('1,250.50');
    await withdrawal.fill('0.99');
    await save();
    await expect.poll(async () => (await consoleGet('revenue-settings/1')).topUpFlatFee, { timeout: 15_000 }).toBe(125_050);
    const revenueStored = await consoleGet('revenue-settings/1');
    expect(revenueStored.withdrawalFlatFee).toBe(99);
    expect(revenueStored.fixedSuccessFeeBps).toBe(before.fixedSuccessFeeBps);
    await staff.reload();
    await expect.poll(() => topUp.inputValue(), { timeout: 15_000 }).toBe('1,250.50');
    expect(await withdrawal.inputValue()).toBe('0.99');

    // Campaign settings: goals, valuations and the smallest investment in major units.
    const campaign = resourceTexts(en, 'campaign-settings').fields;
    await staff.goto(`${platform.url}/admin/#/campaign-settings/1`);
    const minGoal = staff.getByLabel(campaign.minGoal!);
    await expect.poll(() => minGoal.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByText(help).count()).toBe(5);
    expect(await staff.locator('main').innerText()).not.toMatch(/minor units|cents/i);
    expect(await accessibilityProblems(staff)).toEqual([]);
    const typed = { minGoal: '1,250.50', maxGoal: '2,500,000', minValuation: '0', maxValuation: '10,000,000.75', minInvestment: '25.5' };
    for (const [field, value] of Object.entries(typed)) await staff.getByLabel(campaign[field]!, { exact: true }).fill(value);
    await save();
    await expect.poll(async () => (await consoleGet('campaign-settings/1')).minGoal, { timeout: 15_000 }).toBe(125_050);
    const stored = await consoleGet('campaign-settings/1');
    expect({
      minGoal: stored.minGoal,
      maxGoal: stored.maxGoal,
      minValuation: stored.minValuation,
      maxValuation: stored.maxValuation,
      minInvestment: stored.minInvestment,
    }).toEqual({ minGoal: 125_050, maxGoal: 250_000_000, minValuation: 0, maxValuation: 1_000_000_075, minInvestment: 2_550 });
    await staff.reload();
    await expect.poll(() => minGoal.inputValue(), { timeout: 15_000 }).toBe('1,250.50');
    const shown: Record<string, string> = {};
    for (const field of Object.keys(typed)) shown[field] = await staff.getByLabel(campaign[field]!, { exact: true }).inputValue();
    expect(shown).toEqual({ ...typed, minInvestment: '25.50' });
  });

  it(
    'in Arabic the tables run right to left with their headers and row actions, and axe finds nothing serious',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const [person] = await db.sql<{ id: string }[]>`select id from users where is_admin = false order by created_at limit 1`;
      await db.sql`
      insert into accreditations (user_id, status, basis, verification_type, signature, signed_at, created_at)
      values (${person!.id}, 'under-review', 'income', 'letter', 'Signed', now(), '2001-03-01T00:00:00Z')`;
      const staff = await staffPage();
      await staff.getByRole('button', { name: 'English' }).click();
      await staff.getByRole('menuitem', { name: 'العربية' }).click();
      await expect.poll(() => staff.evaluate(() => document.documentElement.dir), { timeout: 15_000 }).toBe('rtl');
      await expect.poll(() => staff.getByRole('heading', { level: 1, name: ar.console.dashboard.title }).isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);

      const t = ar.console;
      const tables = [
        { resource: 'users', headers: ['email', 'status'], rowAction: null },
        { resource: 'comments', headers: ['text', 'status'], rowAction: null },
        { resource: 'accreditations', headers: ['userEmail', 'status'], rowAction: t.review.approve },
      ] as const;
      for (const { resource, headers, rowAction } of tables) {
        await staff.goto(`${platform.url}/admin/#/${resource}`);
        // This list's headers in Arabic: once they are all there, the previous list has left the page.
        const fields = resourceTexts(ar, resource).fields;
        for (const field of headers) {
          await expect
            .poll(() => header(staff, fields[field]!).isVisible(), { timeout: 15_000, message: `${resource} ${field}` })
            .toBe(true);
        }
        // Named in Arabic (every plural form of the list's name is in the catalogue), not by its key.
        const grid = staff.getByRole('grid', { name: resourceTexts(ar, resource).name_other, exact: true });
        await expect.poll(() => grid.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
        expect(await staff.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await staff.getByRole('button', { name: t.grid.columns }).isVisible()).toBe(true);
        if (rowAction) {
          expect(await header(staff, t.grid.rowActions).isVisible()).toBe(true);
          const waiting = grid.getByRole('row').filter({ has: staff.getByRole('button', { name: rowAction }) });
          expect(await waiting.count()).toBeGreaterThan(0);
          expect(await waiting.first().getByRole('button', { name: t.review.decline }).isVisible()).toBe(true);
        }
        if (resource === 'comments') expect(await grid.getByRole('checkbox', { name: t.grid.selectAll }).count()).toBe(1);
        await expectFits(staff, resource, grid);
        expect(await accessibilityProblems(staff), resource).toEqual([]);
      }
    },
  );

  it('a row clicked right after typing a search opens that record and stays there', { timeout: JOURNEY_TIMEOUT }, async () => {
    // The newest account heads the unfiltered list, so its row is there before the search applies.
    const email = 'owner@demo.test';
    await db.sql`update users set created_at = now() + interval '1 day' where email = ${email}`;
    // The Arabic journey above saved Arabic as the staff member's console language: back to English.
    const reset = await api(platform, 'PATCH', '/api/v1/console/session', {
      cookie: await staffCookie(platform),
      body: { notificationLanguage: 'en' },
    });
    expect(reset.status).toBe(200);
    const staff = await browser.page({ viewport: VIEWPORT });
    await staffLogIn(staff, platform.url);
    // The show page's code arrives late, as on a slow line: the search's half-second debounce ends first.
    await staff.route(/UserShow[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await staff.goto(`${platform.url}/admin/#/users`);
    const row = staff.getByRole('row').filter({ has: staff.getByRole('gridcell', { name: email, exact: true }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await staff.getByRole('textbox', { name: /search/i }).fill(email);
    await row.click();
    await expect.poll(() => staff.getByRole('button', { name: text.users.suspend }).isVisible(), { timeout: 15_000 }).toBe(true);
    // Well past the debounce, the page is still the record, not the results.
    await staff.waitForTimeout(1_000);
    expect(staff.url()).toMatch(/#\/users\/[0-9a-f-]+\/show$/);
    expect(await staff.locator('main').getByText(email, { exact: true }).first().isVisible()).toBe(true);
  });
});
