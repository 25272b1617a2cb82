import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { api, type Platform, usePlatform } from '../support/platform';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { tokenOf } from '../support/site';
import { consoleList } from '../support/staff';

const text = en.console;
const INVESTOR = { email: 'investor@demo.test', password: 'Demo!2345' };
const OWNER = { email: 'owner@demo.test', password: 'Demo!2345' };
const ADMIN = 'admin@demo.test';
/** A 1×1 PNG: the KYC document the investor "uploaded". */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The texts of a user's notifications, newest first. */
async function notificationTexts(platform: Platform, token: string): Promise<string[]> {
  const res = await api(platform, 'GET', '/api/v1/notifications', { token });
  expect(res.status).toBe(200);
  return (res.json!.data as { data: { text: string }[] }).data.map((n) => n.text);
}

/** The grid row whose cell shows exactly this text (other seeded addresses may contain it). */
const rowWith = (page: Page, cellText: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: cellText, exact: true }) });

// Each journey drives several pages; the machine may be shared, so allow more than the default.
const JOURNEY_TIMEOUT = 120_000;

describe('console: people and compliance', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let investorId = '';
  let partyId = 0;
  let documentId = 0;

  // The investor's KYC party, with a provider warning and one document, as the KYC flow leaves it
  // (written straight to the database so that this journey does not depend on the sign-up and KYC pages).
  /** A private file as the upload flows leave it: bytes in storage, a row in files. */
  async function storePrivateFile(ownerId: string, bytes: Buffer, contentType: string, extension: string, purpose: string) {
    const storageKey = `${randomBytes(16).toString('hex')}.${extension}`;
    const privateDir = join(platform.dataDir, 'uploads', 'private');
    mkdirSync(privateDir, { recursive: true });
    writeFileSync(join(privateDir, storageKey), bytes);
    const [file] = await db.sql<{ id: string }[]>`
      insert into files (owner_id, visibility, storage_key, content_type, size, original_name, purpose)
      values (${ownerId}, 'private', ${storageKey}, ${contentType}, ${bytes.length}, ${`${purpose}.${extension}`}, ${purpose})
      returning id`;
    return file!.id;
  }

  beforeAll(async () => {
    investorId = await userIdOf(db.sql, INVESTOR.email);
    await db.sql`delete from kyc_parties where user_id = ${investorId}`;
    const [party] = await db.sql<{ id: number }[]>`
      insert into kyc_parties (user_id, provider, status, first_name, last_name, city, country, provider_warnings)
      values (${investorId}, 'sandbox', 'under-review', 'Ines', 'Investor', 'Lyon', 'FR', ${db.sql.json(['Address could not be matched'])})
      returning id`;
    partyId = party!.id;
    const fileId = await storePrivateFile(investorId, PNG, 'image/png', 'png', 'kyc-document');
    const [document] = await db.sql<{ id: number }[]>`
      insert into kyc_documents (party_id, file_id, document_type) values (${partyId}, ${fileId}, 'passport') returning id`;
    documentId = document!.id;
  });

  it(
    'staff decline a KYC check with a reason; the investor is told, and the e-mail is in the outbox',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const token = await tokenOf(platform, INVESTOR.email);
      const reason = 'The passport scan is blurry: please upload a sharper photo.';
      const staff = await browser.page();
      await staffLogIn(staff, platform.url);

      // The dashboard counts what waits, and its card opens the filtered queue.
      const waiting = await consoleList(platform, 'kyc', { status: 'under-review' });
      expect(waiting.map((row) => row.id)).toContain(partyId);
      await expect.poll(() => staff.getByTestId('kyc-count').textContent()).toBe(String(waiting.length));
      await staff.getByRole('link', { name: text.dashboard.openKyc }).click();
      await expect.poll(() => staff.url()).toMatch(/#\/kyc\?/);
      const row = rowWith(staff, INVESTOR.email);
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await row.click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/kyc/${partyId}/show$`));

      // The party's fields, the provider's warning and the document (staff only, in a new tab).
      await expect.poll(() => staff.getByText('Address could not be matched').isVisible(), { timeout: 15_000 }).toBe(true);
      const documentLink = staff.getByRole('link', { name: new RegExp(text.choices.kycDocumentType.passport) });
      const opened = staff.context().waitForEvent('response', (r) => r.url().includes(`/documents/${documentId}`));
      const [popup] = await Promise.all([staff.waitForEvent('popup'), documentLink.click()]);
      const documentResponse = await opened;
      expect(documentResponse.url()).toBe(`${platform.url}/api/v1/console/kyc/${partyId}/documents/${documentId}`);
      expect(documentResponse.status()).toBe(200);
      expect(documentResponse.headers()['content-type']).toBe('image/png');
      await popup.close();
      expect(await accessibilityProblems(staff)).toEqual([]);
      const asInvestor = await api(platform, 'GET', `/api/v1/console/kyc/${partyId}/documents/${documentId}`, { token });
      expect([401, 403]).toContain(asInvestor.status);
      const anonymous = await api(platform, 'GET', `/api/v1/console/kyc/${partyId}/documents/${documentId}`);
      expect([401, 403]).toContain(anonymous.status);

      // Decline: the reason is required and checked before anything is sent.
      const dialog = await openDialog(staff, text.review.decline, text.kyc.declineTitle);
      const reasonInput = dialog.getByRole('textbox', { name: text.review.reason });
      await reasonInput.fill('no');
      await dialog.getByRole('button', { name: text.review.decline }).click();
      await expect.poll(() => dialog.getByText(en.validation.tooShort.replace('{{minimum}}', '3')).isVisible()).toBe(true);
      expect(await accessibilityProblems(staff)).toEqual([]);
      await reasonInput.fill(reason);
      await dialog.getByRole('button', { name: text.review.decline }).click();
      await expect.poll(() => snackbar(staff, text.review.declined).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The record is fetched again: the page shows the decision and its reason.
      await expect.poll(() => staff.getByText(reason).isVisible()).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.reviewStatus.declined, { exact: true }).isVisible()).toBe(true);
      // Decided once: the API would refuse a second decision, so the buttons are gone.
      expect(await staff.getByRole('button', { name: text.review.decline }).count()).toBe(0);

      // The investor's notifications carry the reason.
      expect((await notificationTexts(platform, token)).some((t) => t.includes(reason))).toBe(true);

      // The outbox shows the e-mail; its HTML is rendered in a sandboxed frame, never in the console page.
      const emails = await consoleList(platform, 'outbox', { to: INVESTOR.email });
      const declineEmail = emails.find((e) => String(e.text).includes(reason));
      expect(declineEmail, 'the decline e-mail with the reason').toBeDefined();
      await staff.goto(`${platform.url}/admin/#/outbox`);
      await staff.getByRole('textbox', { name: en.console.resources.outbox.fields.to, exact: true }).fill(INVESTOR.email);
      const emailRow = staff
        .getByRole('row')
        .filter({ hasText: String(declineEmail!.subject) })
        .first();
      await expect.poll(() => emailRow.isVisible(), { timeout: 15_000 }).toBe(true);
      await emailRow.click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/outbox/${String(declineEmail!.id)}/show$`));
      await expect.poll(() => staff.getByTestId('email-text').textContent(), { timeout: 15_000 }).toContain(reason);
      const frame = staff.locator('iframe');
      expect(await frame.count()).toBe(1);
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain('<html');
      await expect.poll(() => staff.frameLocator('iframe').getByText(reason).isVisible()).toBe(true);
      // The e-mail's paragraphs exist only inside the frame: the console's document shows the text version alone.
      expect(await staff.locator('p', { hasText: reason }).count()).toBe(0);
    },
  );

  it('staff suspend an account: its token stops working; staff cannot suspend themselves', { timeout: JOURNEY_TIMEOUT }, async () => {
    const token = await tokenOf(platform, INVESTOR.email);
    expect((await api(platform, 'GET', '/api/v1/users/me', { token })).status).toBe(200);
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);

    // Find the investor by search, as staff would.
    await staff.goto(`${platform.url}/admin/#/users`);
    await staff.getByRole('textbox', { name: /search/i }).fill(INVESTOR.email);
    const row = rowWith(staff, INVESTOR.email);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.click();
    await expect.poll(() => staff.url()).toMatch(new RegExp(`#/users/${investorId}/show$`));

    const dialog = await openDialog(staff, text.users.suspend, text.users.suspendTitle);
    await dialog.getByRole('textbox', { name: text.users.suspendReason }).fill('Suspicious activity under review.');
    await dialog.getByRole('button', { name: text.users.suspend }).click();
    await expect.poll(() => snackbar(staff, text.users.suspended).isVisible(), { timeout: 15_000 }).toBe(true);
    // A person waits for the suspend dialog to be gone before reaching for the next button.
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => staff.getByText(text.choices.userStatus.suspended, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => staff.getByRole('button', { name: text.users.restore }).isVisible()).toBe(true);

    // The investor's token no longer opens anything, and the account cannot sign in.
    expect((await api(platform, 'GET', '/api/v1/users/me', { token })).status).toBe(401);
    expect((await api(platform, 'GET', '/api/v1/notifications', { token })).status).toBe(401);
    const relogin = await api(platform, 'POST', '/api/v1/users/login', { body: INVESTOR });
    expect(relogin.status).toBeGreaterThanOrEqual(400);

    // Restore: the investor can sign in again.
    const restoreDialog = await openDialog(staff, text.users.restore, text.users.restoreTitle);
    await restoreDialog.getByRole('button', { name: text.users.restore }).click();
    await expect.poll(() => snackbar(staff, text.users.restored).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => staff.getByText(text.choices.userStatus.active, { exact: true }).isVisible()).toBe(true);
    expect((await api(platform, 'POST', '/api/v1/users/login', { body: INVESTOR })).status).toBe(200);

    // The API refuses a staff member suspending themselves; the console shows its message.
    browser.allowErrors(/409/);
    const me = (await consoleList(platform, 'users', { q: ADMIN })).find((u) => u.email === ADMIN);
    await staff.goto(`${platform.url}/admin/#/users/${String(me!.id)}/show`);
    // The hash changes at once but the show view still holds the investor until the new record
    // arrives: wait for it, or the click would suspend the investor again.
    await expect.poll(() => staff.locator('main').getByText(ADMIN, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    const selfDialog = await openDialog(staff, text.users.suspend, text.users.suspendTitle);
    await selfDialog.getByRole('textbox', { name: text.users.suspendReason }).fill('Testing the guard.');
    await selfDialog.getByRole('button', { name: text.users.suspend }).click();
    await expect.poll(() => snackbar(staff, en.notify.errors.selfSuspend).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await selfDialog.isVisible()).toBe(true);
    const after = (await consoleList(platform, 'users', { q: ADMIN })).find((u) => u.email === ADMIN);
    expect(after!.status).toBe('active');
  });

  it(
    'staff approve an accreditation after reading the contract, reject one deletion request and complete another',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      // An accreditation waiting with its signed contract; two deletion requests: the owner's, and a leaving user's.
      const contractId = await storePrivateFile(
        investorId,
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        'application/pdf',
        'pdf',
        'accreditation-contract',
      );
      const [accreditation] = await db.sql<{ id: number }[]>`
      insert into accreditations (user_id, basis, verification_type, verification_phone, contract_file_id, signature, signed_at, signed_ip)
      values (${investorId}, 'income', 'phone-call', '+33612345678', ${contractId}, 'Ines Investor', now(), '203.0.113.9')
      returning id`;
      const ownerId = await userIdOf(db.sql, OWNER.email);
      const [ownerRequest] = await db.sql<{ id: number }[]>`
      insert into deletion_requests (user_id, user_email, reason) values (${ownerId}, ${OWNER.email}, 'Too many e-mails.') returning id`;
      const [leaving] = await db.sql<{ id: string }[]>`
      insert into users (first_name, last_name, email, slug, status, user_type)
      values ('Lea', 'Leaving', 'leaving@example.test', 'lea-leaving', 'active', 'investor') returning id`;
      const [leavingRequest] = await db.sql<{ id: number }[]>`
      insert into deletion_requests (user_id, user_email, reason) values (${leaving!.id}, 'leaving@example.test', 'Moving abroad.') returning id`;
      const ownerToken = await tokenOf(platform, OWNER.email);
      const staff = await browser.page();
      await staffLogIn(staff, platform.url);

      // Accreditation: the queue, the signed contract (staff only), then Approve.
      const waiting = await consoleList(platform, 'accreditations', { status: 'under-review' });
      expect(waiting.map((row) => row.id)).toContain(accreditation!.id);
      await expect.poll(() => staff.getByTestId('accreditations-count').textContent()).toBe(String(waiting.length));
      await staff.getByRole('link', { name: text.dashboard.openAccreditations }).click();
      const accreditationRow = rowWith(staff, INVESTOR.email);
      await expect.poll(() => accreditationRow.count(), { timeout: 15_000 }).toBe(1);
      await accreditationRow.click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/accreditations/${accreditation!.id}/show$`));
      const contract = staff.context().waitForEvent('response', (r) => r.url().endsWith(`/accreditations/${accreditation!.id}/contract`));
      const [popup] = await Promise.all([
        staff.waitForEvent('popup'),
        staff.getByRole('link', { name: new RegExp(text.accreditations.open.contract) }).click(),
      ]);
      expect((await contract).status()).toBe(200);
      expect((await contract).headers()['content-type']).toBe('application/pdf');
      await popup.close();
      expect(await staff.getByText(en.console.labels.none, { exact: true }).count()).toBe(1); // no letter: a phone call
      const approveDialog = await openDialog(staff, text.review.approve, text.accreditations.approveTitle);
      await approveDialog.getByRole('button', { name: text.review.approve }).click();
      await expect.poll(() => snackbar(staff, text.review.approved).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.reviewStatus.approved, { exact: true }).isVisible()).toBe(true);
      expect(await staff.getByRole('button', { name: text.review.approve }).count()).toBe(0);

      // Deletion requests: reject the owner's with a note that reaches them.
      const note = 'Your campaign still has open investments; close it first.';
      await staff.goto(`${platform.url}/admin/#/deletion-requests`);
      const ownerRow = rowWith(staff, OWNER.email);
      await expect.poll(() => ownerRow.count(), { timeout: 15_000 }).toBe(1);
      await ownerRow.click();
      await expect.poll(() => staff.url()).toMatch(new RegExp(`#/deletion-requests/${ownerRequest!.id}/show$`));
      const rejectDialog = await openDialog(staff, text.deletion.reject, text.deletion.rejectTitle);
      await rejectDialog.getByRole('textbox', { name: en.console.resources['deletion-requests'].fields.staffNote }).fill(note);
      await rejectDialog.getByRole('button', { name: text.deletion.reject }).click();
      await expect.poll(() => snackbar(staff, text.deletion.rejected).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.deletionStatus.rejected, { exact: true }).isVisible()).toBe(true);
      expect((await notificationTexts(platform, ownerToken)).some((t) => t.includes(note))).toBe(true);

      // Complete the other: the dialog says what is erased and what is kept; the account is anonymised.
      await staff.goto(`${platform.url}/admin/#/deletion-requests/${leavingRequest!.id}/show`);
      const completeDialog = await openDialog(staff, text.deletion.complete, text.deletion.completeTitle);
      expect(await completeDialog.getByText(text.deletion.completeText).isVisible()).toBe(true);
      await completeDialog.getByRole('button', { name: text.deletion.complete }).click();
      await expect.poll(() => snackbar(staff, text.deletion.completed).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => staff.getByText(text.choices.deletionStatus.completed, { exact: true }).isVisible()).toBe(true);
      // The request keeps the address the person wrote from; the account itself no longer holds it.
      expect(await staff.getByText('leaving@example.test').first().isVisible()).toBe(true);
      const [erased] = await db.sql<{ status: string; email: string }[]>`select status, email from users where id = ${leaving!.id}`;
      expect(erased).toMatchObject({ status: 'deleted' });
      expect(erased!.email).not.toBe('leaving@example.test');
    },
  );
});
