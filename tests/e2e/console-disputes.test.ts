import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, type Platform, staffCookie, usePlatform } from '../support/platform';
import { tokenOf } from '../support/site';

const text = en.console;
const INVESTOR = 'investor@demo.test';
const signed = { acceptTerms: true, acceptRisk: true, signature: { type: 'typed', value: 'Ines Investor' } };

/** The demo investor starts an investment in the demo campaign: by the sandbox checkout (then paid), or by bank transfer. */
async function investBy(platform: Platform, token: string, campaign: { id: number; shares: number }, paymentType: 'sandbox' | 'offline') {
  const started = await api(platform, 'POST', '/api/v1/process-investment/', {
    token,
    body: { campaignId: campaign.id, shares: campaign.shares, paymentType, ...signed },
  });
  expect(started.status, started.text).toBe(201);
  const made = (started.json!.data as { data: { id: string; reference: string; amount: number; checkoutUrl?: string } }).data;
  if (paymentType === 'sandbox') {
    const sessionId = made.checkoutUrl!.split('/').pop()!;
    const paid = await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, {
      token,
      body: { outcome: 'paid' },
    });
    expect(paid.status, paid.text).toBe(200);
  }
  return made;
}

describe('console: disputes and bank statements', () => {
  const platform = usePlatform();
  const db = useDatabase(platform);
  const browser = useBrowser();

  it(
    'staff see an open chargeback with its deadline and record it won; a bank statement confirms a pending transfer',
    { timeout: 120_000 },
    async () => {
      // Arranged as clients would: a card payment disputed (recorded by staff from the bank's letter), a bank transfer awaited.
      const [row] = await db.sql<{ id: number; minimum_investment: string; price_per_share: string }[]>`
      select id, minimum_investment, price_per_share from campaigns where slug = 'solarnest-home-batteries'`;
      const campaign = { id: row!.id, shares: Math.ceil(Number(row!.minimum_investment) / Number(row!.price_per_share)) };
      const token = await tokenOf(platform, INVESTOR);
      const card = await investBy(platform, token, campaign, 'sandbox');
      const transfer = await investBy(platform, token, campaign, 'offline');
      const cookie = await staffCookie(platform);
      const due = new Date(Date.now() + 3 * 86_400_000);
      const recorded = await api(platform, 'POST', '/api/v1/console/disputes', {
        cookie,
        body: { payment: card.reference, kind: 'chargeback', amount: card.amount, reason: 'fraudulent', evidenceDueBy: due.toISOString() },
      });
      expect(recorded.status, recorded.text).toBe(200);
      const disputeId = (recorded.json as { id: string }).id;

      // The dashboard counts it among the disputes due soon; its link opens the queue.
      const page = await browser.page();
      await staffLogIn(page, platform.url);
      await expect.poll(async () => Number(await page.getByTestId('disputes-count').innerText()), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByRole('link', { name: text.dashboard.openDisputes }).click();
      await expect.poll(() => page.url()).toMatch(/#\/disputes/);
      const listed = page.getByRole('row').filter({ hasText: INVESTOR });
      await expect.poll(() => listed.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await accessibilityProblems(page)).toEqual([]);

      // Its page: the deadline, the money taken out of escrow, then the outcome recorded by hand.
      await page.goto(`${platform.url}/admin/#/disputes/${disputeId}/show`);
      const deadline = page.getByTestId('dispute-deadline');
      await expect.poll(() => deadline.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await deadline.innerText()).toContain(due.toLocaleDateString('en-US'));
      await expect.poll(() => page.getByTestId('dispute-trail-entry').count()).toBe(2);
      expect(await page.getByText(text.choices.disputeStatus.open, { exact: true }).count()).toBeGreaterThan(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      const dialog = await openDialog(page, text.disputes.won, text.disputes.wonTitle);
      await dialog.getByRole('textbox').fill('Delivery proof accepted');
      await dialog.getByRole('button', { name: text.disputes.won }).click();
      await expect.poll(() => snackbar(page, text.disputes.wonDone).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.getByText(text.choices.disputeStatus.won, { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('dispute-trail-entry').count()).toBe(4);
      expect(await page.getByRole('button', { name: text.disputes.won }).count()).toBe(0);

      // A bank statement: its first line pays the awaited transfer (reference and amount), the second is the bank's fee.
      await page.getByRole('menuitem', { name: text.resources['bank-statement-lines'].name_other }).click();
      await expect.poll(() => page.url()).toMatch(/#\/bank-statement-lines/);
      const upload = await openDialog(page, text.reconciliation.upload, text.reconciliation.uploadTitle);
      const major = (transfer.amount / 100).toFixed(2);
      const csv = `Date,Amount,Currency,Reference,Description\n${new Date().toISOString().slice(0, 10)},${major},USD,${transfer.reference},Ines Investor\n${new Date().toISOString().slice(0, 10)},-2.50,USD,,Bank fee ${disputeId.slice(0, 8)}\n`;
      await upload.getByTestId('statement-file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const uploaded = text.reconciliation.uploaded
        .replace('{{lines}}', '2')
        .replace('{{matched}}', '1')
        .replace('{{unmatched}}', '1')
        .replace('{{duplicates}}', '0');
      await expect.poll(() => snackbar(page, uploaded).isVisible(), { timeout: 15_000 }).toBe(true);
      // What is left to decide is listed: the fee, not the transfer.
      const fee = page.getByRole('row').filter({ hasText: `Bank fee ${disputeId.slice(0, 8)}` });
      await expect.poll(() => fee.count(), { timeout: 15_000 }).toBe(1);
      expect(await fee.textContent()).toContain(text.choices.statementProblem.outgoing);
      expect(await accessibilityProblems(page)).toEqual([]);
      const receipt = await api(platform, 'GET', `/api/v1/process-investment/${transfer.id}/get-investment-process-reciept`, { token });
      expect((receipt.json!.data as { data: { status: string } }).data.status).toBe('success');
      const check = await api(platform, 'GET', '/api/v1/console/ledger/check', { cookie });
      expect(check.json).toMatchObject({ balanced: true });
    },
  );
});
