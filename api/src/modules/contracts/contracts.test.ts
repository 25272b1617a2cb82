import { campaigns, investments } from '@cf/db';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, nextIp, useStaff, useTestApp } from '../../../test/app';
import { form, pdf, png } from '../../../test/campaigns';
import { pdfText, tinyJpeg } from '../../../test/identity';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { CONTRACT_FONT_NAMES } from './index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;

const download = (token: string | null, investmentId: string, language = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/contracts/get-investor-contract?investmentId=${investmentId}&language=${language}`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
  });
const preview = (token: string | null, body: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/contracts/generate-pdf?language=${language}`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
    payload: body,
  });
async function uploadSigned(token: string, campaignId: number, fields: Record<string, string>, file: Buffer | null) {
  const { payload, headers } = await form(file ? { name: 'signed.pdf', type: 'application/pdf', data: file } : null, fields);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/campaigns/${campaignId}/upload-user-contact`,
    headers: { ...bearer(token), ...headers },
    remoteAddress: nextIp(),
    payload,
  });
}

const createPdf = (token: string, investmentId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contracts/create-pdf',
    headers: { ...bearer(token), ...headers },
    remoteAddress: nextIp(),
    payload: { investmentId },
  });

/**
 * An investor who invested $250 (10 shares) from the wallet, with the campaign and its owner; the
 * contract made right after, as the site's invest action does (in the request's language).
 */
async function invested(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { campaign, owner } = await equityCampaign(ctx, { companyName: 'Olive Grove Cooperative' });
  const investor = await readyInvestor(ctx);
  await fundWallet(ctx, investor.id, 1_000_00);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, ...body }, headers);
  expect(res.statusCode, res.body).toBe(201);
  const investmentId = res.json().data.data.id as string;
  expect((await createPdf(investor.token, investmentId, headers)).statusCode).toBe(200);
  return { campaign, owner, investor, investmentId };
}

const bytesOf = (res: LightMyRequestResponse) => res.rawPayload;

describe('investment contracts', () => {
  it('renders the signed contract once from the investment’s record; the download is those exact bytes', async () => {
    const { investor, investmentId } = await invested();
    const row = await investmentRow(investmentId);
    // Asked again, create-pdf answers the kept contract: it is never rendered twice.
    expect((await createPdf(investor.token, investmentId)).json().data.data).toMatchObject({
      investmentId,
      contractFileId: row.contractFileId,
      contractSha256: row.contractSha256,
      contractSource: 'generated',
    });
    expect(row).toMatchObject({ contractSource: 'generated', contractSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(row.contractFileId).toMatch(/^[0-9a-f-]{36}$/);

    const res = await download(investor.token, investmentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bytesOf(res).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(bytesOf(res))).toBe(row.contractSha256);
    const text = pdfText(bytesOf(res));
    expect(text).toContain('Investment contract');
    expect(text).toContain('Olive Grove Cooperative');
    expect(text).toContain('$250.00');
    expect(text).toContain('$25.00');
    expect(text).toContain('Jane Investor');
    expect(text).toContain(row.reference);
    // Downloading again never renders again.
    expect(sha256(bytesOf(await download(investor.token, investmentId)))).toBe(row.contractSha256);
  });

  it('lets the investor, the owner and staff download it; another investor gets 404, a visitor 401', async () => {
    const { owner, investor, investmentId } = await invested();
    for (const token of [investor.token, owner.token, staff.token]) expect((await download(token, investmentId)).statusCode).toBe(200);
    expect(await latestAudit(ctx, 'investments', investmentId)).toMatchObject({ action: 'view-contract', actorId: staff.id });
    const other = await readyInvestor(ctx);
    expect((await download(other.token, investmentId)).statusCode).toBe(404);
    expect((await download(null, investmentId)).statusCode).toBe(401);
    expect((await download(investor.token, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('writes an Arabic contract right to left with an embedded Arabic font', async () => {
    const { investor, investmentId } = await invested({}, { 'accept-language': 'ar' });
    const res = await download(investor.token, investmentId, 'en');
    expect(res.statusCode).toBe(200);
    const bytes = bytesOf(res);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(CONTRACT_FONT_NAMES.arabic);
    expect(sha256(bytes)).toBe((await investmentRow(investmentId)).contractSha256);
    // The Latin parts (names, reference) are drawn with the Latin font beside the Arabic text.
    expect(pdfText(bytes)).toContain('Olive Grove Cooperative');
  });

  it('previews the unsigned contract for an ask, with the investing rules', async () => {
    const { campaign } = await equityCampaign(ctx, { companyName: 'Harbour Ferries' });
    const investor = await readyInvestor(ctx);
    const res = await preview(investor.token, { campaignId: campaign.id, shares: 8 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(bytesOf(res));
    expect(text).toContain('Preview, not signed');
    expect(text).toContain('$200.00');
    expect(text).toContain('Harbour Ferries');
    // No amount: the campaign's minimum.
    expect(pdfText(bytesOf(await preview(investor.token, { campaignId: campaign.id })))).toContain('$100.00');
    const fr = await preview(investor.token, { campaignId: campaign.id, amount: 300_00 }, 'fr');
    expect(pdfText(bytesOf(fr))).toContain("Contrat d'investissement");
    const wrong = await preview(investor.token, { campaignId: campaign.id, amount: 260_00 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({ field: 'amount', message: 'Shares cost $25.00 each: invest $250.00 or $275.00.' });
    expect((await preview(null, { campaignId: campaign.id })).statusCode).toBe(401);
    expect((await preview(investor.token, { campaignId: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('keeps investing free of rendering; the first download makes the contract when create-pdf was not called', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 });
    const investmentId = res.json().data.data.id as string;
    // The investment's transaction keeps the signed record; the PDF comes after.
    expect(await investmentRow(investmentId)).toMatchObject({ signatureType: 'typed', contractFileId: null, contractSha256: null });
    const first = await download(owner.token, investmentId);
    expect(first.statusCode).toBe(200);
    const row = await investmentRow(investmentId);
    expect(row).toMatchObject({ contractSource: 'generated', contractSha256: sha256(bytesOf(first)) });
    expect((await createPdf(investor.token, investmentId)).json().data.data.contractSha256).toBe(row.contractSha256);
    expect((await createPdf((await createUser(ctx)).token, investmentId)).statusCode).toBe(404);
  });

  it('lets the owner upload a hand-signed contract only when contracts are managed by hand; audited', async () => {
    const { campaign, owner, investor, investmentId } = await invested();
    const signed = pdf('signed by hand');
    const refused = await uploadSigned(owner.token, campaign.id, { investmentId }, signed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/prepared by the platform/);

    await db().update(campaigns).set({ manageContract: true }).where(eq(campaigns.id, campaign.id));
    // Nobody but the owner: the investor, another owner and staff get 404.
    const otherOwner = await createUser(ctx, { userType: 'campaign-owner' });
    for (const token of [investor.token, otherOwner.token, staff.token])
      expect((await uploadSigned(token, campaign.id, { investmentId }, signed)).statusCode).toBe(404);
    // A PDF only, judged by its bytes.
    const notPdf = await uploadSigned(owner.token, campaign.id, { investmentId }, png(10, 10));
    expect(notPdf.statusCode).toBe(400);
    // An investment of another campaign is not this campaign's.
    const elsewhere = await invested();
    expect((await uploadSigned(owner.token, campaign.id, { investmentId: elsewhere.investmentId }, signed)).statusCode).toBe(404);

    const before = await investmentRow(investmentId);
    const res = await uploadSigned(owner.token, campaign.id, { investmentId }, signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toMatchObject({ investmentId, contractSource: 'uploaded', contractSha256: sha256(signed) });
    const got = await download(investor.token, investmentId);
    expect(bytesOf(got).equals(signed)).toBe(true);
    expect(await latestAudit(ctx, 'investments', investmentId)).toMatchObject({
      action: 'upload-user-contract',
      actorId: owner.id,
      before: { contractSha256: before.contractSha256, contractSource: 'generated' },
      after: { contractSha256: sha256(signed), contractSource: 'uploaded' },
    });
  });

  it('puts a drawn or uploaded signature image in the contract; refuses one over 512 KB with the message', async () => {
    const drawn = await invested({ signature: { type: 'drawn', value: `data:image/png;base64,${png(400, 200).toString('base64')}` } });
    const drawnPdf = bytesOf(await download(drawn.investor.token, drawn.investmentId));
    expect(drawnPdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(sha256(drawnPdf)).toBe((await investmentRow(drawn.investmentId)).contractSha256);

    const uploaded = await invested({ signature: { type: 'uploaded', value: `data:image/jpeg;base64,${tinyJpeg().toString('base64')}` } });
    expect((await investmentRow(uploaded.investmentId)).signatureType).toBe('uploaded');
    expect((await download(uploaded.investor.token, uploaded.investmentId)).statusCode).toBe(200);

    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const big = png(400, 200, 530 * 1024);
    const res = await invest(ctx, investor.token, {
      campaignId: campaign.id,
      amount: 250_00,
      signature: { type: 'uploaded', value: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'signature.value', message: 'The signature image must be under 512 KB.' });
  });
});
