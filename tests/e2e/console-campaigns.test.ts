import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { api, staffCookie, usePlatform } from '../support/platform';
import { tokenOf } from '../support/site';

const text = en.console;
const OWNER = { email: 'owner@demo.test', password: 'Demo!2345' };
const INVESTOR = { email: 'investor@demo.test', password: 'Demo!2345' };
const ADMIN = 'admin@demo.test';
const JOURNEY_TIMEOUT = 150_000;

const gridRow = (page: Page, cellText: string) => page.getByRole('row').filter({ hasText: cellText });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Confirms a staff action: the toolbar button, its dialog, an optional text, the dialog's button. */
async function decide(page: Page, label: string, title: string, fill?: { label: string; value: string }) {
  const dialog = await openDialog(page, label, title, true);
  if (fill) await dialog.getByRole('textbox', { name: fill.label }).fill(fill.value);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  return dialog;
}

describe('console: campaign review and comment moderation', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let ownerId = '';
  let investorId = '';
  let cookie = '';

  /** A console list as staff read it (one staff session for the file: sign-ins are rate-limited). */
  async function consoleList(resource: string, filter: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
    cookie ||= await staffCookie(platform);
    const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,499]')}`;
    const res = await api(platform, 'GET', `/api/v1/console/${resource}?${query}`, { cookie });
    if (res.status !== 200) throw new Error(`GET ${resource}: ${res.status} ${res.text}`);
    return res.json as unknown as Record<string, unknown>[];
  }

  /**
   * A complete submission waiting for review, as the owner's wizard leaves it after "submit"
   * (written straight to the database so that this journey does not depend on the wizard).
   * The submission dates are far in the past: the queue shows the oldest first.
   */
  async function pendingCampaign(name: string, submittedAt: string) {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const [campaign] = await db.sql<{ id: number }[]>`
      insert into campaigns (
        owner_id, status, slug, investing_type, campaign_type, company_name, company_tag_line, company_email,
        company_phone, company_address, company_description, currency_code, goal, minimum_raise, maximum_raise,
        minimum_investment, closing_date, available_shares, equity_available, pre_money_valuation, price_per_share,
        campaign_name, upload_type, campaign_story, highlights, submitted_at)
      values (
        ${ownerId}, 1, ${slug}, 'equity', 'fixed', ${`${name} Holdings Ltd`}, 'Orchards that water themselves', 'hello@example.test',
        '+15550100', '1 Market Street, Springfield', 'We grow fruit with sensors.', 'USD', 25000000, 10000000, 25000000,
        50000, ${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}, 100000, 10, 225000000, 2500,
        ${name}, 'image', ${`${name}: the story investors will read.`}, 'Profitable since 2022', ${submittedAt})
      returning id`;
    const id = campaign!.id;
    await db.sql`insert into campaign_team_members (campaign_id, full_name, role_title, email, bio)
      values (${id}, ${`${name} Founder`}, 'Chief executive', 'founder@example.test', 'Twenty years in farming.')`;
    await db.sql`insert into campaign_faqs (campaign_id, question, answer)
      values (${id}, ${`How will ${name} use the funds?`}, 'Half for sensors, half for land.')`;
    await db.sql`insert into campaign_status_history (campaign_id, from_status, to_status, actor_id, created_at)
      values (${id}, 0, 1, ${ownerId}, ${submittedAt})`;
    return id;
  }

  beforeAll(async () => {
    ownerId = await userIdOf(db.sql, OWNER.email);
    investorId = await userIdOf(db.sql, INVESTOR.email);
  });

  it(
    'staff decline one submission with a reason and approve another; the owner is told, the audit log has each decision',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const declined = { name: 'Zephyr Orchards', id: await pendingCampaign('Zephyr Orchards', '2001-01-01T09:00:00Z') };
      const approved = { name: 'Quillon Robotics', id: await pendingCampaign('Quillon Robotics', '2001-01-02T09:00:00Z') };
      const reason = 'The pre-money valuation needs an independent report.';
      const ownerToken = await tokenOf(platform, OWNER.email);
      const staff = await browser.page();
      await staffLogIn(staff, platform.url);

      // The dashboard counts the submissions waiting; its card opens the queue, oldest submission first.
      const waiting = await consoleList('campaigns', { status: 1 });
      expect(waiting.map((row) => row.id)).toEqual(expect.arrayContaining([declined.id, approved.id]));
      await expect.poll(() => staff.getByTestId('campaigns-count').textContent()).toBe(String(waiting.length));
      await staff.getByRole('link', { name: text.dashboard.openReviewQueue }).click();
      await expect.poll(() => staff.url()).toMatch(/#\/review-queue/);
      await expect.poll(() => staff.getByRole('row').nth(1).textContent(), { timeout: 15_000 }).toContain(declined.name);
      await expect.poll(() => staff.getByRole('row').nth(2).textContent()).toContain(approved.name);
      // Only pending campaigns: a live demo campaign is not in the queue.
      expect(await gridRow(staff, text.choices.campaignStatus.active).count()).toBe(0);
      expect(await accessibilityProblems(staff)).toEqual([]);

      // The whole submission, as investors will see it.
      await gridRow(staff, declined.name).click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/campaigns/${declined.id}/show$`));
      await expect
        .poll(() => staff.getByText(`${declined.name}: the story investors will read.`).isVisible(), { timeout: 15_000 })
        .toBe(true);
      // (The checklist and payout sections are shown when the console API includes `checklist` and `payout`.)
      for (const section of ['review', 'company', 'fundraising', 'story', 'faqs', 'team', 'extras', 'history'] as const) {
        expect(
          await staff.getByRole('heading', { level: 2, name: text.campaigns.sections[section], exact: true }).isVisible(),
          section,
        ).toBe(true);
      }
      expect(await staff.getByText(`How will ${declined.name} use the funds?`).isVisible()).toBe(true);
      expect(await staff.getByText(`${declined.name} Founder`).isVisible()).toBe(true);
      // Amounts in the campaign's currency display format.
      expect(await staff.getByText('$250,000.00', { exact: true }).first().isVisible()).toBe(true);
      // A pending campaign offers what the status machine allows staff: approve or decline, nothing else.
      expect(await button(staff, text.campaigns.approve).isVisible()).toBe(true);
      expect(await button(staff, text.campaigns.decline).isVisible()).toBe(true);
      for (const other of [text.campaigns.hide, text.campaigns.inactivate, text.campaigns.reactivate, text.campaigns.feature]) {
        expect(await button(staff, other).count(), other).toBe(0);
      }
      expect(await accessibilityProblems(staff)).toEqual([]);

      // Decline: the reason is required and checked before anything is sent.
      const dialog = await decide(staff, text.campaigns.decline, text.campaigns.declineTitle, {
        label: text.campaigns.reason,
        value: 'no',
      });
      await expect.poll(() => dialog.getByText(en.validation.tooShort.replace('{{minimum}}', '3')).isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await dialog.getByRole('textbox', { name: text.campaigns.reason }).fill(reason);
      await dialog.getByRole('button', { name: text.campaigns.decline, exact: true }).click();
      await expect.poll(() => snackbar(staff, text.campaigns.declineDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The record is fetched again: the status, the reason and the history row.
      await expect.poll(() => staff.getByText(text.choices.campaignStatus.declined, { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => staff.getByRole('cell', { name: reason }).isVisible()).toBe(true);
      expect(await button(staff, text.campaigns.decline).count()).toBe(0);
      expect(await button(staff, text.campaigns.approve).count()).toBe(0);

      // The owner is told: a notification and an e-mail, each with the reason.
      const notifications = await api(platform, 'GET', '/api/v1/notifications', { token: ownerToken });
      const texts = (notifications.json!.data as { data: { text: string }[] }).data.map((n) => n.text);
      expect(texts).toContain(
        en.campaigns.review.notify.declinedWithReason.replace('{{campaign}}', declined.name).replace('{{reason}}', reason),
      );
      const emails = await consoleList('outbox', { to: OWNER.email });
      expect(emails.some((e) => String(e.text).includes(reason))).toBe(true);
      // The audit log has the decision, by whom, with the status before and after.
      const [declineAudit] = await consoleList('audit-log', { resource: 'campaigns', action: 'decline', recordId: String(declined.id) });
      expect(declineAudit).toMatchObject({ actorEmail: ADMIN, before: { status: 1 }, after: { status: 3 } });

      // Approve the other submission: it goes live at once.
      await staff.goto(`${platform.url}/admin/#/review-queue`);
      await expect.poll(() => staff.getByRole('row').nth(1).textContent(), { timeout: 15_000 }).toContain(approved.name);
      await gridRow(staff, approved.name).click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/campaigns/${approved.id}/show$`));
      await expect.poll(() => button(staff, text.campaigns.approve).isVisible(), { timeout: 15_000 }).toBe(true);
      await decide(staff, text.campaigns.approve, text.campaigns.approveTitle);
      await expect.poll(() => snackbar(staff, text.campaigns.approveDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.campaignStatus.active, { exact: true }).isVisible()).toBe(true);
      // Live: now it may be hidden, made inactive or featured, no longer approved.
      for (const label of [text.campaigns.hide, text.campaigns.inactivate, text.campaigns.feature]) {
        expect(await button(staff, label).isVisible(), label).toBe(true);
      }
      expect(await button(staff, text.campaigns.approve).count()).toBe(0);
      const front = await api(platform, 'GET', `/api/v1/campaigns/equities/front?q=${encodeURIComponent('Quillon')}`);
      expect((front.json!.data as { data: { id: number }[] }).data.map((c) => c.id)).toContain(approved.id);
      const [approveAudit] = await consoleList('audit-log', { resource: 'campaigns', action: 'approve', recordId: String(approved.id) });
      expect(approveAudit).toMatchObject({ actorEmail: ADMIN, before: { status: 1 }, after: { status: 2 } });

      // Feature it on the home page, then take it off again.
      await decide(staff, text.campaigns.feature, text.campaigns.featureTitle);
      await expect.poll(() => snackbar(staff, text.campaigns.featureDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => button(staff, text.campaigns.unfeature).isVisible()).toBe(true);
      expect((await consoleList('campaigns', { id: [approved.id] }))[0]).toMatchObject({ featured: true });
      await decide(staff, text.campaigns.unfeature, text.campaigns.unfeatureTitle);
      await expect.poll(() => button(staff, text.campaigns.feature).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await consoleList('audit-log', { resource: 'campaigns', action: 'unfeature', recordId: String(approved.id) })).toHaveLength(1);

      // Hide it (a reason is required), then bring it back where it was.
      await decide(staff, text.campaigns.hide, text.campaigns.hideTitle, { label: text.campaigns.reason, value: 'Checking a complaint.' });
      await expect.poll(() => snackbar(staff, text.campaigns.hideDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.campaignStatus.hidden, { exact: true }).isVisible()).toBe(true);
      expect(await button(staff, text.campaigns.hide).count()).toBe(0);
      await decide(staff, text.campaigns.reactivate, text.campaigns.reactivateTitle);
      await expect.poll(() => snackbar(staff, text.campaigns.reactivateDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.campaignStatus.active, { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => button(staff, text.campaigns.hide).isVisible()).toBe(true);

      // The queue no longer holds either.
      const stillWaiting = (await consoleList('campaigns', { status: 1 })).map((row) => row.id);
      expect(stillWaiting).not.toContain(declined.id);
      expect(stillWaiting).not.toContain(approved.id);
    },
  );

  it('staff approve a pending comment; it becomes visible in the public discussion', { timeout: JOURNEY_TIMEOUT }, async () => {
    const [live] = await db.sql<{ id: number; slug: string }[]>`
      select id, slug from campaigns where status = 2 order by id limit 1`;
    const comment = `Is the prototype certified yet? ${Date.now().toString(36)}`;
    const [row] = await db.sql<{ id: number }[]>`
      insert into campaign_comments (campaign_id, user_id, text, status)
      values (${live!.id}, ${investorId}, ${comment}, 'pending') returning id`;
    const publicTexts = async () => {
      const res = await api(platform, 'GET', `/api/v1/campaigns/equity/comments?campaignId=${live!.id}&limit=100`);
      expect(res.status).toBe(200);
      return (res.json!.data as { data: { text: string }[] }).data.map((c) => c.text);
    };
    expect(await publicTexts()).not.toContain(comment);

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    const pending = await consoleList('comments', { status: 'pending' });
    await expect.poll(() => staff.getByTestId('comments-count').textContent()).toBe(String(pending.length));
    await staff.getByRole('link', { name: text.dashboard.openComments }).click();
    const commentRow = gridRow(staff, comment);
    await expect.poll(() => commentRow.count(), { timeout: 15_000 }).toBe(1);
    await commentRow.click();
    await expect.poll(() => staff.url()).toMatch(new RegExp(`#/comments/${row!.id}/show$`));
    // The list stays on screen until the show view has loaded: wait for what only the show page has.
    await expect.poll(() => button(staff, text.comments.approve).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByText(comment).isVisible()).toBe(true);
    expect(await staff.getByText(INVESTOR.email, { exact: false }).isVisible()).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);

    await decide(staff, text.comments.approve, text.comments.approveTitle);
    await expect.poll(() => snackbar(staff, text.comments.approveDone).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => staff.getByText(text.choices.commentStatus.approved, { exact: true }).isVisible()).toBe(true);
    // Approved: it may still be declined or marked as spam, no longer approved.
    expect(await button(staff, text.comments.approve).count()).toBe(0);
    expect(await button(staff, text.comments.spam).isVisible()).toBe(true);

    expect(await publicTexts()).toContain(comment);
    const audit = await consoleList('audit-log', { resource: 'comments', action: 'approve', recordId: String(row!.id) });
    expect(audit).toHaveLength(1);
  });

  it('staff add a required platform question for equity campaigns; the wizard lists it', { timeout: JOURNEY_TIMEOUT }, async () => {
    const question = `What is your exit strategy? ${Date.now().toString(36)}`;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/campaign-faq-templates/create`);
    const fields = en.console.resources['campaign-faq-templates'].fields;
    await staff.getByRole('textbox', { name: fields.question }).fill(question);
    await staff.getByRole('combobox', { name: fields.investingType }).click();
    await staff.getByRole('option', { name: text.choices.templateType.equity }).click();
    await staff.getByRole('switch', { name: fields.isRequired }).check();
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url(), { timeout: 15_000 }).toMatch(/#\/campaign-faq-templates$/);
    await expect.poll(() => gridRow(staff, question).count(), { timeout: 15_000 }).toBe(1);

    const wizard = await api(platform, 'GET', '/api/v1/campaigns/faq-templates?investingType=equity', {
      token: await tokenOf(platform, OWNER.email),
    });
    expect(wizard.status).toBe(200);
    const templates = (wizard.json!.data as { data: { question: string; isRequired: boolean }[] }).data;
    expect(templates.find((t) => t.question === question)).toMatchObject({ isRequired: true });
    const [audit] = await consoleList('audit-log', { resource: 'campaign-faq-templates', action: 'create' });
    expect(audit).toMatchObject({ actorEmail: ADMIN });
  });
});
