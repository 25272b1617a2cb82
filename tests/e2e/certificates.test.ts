import { pdfText } from '@cf/api/test/identity';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

const INVESTOR = 'investor@demo.test';
const OWNER = 'owner@demo.test';
/** A successful equity round of the demo owner in which the demo investor holds shares (58 investors). */
const BLUEPEAK = 'bluepeak-outdoor-gear';
const c = en.certificates;
const staffText = en.console.certificates;

/**
 * Share certificates (issue 10 §2, §7, §8): the demo investor finds theirs and downloads the PDF;
 * staff reissue one in the console (the old number is void, the holding gets the next); the owner
 * downloads the campaign's shareholder register as CSV.
 */
describe('share certificates', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  const liveCertificate = async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    const [row] = await db.sql<{ id: string; number: number; shares: string; campaignId: number; name: string }[]>`
      select s.id, s.number, s.shares, s.campaign_id as "campaignId", u.first_name || ' ' || u.last_name as name
      from share_certificates s join campaigns c on c.id = s.campaign_id join users u on u.id = s.holder_id
      where c.slug = ${BLUEPEAK} and s.holder_id = ${investorId} and s.voided_at is null`;
    return row!;
  };

  it('the investor finds the certificate at /share-certificates and downloads its PDF', { timeout: 120_000 }, async () => {
    const certificate = await liveCertificate();
    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/share-certificates');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: c.title }).isVisible()).toBe(true);
    const rows = page.getByTestId('certificate');
    expect(await rows.count()).toBe(3);
    const row = rows.filter({ hasText: 'Bluepeak' });
    expect(await row.getByRole('rowheader').innerText()).toBe(String(certificate.number));
    const shares = new Intl.NumberFormat('en').format(Number(certificate.shares));
    expect(await row.innerText()).toContain(shares);
    expect(await accessibilityProblems(page)).toEqual([]);

    const link = row.getByRole('link', { name: new RegExp(`^${c.list.download}`) });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/share-certificates/${certificate.id}`);
    const res = await page.request.get(new URL(href!, platform.url).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await res.body());
    expect(text).toContain(certificate.name);
    expect(text).toContain(`Certificate no. ${certificate.number}`);
    expect(text).toContain(shares);
    expect(text).toContain('Bluepeak Outdoor Gear Inc.');

    // In Arabic the page reads right to left.
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/share-certificates`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ar.certificates.title }).isVisible()).toBe(true);
    expect(await page.getByTestId('certificate').count()).toBe(3);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('staff reissue a certificate in the console: the old number is void and never reused', { timeout: 120_000 }, async () => {
    const before = await liveCertificate();
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/share-certificates/${before.id}/show`);
    const dialog = await openDialog(staff, staffText.reissue, staffText.reissueTitle, true);
    await dialog.getByLabel(staffText.reason).fill('The holder lost the paper copy');
    await dialog.getByRole('button', { name: staffText.reissue, exact: true }).click();
    await expect.poll(() => snackbar(staff, staffText.reissued).isVisible()).toBe(true);

    const [old] = await db.sql<{ voided: boolean; reason: string; replacedBy: string }[]>`
      select voided_at is not null as voided, void_reason as reason, replaced_by_id as "replacedBy" from share_certificates where id = ${before.id}`;
    expect(old).toMatchObject({ voided: true, reason: 'The holder lost the paper copy' });
    const after = await liveCertificate();
    expect(after.id).toBe(old!.replacedBy);
    const [campaign] = await db.sql<
      { last: number }[]
    >`select last_certificate_number as last from campaigns where id = ${before.campaignId}`;
    expect(after.number).toBe(campaign!.last);
    expect(after.number).toBeGreaterThan(before.number);
    const [taken] = await db.sql<{ n: string }[]>`
      select count(*) as n from share_certificates where campaign_id = ${before.campaignId} and number = ${before.number}`;
    expect(Number(taken!.n)).toBe(1);

    // The investor's list shows the new number.
    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/share-certificates');
    const row = page.getByTestId('certificate').filter({ hasText: 'Bluepeak' });
    await expect.poll(() => row.getByRole('rowheader').innerText()).toBe(String(after.number));
  });

  it('the owner reads the shareholder register and downloads it as CSV', { timeout: 120_000 }, async () => {
    const certificate = await liveCertificate();
    const [{ holders } = { holders: '0' }] = await db.sql<{ holders: string }[]>`
      select count(*) as holders from share_certificates where campaign_id = ${certificate.campaignId} and voided_at is null`;
    const page = await browser.page();
    await logInTo(page, platform, OWNER, `/campaign-dashboard/${certificate.campaignId}/shareholders`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: c.register.title }).isVisible()).toBe(true);
    await hydrated(page);
    expect(await page.getByTestId('shareholder').count()).toBe(Number(holders));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: c.register.download }).click()]);
    expect(download.suggestedFilename()).toBe(`shareholder-register-${certificate.campaignId}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('"certificate_number","holder","email","shares","class","price_per_share_minor","currency","type","issued_on"');
    expect(lines).toHaveLength(Number(holders) + 1);
    expect(lines.find((l) => l.startsWith(`${certificate.number},`))).toContain(`"${certificate.name}"`);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The owner reissues the investor's certificate from the register (a plain form post).
    const line = page.getByTestId('shareholder').filter({ hasText: certificate.name });
    await line.getByText(c.register.reissue, { exact: true }).first().click();
    await line.getByLabel(c.register.reissueReason).fill('Holder changed their name');
    await line.getByRole('button', { name: c.register.reissue }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${certificate.number}` })
          .isVisible(),
      )
      .toBe(true);
    const replaced = await liveCertificate();
    expect(replaced.number).toBeGreaterThan(certificate.number);
    expect(await page.getByTestId('reissue-result').innerText()).toBe(
      c.register.reissued.replace('{{old}}', String(certificate.number)).replace('{{number}}', String(replaced.number)),
    );
  });

  it('staff convert a matured convertible note in the console: whole shares and certificates', { timeout: 120_000 }, async () => {
    // The demo's successful GBP loan, given note terms that matured yesterday.
    const [note] = await db.sql<{ id: number }[]>`
      update campaigns set maturity_date = current_date - 1, redemption_terms = 'Principal plus 5%'
      where slug = 'riverside-lofts-manchester' returning id`;
    const paid = await db.sql<{ amount: string }[]>`select amount from investments where campaign_id = ${note!.id} and status = 'success'`;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/note-maturities/${note!.id}/show`);
    const dialog = await openDialog(staff, staffText.decide, staffText.decideTitle, true);
    expect(await dialog.innerText()).toContain(staffText.convertHelp);
    await dialog.getByLabel(en.console.resources['note-maturities'].fields.pricePerShare).fill('3000');
    await dialog.getByLabel(en.console.resources['note-maturities'].fields.shareClass).fill('Series A');
    await dialog.getByRole('button', { name: staffText.decide, exact: true }).click();
    await expect.poll(() => snackbar(staff, staffText.decided).isVisible()).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);

    const made = await db.sql<{ shares: string; type: string; shareClass: string }[]>`
      select shares, type, share_class as "shareClass" from share_certificates where campaign_id = ${note!.id} and voided_at is null`;
    expect(made).toHaveLength(paid.length);
    expect(made.map((m) => Number(m.shares)).sort((a, b) => a - b)).toEqual(
      paid.map((p) => Math.floor(Number(p.amount) / 3000)).sort((a, b) => a - b),
    );
    expect(new Set(made.map((m) => `${m.type}/${m.shareClass}`))).toEqual(new Set(['converted/Series A']));
    // Decided once: the button is gone.
    await staff.reload();
    await expect.poll(() => staff.getByText('Series A').first().isVisible()).toBe(true);
    expect(await staff.getByRole('button', { name: staffText.decide }).count()).toBe(0);
  });
});
