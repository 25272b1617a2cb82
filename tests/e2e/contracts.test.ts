import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';

/**
 * Signing the investment contract on the invest page, in English and in Arabic: by drawing on the
 * pad with the mouse and by typing a name; the contract can be previewed before, and downloaded
 * as a PDF from the receipt after.
 */
describe('investment contracts', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let campaignId = 0;
  let cost = 0;

  beforeAll(async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    await db.sql`insert into kyc_parties (user_id, provider, status) values (${investorId}, 'sandbox', 'approved')
      on conflict (user_id) do update set status = 'approved'`;
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    campaignId = campaign!.id;
    const front = await api(platform, 'GET', `/api/v1/process-investment/${campaignId}/front`);
    const offer = (front.json!.data as { data: { pricePerShare: number; minimumInvestment: number } }).data;
    cost = Math.ceil(offer.minimumInvestment / offer.pricePerShare) * offer.pricePerShare;
    // Four investments from the wallet: topped up through the sandbox checkout's API.
    const token = await tokenOf(platform, INVESTOR);
    const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
      token,
      body: { amount: cost * 4, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
    await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
  });

  /** Draws a zigzag across the pad with the mouse, as a hand would. */
  async function draw(page: Page) {
    const pad = page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + (i % 2 ? 30 : box.height - 30), { steps: 4 });
    await page.mouse.up();
  }

  /** GET a link of the page with the page's session; the answer's type and first bytes. */
  async function fetchFile(page: Page, href: string) {
    const res = await page.request.get(new URL(href, platform.url).toString());
    return { status: res.status(), type: res.headers()['content-type'], head: (await res.body()).subarray(0, 5).toString('latin1') };
  }

  for (const [lang, texts] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`signs by drawing and by typing, previews and downloads the contract (${lang})`, { timeout: 120_000 }, async () => {
      const t = texts.invest;
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      await logInTo(page, platform, INVESTOR, `/invest/${campaignId}`, texts);

      for (const way of ['drawn', 'typed'] as const) {
        await page.goto(`${platform.url}/invest/${campaignId}`);
        await hydrated(page);
        await page.getByLabel(`${t.amount} (USD)`).fill(String(cost / 100));
        // The preview link carries the amount typed so far.
        const preview = await page.getByRole('link', { name: t.contract.previewLink }).getAttribute('href');
        expect(preview).toContain('amount=');
        expect(await fetchFile(page, preview!)).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });

        if (way === 'drawn') {
          await page.getByLabel(t.contract.drawn, { exact: true }).check();
          // Sending an empty pad is refused on the pad.
          await page.getByLabel(t.acceptTermsLabel).check();
          await page.getByLabel(t.acceptRiskLabel).check();
          await page.getByRole('button', { name: t.submit }).click();
          await expect.poll(() => page.getByText(t.contract.errors.draw).isVisible()).toBe(true);
          await draw(page);
        } else {
          await page.getByLabel(t.contract.typed, { exact: true }).check();
          await page.getByLabel(t.signature, { exact: true }).fill('Ines Investor');
          await page.getByLabel(t.acceptTermsLabel).check();
          await page.getByLabel(t.acceptRiskLabel).check();
        }
        await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: t.submit }).click()]);
        await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);

        const id = page.url().split('/').pop()!;
        const [row] = await db.sql<{ signature_type: string; contract_source: string; contract_sha256: string }[]>`
          select signature_type, contract_source, contract_sha256 from investments where id = ${id}`;
        expect(row).toMatchObject({ signature_type: way, contract_source: 'generated' });
        const href = await page.getByRole('link', { name: t.contract.download }).getAttribute('href');
        expect(await fetchFile(page, href!)).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
      }
    });
  }
});
