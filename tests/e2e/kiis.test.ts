import { KIIS_SECTIONS } from '@cf/domain/schemas/compliance';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, snackbar, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo } from '../support/site';

const t = en.compliance.kiis;
const OWNER = 'owner@demo.test';

/**
 * The key investment information sheet (issue 16, ECSP): the owner writes the English sheet on the
 * campaign dashboard and it waits for review; staff read it in the console and mark it checked;
 * the owner then sees it checked. In Arabic the editor reads right to left.
 */
describe('key investment information sheet', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let ownerId = '';

  /** A draft campaign of the demo owner, written straight to the database. */
  async function draftCampaign(name: string) {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const [campaign] = await db.sql<{ id: number }[]>`
      insert into campaigns (owner_id, status, slug, investing_type, campaign_type, company_name, campaign_name, currency_code)
      values (${ownerId}, 0, ${slug}, 'equity', 'fixed', ${`${name} Ltd`}, ${name}, 'EUR')
      returning id`;
    return campaign!.id;
  }

  beforeAll(async () => {
    ownerId = await userIdOf(db.sql, OWNER);
  });

  it('the owner writes the English sheet, staff mark it checked, the owner sees it checked', { timeout: 150_000 }, async () => {
    const id = await draftCampaign('Alpine Dairy');
    const owner = await browser.page();
    await logInTo(owner, platform, OWNER, `/campaign-dashboard/${id}/kiis?sheet=en`);
    await hydrated(owner);
    const state = owner.getByTestId('kiis-state-en');
    expect(await state.innerText()).toBe(t.state.none);

    const editor = owner.getByTestId('kiis-editor');
    for (const key of KIIS_SECTIONS) await editor.getByLabel(t.sections[key].label).fill(`${t.sections[key].label}: Alpine Dairy.`);
    await editor.getByRole('button', { name: t.save }).click();
    await eventually(() => state.innerText()).toBe(t.state.waiting);
    const [row] = await db.sql<{ risk_factors: string; checked_at: Date | null }[]>`
      select risk_factors, checked_at from campaign_kiis where campaign_id = ${id} and lang = 'en'`;
    expect(row).toEqual({ risk_factors: `${t.sections.riskFactors.label}: Alpine Dairy.`, checked_at: null });
    // What was saved comes back into the form.
    expect(await editor.getByLabel(t.sections.fees.label).inputValue()).toBe(`${t.sections.fees.label}: Alpine Dairy.`);
    expect(await accessibilityProblems(owner)).toEqual([]);

    // Staff read the sheet on the campaign's page in the console and mark it checked.
    const text = en.console.kiis;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/campaigns/${id}/show`);
    const sheet = staff.getByTestId('kiis-sheet-en');
    await eventually(() => sheet.getByText(`${t.sections.investorRights.label}: Alpine Dairy.`).isVisible()).toBe(true);
    expect(await sheet.getByRole('heading', { name: text.sections.riskFactors }).isVisible()).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);
    await sheet.getByRole('button', { name: text.check }).click();
    await eventually(() => snackbar(staff, text.checkDone).isVisible()).toBe(true);
    await eventually(() => sheet.getByRole('button', { name: text.check }).count()).toBe(0);
    const [checked] = await db.sql<{ checked_at: Date | null }[]>`
      select checked_at from campaign_kiis where campaign_id = ${id} and lang = 'en'`;
    expect(checked!.checked_at).not.toBeNull();
    const audit = await db.sql`select 1 from audit_log where resource = 'campaign-kiis' and record_id = ${`${id}/en`}`;
    expect(audit).toHaveLength(1);

    await owner.reload();
    await hydrated(owner);
    await eventually(() => owner.getByTestId('kiis-state-en').innerText()).toBe(t.state.checked);

    // The wizard's page for the sheet shows the same sheets.
    await owner.goto(`${platform.url}/create-campaign/kiis/${id}?sheet=en`);
    await hydrated(owner);
    expect(await owner.getByRole('heading', { level: 1, name: t.title }).isVisible()).toBe(true);
    expect(await owner.getByTestId('kiis-state-en').innerText()).toBe(t.state.checked);
    expect(await accessibilityProblems(owner)).toEqual([]);
  });

  it('the editor reads right to left in Arabic', { timeout: 90_000 }, async () => {
    const id = await draftCampaign('Cedar Press');
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, OWNER, `/campaign-dashboard/${id}/kiis?sheet=ar`, ar);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(new URL(page.url()).pathname).toBe(`/campaign-dashboard/${id}/kiis`);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toContain(ar.compliance.kiis.title);
    const field = page.getByLabel(ar.compliance.kiis.sections.riskFactors.label);
    expect(await field.getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('kiis-state-ar').innerText()).toBe(ar.compliance.kiis.state.none);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
