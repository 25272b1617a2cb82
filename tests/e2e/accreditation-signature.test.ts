import { png } from '@cf/api/test/files';
import { validProfile } from '@cf/api/test/identity';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';

const texts = en.account.accreditation;
const identity = en.identity.accreditation;
const INVESTOR = 'investor@demo.test';

/** A PNG's size from its IHDR chunk (bytes 16–23), without an image library. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Issue 13 item 5: the accreditation request signed with an uploaded image (spec §9). */
describe('accreditation signed with an uploaded image', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let investorId: string;

  // The demo investor is seeded accredited and without an investor profile: start from a profile
  // that meets the rule and no request, as an investor arriving at the page would.
  beforeAll(async () => {
    investorId = await userIdOf(db.sql, INVESTOR);
    await db.sql`delete from accreditations where user_id = ${investorId}`;
    const created = await api(platform, 'POST', '/api/v1/investor-profiles', {
      token: await tokenOf(platform, INVESTOR),
      body: validProfile,
    });
    expect(created.status, created.text).toBe(201);
  });

  /** The latest request's signature image, as its owner downloads it. */
  async function storedSignature() {
    const [row] = await db.sql<{ signature_file_id: string; status: string }[]>`
      select signature_file_id, status from accreditations where user_id = ${investorId} order by id desc limit 1`;
    const [file] = await db.sql<
      { purpose: string; content_type: string }[]
    >`select purpose, content_type from files where id = ${row!.signature_file_id}`;
    const res = await fetch(`${platform.url}/api/v1/files/${row!.signature_file_id}`, {
      headers: { authorization: `Bearer ${await tokenOf(platform, INVESTOR)}` },
    });
    return { row: row!, file, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function fillPhoneAndTerms(page: Page) {
    await page.getByLabel(texts.types['phone-call']).check();
    await page.getByLabel(texts.phone).fill('+15550100199');
    await page.getByLabel(texts.acceptTerms).check();
  }

  it('with scripts: only the chosen way is shown, a large image is refused on its field, a PNG is taken', async () => {
    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/settings/investment-account');
    await hydrated(page);
    await fillPhoneAndTerms(page);

    await page.getByLabel(identity.signImage, { exact: true }).check();
    await eventually(() => page.getByLabel(texts.signature).count()).toBe(0);
    const image = page.getByLabel(identity.signatureImage, { exact: true });
    await page.getByText(identity.signatureImageHint).waitFor();

    // Refused in the browser before it travels: over 512 KB.
    await image.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(400, 200, 600 * 1024) });
    await page.getByRole('button', { name: texts.submit }).click();
    await eventually(() => page.getByText(identity.signatureImageSize).isVisible()).toBe(true);
    expect(await image.getAttribute('aria-invalid')).toBe('true');

    await image.setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png(800, 300) });
    await page.getByRole('button', { name: texts.submit }).click();
    await eventually(() => page.getByText(texts.submitted).isVisible()).toBe(true);
    await eventually(() => page.getByText(`${texts.status}: ${en.account.settings.status['under-review']}`).isVisible()).toBe(true);

    const { row, file, bytes } = await storedSignature();
    expect(row.status).toBe('under-review');
    expect(file).toEqual({ purpose: 'accreditation-signature', content_type: 'image/png' });
    expect(pngSize(bytes)).toEqual({ width: 400, height: 200 });
    // The signed contract, streamed through the site, holds the image.
    const href = await page.getByRole('link', { name: texts.signedContract }).getAttribute('href');
    const contract = await page.request.get(`${platform.url}${href}`);
    expect(contract.status()).toBe(200);
    expect((await contract.body()).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('without scripts: both ways are shown, the API’s refusal lands on the image field, then the image signs', async () => {
    // Staff declined the first request: a new one may be made.
    await db.sql`update accreditations set status = 'declined', reason = 'Please sign again' where user_id = ${investorId}`;
    const page = await browser.page({ javaScriptEnabled: false });
    await logInTo(page, platform, INVESTOR, '/settings/investment-account');
    await page.getByLabel(texts.signature).waitFor();
    await fillPhoneAndTerms(page);
    await page.getByLabel(identity.signImage, { exact: true }).check();

    // An HTML page named .png passes the browser's type check; the API reads its bytes.
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    await page.getByLabel(identity.signatureImage, { exact: true }).setInputFiles({ name: 'sig.png', mimeType: 'image/png', buffer: html });
    await page.getByRole('button', { name: texts.submit }).click();
    await page.getByText(en.validation.fileFormat).waitFor();
    expect(await page.getByLabel(identity.signatureImage, { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await fillPhoneAndTerms(page);
    await page.getByLabel(identity.signImage, { exact: true }).check();
    await page
      .getByLabel(identity.signatureImage, { exact: true })
      .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png(200, 200) });
    await page.getByRole('button', { name: texts.submit }).click();
    await page.getByText(texts.submitted).waitFor();
    const { row, bytes } = await storedSignature();
    expect(row.status).toBe('under-review');
    expect(pngSize(bytes)).toEqual({ width: 400, height: 200 });
  });
});
