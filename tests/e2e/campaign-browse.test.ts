import { databaseUrl } from '@cf/db/testing';
import { type CurrencyFormat, formatMoney } from '@cf/domain';
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from '../support/axe';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { api, type Platform, usePlatform } from '../support/platform';
import { updateSingleton } from '../support/staff';
import { cards, logInTo as logIn, tokenOf } from '../support/site';

const b = en.browse;
const OWNED = 'solarnest-home-batteries'; // owner@demo.test's live campaign
const PRIVATE_DOCS = 'palm-residences-dubai-marina'; // a private document, no access for visitors
const CLOSED = 'bluepeak-outdoor-gear'; // successful, closed
const UNSAVED = 'harbor-and-vine-bistros'; // live, not saved by investor@demo.test
/** Live campaigns the browse test needs: more than two pages of nine. */
const ACTIVE_NEEDED = 20;

const pagePath = (slug: string, tab = '') => `/campaign-detail-page/${slug}${tab ? `/${tab}` : ''}`;

/**
 * Tops the demo data up to ACTIVE_NEEDED live campaigns, copies of a seeded one with their own
 * names, slugs and amounts (the demo seed has fewer; the owner's campaign limit keeps the wizard
 * from making that many). Done before any page is read, so no cached list misses them.
 */
async function ensureActiveCampaigns(platform: Platform) {
  const sql = postgres(databaseUrl(platform.database!), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from campaigns where status = 2`;
    const n = row?.n ?? 0;
    if (n >= ACTIVE_NEEDED) return;
    const columns = (
      await sql<{ column_name: string }[]>`
        select column_name from information_schema.columns
        where table_name = 'campaigns' and is_generated = 'NEVER' and is_identity = 'NO'`
    ).map((c) => c.column_name);
    const replaced: Record<string, string> = {
      slug: `'browse-extra-' || g`,
      company_name: `'Extra Browse Company ' || g`,
      campaign_name: `'Extra browse campaign ' || g`,
      raised_amount: `(goal * ((g * 37) % 90 + 5) / 100)`,
      featured: 'false',
      created_at: `now() - (g || ' hours')::interval`,
    };
    const select = columns.map((c) => replaced[c] ?? `"${c}"`).join(', ');
    await sql.unsafe(
      `insert into campaigns (${columns.map((c) => `"${c}"`).join(', ')})
       select ${select} from campaigns, generate_series(1, ${ACTIVE_NEEDED - n}) g where slug = 'ledgerleaf-bookkeeping'`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const axeProblems = async (page: Page, path: string) => (await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`);

describe('campaign browsing and the campaign page', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  beforeAll(async () => {
    await ensureActiveCampaigns(platform);
  });

  it('a visitor searches, filters by investing type, sorts by percentage raised and loads more without a reload', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/browse-companies`);
    await expect.poll(() => cards(page).count()).toBe(9);

    // Search: the state is in the address, and the results match.
    await page.getByRole('searchbox', { name: b.list.searchLabel }).fill('SolarNest');
    await Promise.all([page.waitForURL(/q=SolarNest/), page.getByRole('button', { name: b.list.apply }).click()]);
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect.poll(() => cards(page).first().getByRole('heading').innerText()).toBe('SolarNest Energy Inc.');

    // Investing type: debt only.
    await page.getByRole('searchbox', { name: b.list.searchLabel }).fill('');
    await page.getByLabel(b.list.typeLabel).selectOption('debt');
    await Promise.all([page.waitForURL(/investingType=debt/), page.getByRole('button', { name: b.list.apply }).click()]);
    // The cleared search is debounced: the list settles on the last choice (no search, debt only).
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    const debtList = async () => {
      const all = await cards(page).count();
      const debt = await cards(page).getByText(b.investingType.debt, { exact: true }).count();
      return all > 1 && debt === all;
    };
    await expect.poll(debtList).toBe(true);

    // Sort by percentage raised: highest first.
    await page.getByLabel(b.list.typeLabel).selectOption('');
    await page.getByLabel(b.list.sortLabel).selectOption('percentage');
    await Promise.all([page.waitForURL(/sort=percentage/), page.getByRole('button', { name: b.list.apply }).click()]);
    await expect.poll(() => new URL(page.url()).searchParams.get('investingType')).toBeNull();
    const funded = new RegExp(b.card.percentRaised.replace('{{percent}}', '(\\d+)%'));
    const percents = async () => (await cards(page).getByText(funded).allInnerTexts()).map((text) => Number(funded.exec(text)![1]));
    // All types again, highest first, once the last navigation has landed.
    await expect.poll(async () => (await percents()).length).toBe(9);
    await expect
      .poll(async () => {
        const list = await percents();
        return list.join() === [...list].sort((x, y) => y - x).join();
      })
      .toBe(true);

    // Load more: 9 → 18 in place (the page is not reloaded), and the address follows.
    await page.goto(`${platform.url}/browse-companies`);
    // Once scripts run the link fetches in place (before, it is a plain link to ?page=2).
    await page.locator('a[rel="next"][data-enhanced]').waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole('link', { name: b.list.loadMore }).click();
    await expect.poll(() => cards(page).count()).toBe(18);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  it('changing filters faster than the list loads keeps the last choice and reports no error', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/browse-companies`);
    await page.locator('form[data-live]').waitFor();
    const search = page.getByRole('searchbox', { name: b.list.searchLabel });
    for (let i = 0; i < 6; i++) {
      await search.fill('Solar');
      await page.getByRole('button', { name: b.list.apply }).click();
      await search.fill('');
      await page.getByLabel(b.list.typeLabel).selectOption(i % 2 ? 'debt' : 'equity');
      await page.getByRole('button', { name: b.list.apply }).click();
      await page.waitForTimeout(i * 60);
    }
    await page.getByLabel(b.list.typeLabel).selectOption('equity');
    await page.waitForURL(/investingType=equity/);
    await expect.poll(() => cards(page).getByText(b.investingType.debt, { exact: true }).count()).toBe(0);
    expect(await cards(page).getByText(b.investingType.equity, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('without scripts, ?page=2 shows 18 cards and saving sends a visitor to log in', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/browse-companies?page=2`);
    expect(await cards(page).count()).toBe(18);
    await cards(page)
      .first()
      .getByRole('link', { name: new RegExp(`^${b.card.save}`) })
      .click();
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/browse-companies?page=2');
  });

  it('without scripts, a signed-in investor saves, unsaves and comments with plain forms', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await logIn(page, platform, 'investor@demo.test', pagePath('codecraft-academy'));
    const panel = page.getByRole('complementary', { name: b.page.fundingHeading });
    await panel.getByRole('button', { name: new RegExp(`^${b.card.save}\\b`) }).click();
    await panel.getByRole('button', { name: new RegExp(`^${b.card.unsave}\\b`) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pagePath('codecraft-academy'));
    await panel.getByRole('button', { name: new RegExp(`^${b.card.unsave}\\b`) }).click();
    await panel.getByRole('button', { name: new RegExp(`^${b.card.save}\\b`) }).waitFor();

    await page.goto(`${platform.url}${pagePath('codecraft-academy', 'discussion')}`);
    await page.getByLabel(b.discussion.commentLabel).fill('Is the loan secured? (sent without scripts)');
    await page.getByRole('button', { name: b.discussion.postComment }).click();
    await page.getByText(en.campaigns.discussion.awaitingApproval).waitFor();
    await page.getByText('Is the loan secured? (sent without scripts)').waitFor();
  });

  it('the home page shows the featured campaigns', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/`);
    const featured = page.getByRole('region', { name: b.home.featuredTitle });
    expect(await featured.locator('article').count()).toBeGreaterThanOrEqual(3);
    expect(await featured.getByRole('link', { name: b.home.viewAll }).getAttribute('href')).toBe('/browse-companies');
  });

  it('the successful campaigns page lists successful (status 4) campaigns only', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/browse-succeess-campaign`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(b.list.successfulTitle);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(await cards(page).getByText(b.card.successful, { exact: true }).count()).toBe(count);
    await page.goto(`${platform.url}/atmos-home`);
    expect(new URL(page.url()).pathname).toBe('/browse-companies');
  });

  it('a visitor opens a campaign page: its own meta tags, tabs, updates behind a login, a locked private document', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}${pagePath(PRIVATE_DOCS)}`);
    expect(await page.title()).toMatch(/^Palm Residences, Dubai Marina \| /);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toMatch(/^Palm Residences, Dubai Marina/);
    expect(await meta('meta[property="og:description"]')).toBe('A 42-apartment waterfront residence with a 9% yearly coupon');
    expect(await meta('meta[property="og:image"]')).toBe(`${platform.url}/demo/campaigns/${PRIVATE_DOCS}.svg`);
    expect(await meta('meta[property="og:url"]')).toBe(`${platform.url}${pagePath(PRIVATE_DOCS)}`);
    expect(await page.getByRole('link', { name: b.page.invest }).count()).toBe(1);
    expect(await page.getByRole('link', { name: b.page.invest }).getAttribute('href')).toMatch(/^\/invest\/\d+$/);

    const tabs = page.getByRole('navigation', { name: b.tabs.label });
    await tabs.getByRole('link', { name: new RegExp(`^${b.tabs.updates}`) }).click();
    await page.waitForURL(/\/updates$/);
    // Visitors see the update's title and date; its words need login.
    await page.getByRole('heading', { name: 'Structure complete' }).waitFor();
    expect(await page.getByText('facade works begin this month', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('link', { name: b.pageHelp.loginToRead }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent(pagePath(PRIVATE_DOCS, 'updates'))}`,
    );

    await tabs.getByRole('link', { name: new RegExp(`^${b.tabs.documents}`) }).click();
    await page.waitForURL(/\/documents$/);
    await page.getByText(b.documents.loginToRequest).waitFor();
    const privateRow = page.getByRole('listitem').filter({ hasText: b.documents.lockedHint });
    expect(await privateRow.count()).toBe(1);
    expect(await privateRow.getByRole('link').count()).toBe(0);
    // The public one opens for anyone, through the site.
    const publicLink = page.getByRole('listitem').filter({ hasText: b.documents.public }).getByRole('link').first();
    const res = await page.request.get(`${platform.url}${await publicLink.getAttribute('href')}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');

    await tabs.getByRole('link', { name: new RegExp(`^${b.tabs.faqs}`) }).click();
    await page.waitForURL(/\/faqs$/);
    await page.getByRole('heading', { name: b.tabs.faqs, level: 2 }).waitFor();
    await tabs.getByRole('link', { name: new RegExp(`^${b.tabs.overview}`) }).click();
    await page.getByRole('heading', { name: b.terms.debtTitle }).waitFor();
  });

  it('an investor saves a campaign (count + 1), finds it on /saved-campaign and unsaves it', async () => {
    const page = await browser.page();
    await logIn(page, platform, 'investor@demo.test', pagePath(UNSAVED));
    const panel = page.getByRole('complementary', { name: b.page.fundingHeading });
    const countText = async () => Number(/(\d+)/.exec(await panel.getByText(/^Saved by \d+/).innerText())![1]);
    const before = await countText();
    // The toggle answers at once; the count then comes from the server's answer.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/resources/saved-campaign') && r.request().method() === 'POST'),
      panel.getByRole('button', { name: new RegExp(`^${b.card.save}\\b`) }).click(),
    ]);
    await panel.getByRole('button', { name: new RegExp(`^${b.card.unsave}\\b`) }).waitFor();
    await expect.poll(countText).toBe(before + 1);
    await page.reload();
    await expect.poll(countText).toBe(before + 1);

    await page.goto(`${platform.url}/saved-campaign`);
    const saved = cards(page).filter({ hasText: 'Harbor & Vine Bistro Group Ltd' });
    await expect.poll(() => saved.count()).toBe(1);
    await saved.getByRole('button', { name: new RegExp(`^${b.card.unsave}\\b`) }).click();
    await expect.poll(() => saved.count()).toBe(0);
    await page.goto(`${platform.url}${pagePath(UNSAVED)}`);
    await expect.poll(countText).toBe(before);
  });

  it('an investor asks for the private documents and sees the request pending', async () => {
    const page = await browser.page();
    await logIn(page, platform, 'investor@demo.test', pagePath('meditrack-diagnostics', 'documents'));
    await page.getByRole('button', { name: b.documents.requestAccess }).click();
    await page.getByText(b.documents.status.requested).waitFor();
    await page.reload();
    await page.getByText(b.documents.requestedText).waitFor();

    // Where the owner granted the request, the private document opens through the site, and
    // the owner sees who opened it.
    await page.goto(`${platform.url}${pagePath(OWNED, 'documents')}`);
    await page.getByText(b.documents.grantedText).waitFor();
    const privateHref = await page.getByRole('listitem').filter({ hasText: b.documents.private }).getByRole('link').getAttribute('href');
    const file = await page.request.get(`${platform.url}${privateHref}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('private, no-store');
    const ownerToken = await tokenOf(platform, 'owner@demo.test');
    const { id } = ((await api(platform, 'GET', `/api/v1/campaigns/equities/front/${OWNED}`)).json!.data as { data: { id: number } }).data;
    const views = await api(platform, 'GET', `/api/v1/campaigns/${id}/document-views`, { token: ownerToken });
    const viewers = (views.json!.data as { data: { user: { firstName: string } | null }[] }).data.map((v) => v.user?.firstName);
    expect(viewers).toContain('Ines');

    // A visitor asking for that file is sent to log in first.
    // Signed in, the updates show.
    await page.goto(`${platform.url}${pagePath(OWNED, 'updates')}`);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByText(b.pageHelp.updatesLocked).count()).toBe(0);

    const visitor = await browser.page();
    await visitor.goto(`${platform.url}${privateHref}`);
    expect(new URL(visitor.url()).pathname).toBe('/login');
  });

  it('a comment awaits approval, shows once the owner approves it, and the owner’s reply carries the company badge', async () => {
    const text = `Will the second assembly line be in Texas? ${Date.now()}`;
    const investor = await browser.page();
    await logIn(investor, platform, 'investor@demo.test', pagePath(OWNED, 'discussion'));
    const box = investor.getByLabel(b.discussion.commentLabel);
    await box.fill(text);
    await investor.getByText(b.discussion.charactersLeft_other.replace('{{count}}', String(200 - text.length))).waitFor();
    await investor.getByRole('button', { name: b.discussion.postComment }).click();
    await investor.getByText(en.campaigns.discussion.awaitingApproval).waitFor();
    const mine = investor.getByRole('article').filter({ hasText: text });
    await expect.poll(() => mine.getByText(b.discussion.awaitingApproval, { exact: true }).count()).toBe(1);

    const visitor = await browser.page();
    await visitor.goto(`${platform.url}${pagePath(OWNED, 'discussion')}`);
    await visitor.getByText(b.discussion.loginToComment).waitFor();
    expect(await visitor.getByText(text).count()).toBe(0);

    // The owner approves it through the API.
    const ownerToken = await tokenOf(platform, 'owner@demo.test');
    const campaignId = (await api(platform, 'GET', `/api/v1/campaigns/equities/front/${OWNED}`)).json!.data as { data: { id: number } };
    const list = await api(platform, 'GET', `/api/v1/campaigns/equity/comments?campaignId=${campaignId.data.id}`, { token: ownerToken });
    const comment = (list.json!.data as { data: { id: number; text: string }[] }).data.find((c) => c.text === text)!;
    const approve = await api(platform, 'PATCH', `/api/v1/campaigns/equity/comments/${comment.id}`, {
      token: ownerToken,
      body: { status: 'approved' },
    });
    expect(approve.status, approve.text).toBe(200);
    await visitor.reload();
    await visitor.getByText(text).waitFor();

    // The owner replies on the site: shown at once, with the company badge.
    const owner = await browser.page();
    await logIn(owner, platform, 'owner@demo.test', pagePath(OWNED, 'discussion'));
    const thread = owner.getByRole('listitem').filter({ hasText: text }).first();
    await thread.locator('summary').click();
    const answer = `Yes, in Austin. ${Date.now()}`;
    await thread.getByLabel(b.discussion.replyLabel).fill(answer);
    await thread.getByRole('button', { name: b.discussion.postReply }).click();
    await owner.getByText(answer).waitFor();

    await visitor.reload();
    const reply = visitor.getByRole('article').filter({ hasText: answer });
    await expect.poll(() => reply.getByText(b.discussion.fromCompany, { exact: true }).count()).toBe(1);
  });

  it('with the comments captcha on, a comment needs the captcha text', async () => {
    await updateSingleton(platform, 'captcha-settings', { comments: true });
    try {
      const page = await browser.page();
      await logIn(page, platform, 'investor@demo.test', pagePath(OWNED, 'discussion'));
      const form = page.locator('form').filter({ has: page.getByLabel(b.discussion.commentLabel) });
      await form.getByRole('img', { name: en.site.captcha.image }).waitFor();
      await page.getByLabel(b.discussion.commentLabel).fill('A question with a wrong captcha');
      await form.getByLabel(en.site.captcha.label).fill('wrong');
      await form.getByRole('button', { name: b.discussion.postComment }).click();
      await form.getByText(en.validation.captchaMismatch).waitFor();
      expect(await page.getByText(en.campaigns.discussion.awaitingApproval).count()).toBe(0);
    } finally {
      await updateSingleton(platform, 'captcha-settings', { comments: false });
    }
  });

  it('a closed campaign shows the banner and no invest button', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}${pagePath(CLOSED)}`);
    // The banner says how it ended (settlement's wording for each state).
    const banner = page.locator('[data-closed-state]');
    await banner.waitFor();
    expect(Object.values(en.settlement.banner)).toContain((await banner.innerText()).trim());
    expect(await page.getByRole('link', { name: b.page.invest }).count()).toBe(0);
  });

  it('in Arabic the campaign page reads right to left, with the amounts in the campaign currency’s format', async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}${pagePath(PRIVATE_DOCS)}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const res = await api(platform, 'GET', `/api/v1/campaigns/equities/front/${PRIVATE_DOCS}`);
    const f = (
      res.json!.data as {
        data: {
          fundraising: { raisedAmount: number; currency: { code: string; symbol: string; displayFormat: string; decimals: number } };
        };
      }
    ).data.fundraising;
    const raised = formatMoney(f.raisedAmount, { ...f.currency, displayFormat: f.currency.displayFormat as CurrencyFormat }, 'ar');
    const panel = page.getByRole('complementary', { name: ar.browse.page.fundingHeading });
    await panel.getByText(raised, { exact: true }).waitFor();
    await page.getByRole('link', { name: ar.browse.page.invest }).waitFor();
  });

  it('browse and campaign pages have no serious or critical accessibility violations in English and Arabic', async () => {
    const problems: string[] = [];
    for (const lang of ['en', 'ar'] as const) {
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      for (const path of [
        '/browse-companies',
        pagePath(OWNED),
        pagePath(OWNED, 'discussion'),
        pagePath(PRIVATE_DOCS, 'documents'),
        pagePath(CLOSED),
      ]) {
        await page.goto(`${platform.url}${path}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        problems.push(...(await axeProblems(page, `${lang} ${path}`)));
      }
    }
    expect(problems).toEqual([]);
  });
});
