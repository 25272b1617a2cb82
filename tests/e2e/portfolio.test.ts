import { pdfText } from '@cf/api/test/identity';
import { formatMoney } from '@cf/domain';
import type { Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';
/** The site's budget of compressed JavaScript per public page. */
const JS_BUDGET = 150 * 1024;

type Currency = { code: string; symbol: string; displayFormat: 'leftSymbol'; decimals: number; name: string };
type Totals = { currency: Currency; invested: number; investmentCount: number };
type Row = { id: string; amount: number; campaign: { name: string } };
type Detail = Row & { reference: string; signedAt: string; currency: Currency; certificate: { id: string } | null };

/**
 * The investor dashboard: the demo investor (investments in EUR and USD) opens /investments from
 * the header, sees the totals, both charts with their tables and the investments; switches
 * currency; opens an investment and downloads its documents; hides their name. The page is drawn
 * on the server (charts included), reads right to left in Arabic, and its JavaScript stays small.
 */
describe('investor dashboard', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let token = '';
  const call = async <T>(path: string) => {
    const res = await api(platform, 'GET', `/api/v1${path}`, { token });
    expect(res.status, res.text).toBe(200);
    return (res.json!.data as { data: T }).data;
  };
  const totalsOf = async (code: string) => (await call<{ totals: Totals[] }>(`/my-investment/dashboard?currencyCode=${code}`)).totals[0]!;

  beforeAll(async () => {
    token = await tokenOf(platform, INVESTOR);
  });

  /** A document link of the detail page, fetched with the page's session: a PDF's text. */
  async function pdfOf(page: Page, testId: string) {
    const href = await page.getByTestId(testId).getAttribute('href');
    const res = await page.request.get(new URL(href!, platform.url).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdfText(bytes);
  }

  it('shows totals, both charts, the table; switches currency; opens an investment and its contract', { timeout: 150_000 }, async () => {
    const currencies = await call<Currency[]>('/my-investment/get-unique-currency');
    // The demo investor holds investments in several currencies, USD and EUR among them.
    expect(currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'USD']));
    const shown = currencies[0]!;
    const usd = currencies.find((c) => c.code === 'USD')!;

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/');
    await hydrated(page);
    // The header's account menu leads there.
    await page.locator('summary', { hasText: en.site.header.account }).click();
    await Promise.all([
      page.waitForURL(/\/investments$/),
      page.locator('details[open]').getByRole('link', { name: en.site.header.dropdown.investorDashboard }).click(),
    ]);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: en.portfolio.title }).isVisible()).toBe(true);

    // The first currency: the totals are the API's, both charts are drawn with their tables.
    const money = (minor: number, c: Currency) => formatMoney(minor, c, 'en');
    const firstTotals = await totalsOf(shown.code);
    expect(await page.getByLabel(en.portfolio.currency.label).inputValue()).toBe(shown.code);
    expect(await page.getByTestId('portfolio-total-invested').locator('dd').first().innerText()).toBe(money(firstTotals.invested, shown));
    expect(await page.getByTestId('portfolio-total-count').locator('dd').first().innerText()).toBe(String(firstTotals.investmentCount));
    await checkCharts(page, shown.code);
    const firstRows = await call<Row[]>(`/my-investment/?currencyCode=${shown.code}`);
    expect(await page.getByTestId('portfolio-row').count()).toBe(firstRows.length);

    // Another currency: a plain GET form.
    await page.getByLabel(en.portfolio.currency.label).selectOption('USD');
    await Promise.all([page.waitForURL(/currency=USD/), page.getByRole('button', { name: en.portfolio.currency.show }).click()]);
    const usdTotals = await totalsOf('USD');
    await expect
      .poll(() => page.getByTestId('portfolio-total-invested').locator('dd').first().innerText())
      .toBe(money(usdTotals.invested, usd));
    await checkCharts(page, 'USD');
    const usdPage = await api(platform, 'GET', '/api/v1/my-investment/?currencyCode=USD', { token });
    const { data: usdRows, total } = usdPage.json!.data as { data: Row[]; total: number };
    expect(await page.getByTestId('portfolio-row').count()).toBe(Math.min(10, total));
    const first = page.getByTestId('portfolio-row').first();
    expect(await first.innerText()).toContain(money(usdRows[0]!.amount, usd));
    expect(await accessibilityProblems(page)).toEqual([]);

    // The page's JavaScript, compressed, within the budget.
    const weight = await javaScriptOf(page, '/investments?currency=USD');
    console.log(`/investments JavaScript: ${weight.files} files, ${(weight.gzip / 1024).toFixed(1)} KB gzip`);
    expect(weight.gzip).toBeLessThan(JS_BUDGET);

    // The first investment's page: its summary, ledger history and documents.
    const detail = await call<Detail>(`/my-investment/${usdRows[0]!.id}`);
    await Promise.all([page.waitForURL(new RegExp(`/investments/${detail.id}$`)), first.getByRole('link').click()]);
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: en.portfolio.detail.title.replace('{{campaign}}', detail.campaign.name) }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByTestId('investment-reference').innerText()).toContain(detail.reference);
    expect(await page.getByTestId('investment-history').innerText()).toContain(en.portfolio.detail.kinds.investment);
    const contract = await pdfOf(page, 'document-contract');
    const investorId = await userIdOf(db.sql, INVESTOR);
    const [person] = await db.sql<{ name: string }[]>`select first_name || ' ' || last_name as name from users where id = ${investorId}`;
    expect(contract).toContain(person!.name);
    expect(contract).toContain(detail.campaign.name);
    expect(contract).toContain(detail.reference);
    expect(contract).toContain(money(detail.amount, usd));
    expect(contract).toContain(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(detail.signedAt)));
    expect(await page.getByTestId('document-receipt').getAttribute('href')).toBe(`/payment-receipt/${detail.id}`);
    expect(await accessibilityProblems(page)).toEqual([]);

    // An investment in a successful equity round links its share certificate: number, holder and shares in the PDF.
    const [held] =
      await call<{ id: string; number: number; investmentId: string; holderName: string; shares: number }[]>('/equity/share-certificate/');
    await page.goto(`${platform.url}/investments/${held!.investmentId}`);
    const certificate = await pdfOf(page, 'document-certificate');
    expect(certificate).toContain(held!.holderName);
    expect(certificate).toContain(String(held!.number));
    expect(certificate).toContain(new Intl.NumberFormat('en').format(held!.shares));
    // In Arabic: drawn with the Arabic font, carrying the same number and shares.
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    const href = await page.getByTestId('document-certificate').getAttribute('href');
    const arabic = await page.request.get(new URL(href!, platform.url).toString());
    expect(arabic.headers()['content-type']).toBe('application/pdf');
    const arabicBytes = await arabic.body();
    expect(arabicBytes.toString('latin1')).toContain('IBMPlexSansArabic');
    const arabicText = pdfText(arabicBytes);
    expect(arabicText).toMatch(/[\u0600-\u06FF\uFE70-\uFEFF]/);
    expect(arabicText).toContain(String(held!.number));
    expect(arabicText).toContain(new Intl.NumberFormat('ar').format(held!.shares));
    await page.context().addCookies([{ name: 'lng', value: 'en', url: platform.url }]);
    await page.goto(`${platform.url}/investments/${detail.id}`);

    // Hiding the name on the campaign's investors list: a form post, then back.
    const anonymous = page.getByLabel(en.portfolio.anonymous.label);
    for (const wanted of [true, false]) {
      await anonymous.setChecked(wanted);
      // The action's answer, not the message (still shown from the previous save), says this post is done.
      await Promise.all([
        page.waitForResponse(
          (res) => res.request().method() === 'POST' && new URL(res.url()).pathname.startsWith(`/investments/${detail.id}`),
        ),
        page.getByRole('button', { name: en.portfolio.anonymous.save }).click(),
      ]);
      await expect.poll(() => page.getByRole('status').filter({ hasText: en.portfolio.anonymous.saved }).isVisible()).toBe(true);
      const [row] = await db.sql<{ anonymous: boolean }[]>`select anonymous from investments where id = ${detail.id}`;
      expect(row!.anonymous).toBe(wanted);
    }
  });

  /** Every script a page's HTML loads (module preloads and imports), gzipped as a server would send them. */
  async function javaScriptOf(page: Page, path: string) {
    const html = await (await page.request.get(`${platform.url}${path}`)).text();
    const urls = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import[^"']*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? m[2]!),
    );
    expect(urls.size).toBeGreaterThan(0);
    const bodies = await Promise.all([...urls].map(async (url) => (await page.request.get(new URL(url, platform.url).toString())).body()));
    return { files: urls.size, gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
  }

  /** Both charts as SVG with their text alternatives, matching the API's figures. */
  async function checkCharts(page: Page, code: string) {
    const slices = await call<unknown[]>(`/my-investment/get-graph-data?currencyCode=${code}`);
    expect(slices.length).toBeGreaterThan(0);
    expect(await page.getByTestId('portfolio-donut').locator('svg[role="img"]').isVisible()).toBe(true);
    expect(await page.getByTestId('portfolio-donut-table').locator('tbody tr').count()).toBe(slices.length);
    expect(await page.getByTestId('portfolio-columns').locator('svg[role="img"]').isVisible()).toBe(true);
    const table = page.getByTestId('portfolio-columns-table');
    await table.locator('summary').click();
    expect(await table.locator('tbody tr').count()).toBe(12);
  }

  it('shows staff the person’s portfolio on their page in the console', { timeout: 90_000 }, async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    const usd = await totalsOf('USD');
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/users/${investorId}/show`);
    const section = staff.getByTestId('user-portfolio');
    await expect.poll(() => section.getByRole('heading', { name: en.console.portfolio.title }).isVisible(), { timeout: 15_000 }).toBe(true);
    // One row per currency the investor holds, the USD one with the dashboard's figures.
    const held = await call<Currency[]>('/my-investment/get-unique-currency');
    const totals = section.getByRole('table', { name: en.console.portfolio.totals });
    expect(await totals.locator('tbody tr').count()).toBe(held.length);
    const usdRow = totals.locator('tbody tr', { hasText: 'USD' });
    expect(await usdRow.innerText()).toContain(formatMoney(usd.invested, usd.currency, 'en'));
    expect(await section.getByRole('table', { name: en.console.portfolio.latestLabel }).locator('tbody tr').count()).toBeGreaterThan(0);
    // "All their investments" opens the investments list filtered on the person.
    await section.getByRole('link', { name: en.console.portfolio.all }).click();
    await expect.poll(() => decodeURIComponent(staff.url())).toContain(`"investorId":"${investorId}"`);
  });

  it('is drawn on the server, charts included, and reads right to left in Arabic', { timeout: 90_000 }, async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, INVESTOR, '/investments?currency=USD', ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ar.portfolio.title }).isVisible()).toBe(true);
    expect(await page.getByTestId('portfolio-row').count()).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    // The HTML as it arrives, before any script: both charts are already there.
    const html = await (await page.request.get(`${platform.url}/investments?currency=USD`)).text();
    for (const id of ['portfolio-donut', 'portfolio-columns', 'portfolio-table'])
      expect(html).toMatch(new RegExp(`data-testid="${id}"[\\s\\S]*?<(svg|tbody)`));
  });
});
