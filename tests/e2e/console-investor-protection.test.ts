import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { DEMO_PASSWORD } from '../support/site';
import { updateSingleton } from '../support/staff';

const fields = en.console.resources['compliance-settings'].fields;
const dir = (page: Page) => page.evaluate(() => document.documentElement.dir);
const INVESTOR = 'investor@demo.test';
type Row = Record<string, unknown>;

/** A moment as the console writes it in English, in the browser's own time zone. */
const consoleInstant = (page: Page, iso: string) =>
  page.evaluate((at) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }), iso);

describe('console: investor protection (issue 16)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  // One staff session for the API calls of the investor-protection tests (logins are rate limited).
  let session = '';
  const cookie = async () => (session ||= await staffCookie(platform));
  const setRegime = async (jurisdiction: string) => {
    const current = await api(platform, 'GET', '/api/v1/console/compliance-settings/1', { cookie: await cookie() });
    const res = await api(platform, 'PUT', '/api/v1/console/compliance-settings/1', {
      cookie: await cookie(),
      body: { ...(current.json as Row), jurisdiction },
    });
    expect(res.status, res.text).toBe(200);
  };
  const currencyOf = async (code: string) => {
    const res = await api(platform, 'GET', '/api/v1/console/currencies?range=[0,99]', { cookie: await cookie() });
    return (res.json as unknown as Row[]).find((c) => c.code === code) as unknown as CurrencyDisplay;
  };

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none', regCfThreshold: 12_400_000 });
    await db.sql`delete from exchange_rates where base_currency = 'EUR' and quote_currency = 'USD' and effective_on = current_date`;
    await db.sql`delete from exchange_rates where effective_on = '2031-06-02'`;
    await api(platform, 'PATCH', '/api/v1/console/session', { cookie: await staffCookie(platform), body: { notificationLanguage: 'en' } });
  });

  it('staff switch to US Reg CF and change the threshold in dollars; it is saved in cents', { timeout: 60_000 }, async () => {
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/compliance-settings/1`);
    const threshold = staff.getByLabel(fields.regCfThreshold);
    // Typed and shown as every money setting is: grouped dollars, stored in cents.
    await expect.poll(() => threshold.inputValue(), { timeout: 15_000 }).toBe('124,000');
    await staff.getByLabel(fields.jurisdiction).click();
    await staff.getByRole('option', { name: en.console.choices.jurisdiction['us-reg-cf'] }).click();
    await threshold.fill('130,000');
    expect(await accessibilityProblems(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Save' }).click();

    const cookie = await staffCookie(platform);
    await expect
      .poll(async () => (await api(platform, 'GET', '/api/v1/console/compliance-settings/1', { cookie })).json, { timeout: 15_000 })
      .toMatchObject({ jurisdiction: 'us-reg-cf', regCfThreshold: 13_000_000 });
    await staff.reload();
    await expect.poll(() => staff.getByLabel(fields.regCfThreshold).inputValue(), { timeout: 15_000 }).toBe('130,000');
    expect(await staff.getByText(en.console.choices.jurisdiction['us-reg-cf']).isVisible()).toBe(true);
  });

  it(
    'staff enter today’s EUR→USD rate as a decimal, then a day’s rates from a file, and see them listed',
    { timeout: 60_000 },
    async () => {
      const rates = en.console.resources['exchange-rates'].fields;
      const staff = await browser.page();
      await staffLogIn(staff, platform.url);
      await staff.goto(`${platform.url}/admin/#/exchange-rates/create`);
      await expect.poll(() => staff.getByLabel(rates.baseCurrency, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('EUR');
      expect(await staff.getByLabel(rates.quoteCurrency, { exact: true }).inputValue()).toBe('USD');
      await staff.getByLabel(rates.rate, { exact: true }).fill('1.08');
      await staff.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => staff.url(), { timeout: 15_000 }).toMatch(/#\/exchange-rates$/);
      const today = new Date().toISOString().slice(0, 10);
      const row = staff.getByRole('row').filter({ hasText: today }).filter({ hasText: 'EUR' });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      expect(await row.textContent()).toMatch(/1\.080*/);
      const [stored] = await db.sql<{ rate: string }[]>`
      select rate from exchange_rates where base_currency = 'EUR' and quote_currency = 'USD' and effective_on = current_date`;
      expect(Number(stored!.rate)).toBe(1.08);

      // A day's rates from a file: one bad line refuses the whole file, naming it; then the good file.
      const day = '2031-06-02';
      const file = (csv: string) => ({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const t = en.console.ratesFile;
      // The refused file's 400 is logged by the browser; the refusal itself is what the test reads.
      browser.allowErrors(/status of 400/);
      let dialog = await openDialog(staff, t.upload, t.uploadTitle);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await dialog.getByTestId('rates-file').setInputFiles(file(`base,quote,rate,date\nGBP,USD,1.2675,${day}\nUSD,AED,-3,${day}\n`));
      const refused = en.compliance.errors.ratesFileRate.replace('{{line}}', '3');
      await expect.poll(() => snackbar(staff, refused).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await db.sql`select 1 from exchange_rates where effective_on = ${day}`).toHaveLength(0);
      await staff.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);

      dialog = await openDialog(staff, t.upload, t.uploadTitle);
      await dialog.getByTestId('rates-file').setInputFiles(file(`base,quote,rate,date\nGBP,USD,1.2675,${day}\nUSD,AED,3.6725,${day}\n`));
      const uploaded = t.uploaded.replace('{{lines}}', '2').replace('{{created}}', '2').replace('{{skipped}}', '0');
      await expect.poll(() => snackbar(staff, uploaded).isVisible(), { timeout: 15_000 }).toBe(true);
      const entered = staff.getByRole('row').filter({ hasText: day });
      await expect.poll(() => entered.count(), { timeout: 15_000 }).toBe(2);
      expect(await entered.filter({ hasText: 'AED' }).textContent()).toMatch(/3\.67250*/);
    },
  );

  it(
    'staff record a material change on a live Reg CF campaign and see the investor under Pending reconfirmations',
    { timeout: 90_000 },
    async () => {
      await setRegime('us-reg-cf');
      // A paid investment of the demo investor in a live campaign.
      const [target] = await db.sql<{ investment_id: string; campaign_id: number; amount: string; currency: string }[]>`
      select i.id as investment_id, c.id as campaign_id, i.amount, i.currency
      from investments i
      join users inv on inv.id = i.investor_id
      join campaigns c on c.id = i.campaign_id
      where inv.email = ${INVESTOR} and i.status = 'success' and c.status = 2 and c.settled_at is null
      order by i.created_at
      limit 1`;
      expect(target, 'a paid demo investment in a live campaign').toBeDefined();
      const text = en.console.campaigns;
      const description = `A director stepped down (${Date.now()}).`;

      const staff = await browser.page();
      await staffLogIn(staff, platform.url);
      await staff.goto(`${platform.url}/admin/#/campaigns/${target!.campaign_id}/show`);
      const dialog = await openDialog(staff, text.materialChange, text.materialChangeTitle, true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await dialog.getByLabel(text.materialChangeDescription).fill(description);

      // The regime switched meanwhile: the API refuses (409) and its message is shown; the dialog stays open.
      browser.allowErrors(/409/);
      await setRegime('none');
      await dialog.getByRole('button', { name: text.materialChange }).click();
      await expect.poll(() => snackbar(staff, en.reconfirmations.errors.notRegCf).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await dialog.isVisible()).toBe(true);

      await setRegime('us-reg-cf');
      await dialog.getByRole('button', { name: text.materialChange }).click();
      await expect.poll(() => snackbar(staff, text.materialChangeDone).isVisible(), { timeout: 15_000 }).toBe(true);
      const [asked] = await db.sql<{ reconfirm_by: Date | null; description: string }[]>`
      select i.reconfirm_by, m.description from investments i join campaign_material_changes m on m.id = i.reconfirm_change_id
      where i.id = ${target!.investment_id}`;
      expect(asked?.description).toBe(description);

      const lists = en.console.resources;
      await staff.getByRole('menuitem', { name: lists.reconfirmations.name_other }).click();
      await expect.poll(() => staff.url()).toMatch(/#\/reconfirmations/);
      const row = staff.locator(`[role="row"][data-id="${target!.investment_id}"]`);
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      const currency = await currencyOf(target!.currency);
      const shown = await row.innerText();
      expect(shown).toContain(INVESTOR);
      expect(shown).toContain(description);
      expect(shown).toContain(formatMoney(Number(target!.amount), currency, 'en'));
      expect(shown).toContain(await consoleInstant(staff, asked!.reconfirm_by!.toISOString()));
      expect(shown).toContain(en.console.choices.reconfirmationStatus.pending);
      expect(await accessibilityProblems(staff)).toEqual([]);
    },
  );

  it('an ECSP investment in its reflection period is listed under Reflection periods until it ends', { timeout: 60_000 }, async () => {
    await setRegime('eu-ecsp');
    // An investment made under ECSP carries its 4-day reflection period: the demo investor's latest paid one,
    // and another investor's, whose row stays when the first period ends.
    const running = (email: string, same: boolean, days: number) => db.sql<
      { id: string; amount: string; currency: string; reflection_ends_at: Date }[]
    >`
      update investments set reflection_ends_at = now() + make_interval(days => ${days})
      where id = (select i.id from investments i join users u on u.id = i.investor_id
                  where (u.email = ${email}) = ${same} and i.status = 'success' order by i.created_at desc limit 1)
      returning id, amount, currency, reflection_ends_at`;
    const [target] = await running(INVESTOR, true, 4);
    const [other] = await running(INVESTOR, false, 5);
    expect(target, 'a paid demo investment').toBeDefined();
    expect(other, 'another paid investment').toBeDefined();

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.getByRole('menuitem', { name: en.console.resources['reflection-periods'].name_other }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/reflection-periods/);
    const rowOf = (id: string) => staff.locator(`[role="row"][data-id="${id}"]`);
    const row = rowOf(target!.id);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const currency = await currencyOf(target!.currency);
    const shown = await row.innerText();
    expect(shown).toContain(INVESTOR);
    expect(shown).toContain(formatMoney(Number(target!.amount), currency, 'en'));
    expect(shown).toContain(await consoleInstant(staff, target!.reflection_ends_at.toISOString()));
    expect(await accessibilityProblems(staff)).toEqual([]);

    // Once its period is over the investment leaves the list; the other one, still running, is shown from the same answer.
    await db.sql`update investments set reflection_ends_at = now() - interval '1 second' where id = ${target!.id}`;
    await staff.reload();
    await expect.poll(() => rowOf(other!.id).count(), { timeout: 15_000 }).toBe(1);
    expect(await row.count()).toBe(0);
  });

  it('in Arabic the settings page reads right to left with translated labels', { timeout: 60_000 }, async () => {
    const saved = await api(platform, 'PATCH', '/api/v1/console/session', {
      cookie: await staffCookie(platform),
      body: { notificationLanguage: 'ar' },
    });
    expect(saved.status, saved.text).toBe(200);
    const staff = await browser.page();
    await staff.goto(`${platform.url}/admin/`);
    await staff.getByLabel(en.console.login.email).fill('admin@demo.test');
    await staff.getByLabel(en.console.login.password, { exact: true }).and(staff.locator('input')).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: en.console.login.submit }).click();
    await expect.poll(() => dir(staff), { timeout: 15_000 }).toBe('rtl');
    await staff.goto(`${platform.url}/admin/#/compliance-settings/1`);
    const arFields = ar.console.resources['compliance-settings'].fields;
    await expect.poll(() => staff.getByLabel(arFields.regCfThreshold).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByLabel(arFields.jurisdiction).isVisible()).toBe(true);
    expect(await dir(staff)).toBe('rtl');
  });
});
