import { campaigns, DEMO_LOGINS, investments, noteMaturities, repayments, shareCertificates, siteSettings, users } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import type { Certificate, NoteMaturity, Register } from '@cf/domain/schemas/certificates';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, dataOf, latestAudit, latestNotifications, useStaff, useTestApp } from '../../../test/app';
import { pdfText } from '../../../test/identity';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { CONTRACT_FONT_NAMES } from '../contracts/index';
import { debtCampaign } from '../repayments/fixtures';
import { runIssueCertificates } from '../../jobs/issue-certificates';
import { campaignWithInvestors } from '../settlement/testing';
import { issueCertificatesFor } from './index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

type Investor = Awaited<ReturnType<typeof readyInvestor>>;

/** An equity campaign ($25 a share) with one paid investment per amount, closed as successful. */
async function successfulEquity(amounts: number[]) {
  const { campaign, owner } = await equityCampaign(ctx, { companyName: 'Cedar Robotics SA', campaignName: 'Cedar Robotics' });
  const investors: Investor[] = [];
  for (const [i, amount] of amounts.entries()) {
    const investor = await readyInvestor(ctx);
    await db()
      .update(users)
      .set({ firstName: 'Holder', lastName: `Number${i + 1}` })
      .where(eq(users.id, investor.id));
    await fundWallet(ctx, investor.id, amount);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount });
    expect(res.statusCode, res.body).toBe(201);
    investors.push(investor);
  }
  await db().update(campaigns).set({ status: CAMPAIGN_STATUS.successful }).where(eq(campaigns.id, campaign.id));
  return { campaign, owner, investors };
}

const certificatesOf = (campaignId: number) =>
  db().select().from(shareCertificates).where(eq(shareCertificates.campaignId, campaignId)).orderBy(asc(shareCertificates.number));

describe('share certificates', () => {
  let fixture: Awaited<ReturnType<typeof successfulEquity>>;
  let stranger: Investor;

  beforeAll(async () => {
    fixture = await successfulEquity([250_00, 500_00, 100_00]);
    stranger = await readyInvestor(ctx);
  });

  it('issues one numbered certificate per paid investment, once, whoever calls at the same time', async () => {
    const runs = await Promise.all(Array.from({ length: 10 }, () => issueCertificatesFor(db(), fixture.campaign.id)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    const rows = await certificatesOf(fixture.campaign.id);
    expect(rows.map((r) => [r.number, r.type, r.shares, r.pricePerShare, r.shareClass])).toEqual([
      [1, 'equity', 10, 25_00, 'Common'],
      [2, 'equity', 20, 25_00, 'Common'],
      [3, 'equity', 4, 25_00, 'Common'],
    ]);
    expect(rows.map((r) => r.holderId)).toEqual(fixture.investors.map((i) => i.id));
    // Idempotent: a later run finds nothing to issue and takes no number.
    expect(await issueCertificatesFor(db(), fixture.campaign.id)).toBe(0);
    const [campaign] = await db().select().from(campaigns).where(eq(campaigns.id, fixture.campaign.id));
    expect(campaign!.lastCertificateNumber).toBe(3);
  });

  it('issues nothing while the setting is off, or for a campaign that did not succeed', async () => {
    const other = await successfulEquity([100_00]);
    await db().update(siteSettings).set({ enableShareCertificate: false });
    try {
      expect(await issueCertificatesFor(db(), other.campaign.id)).toBe(0);
    } finally {
      await db().update(siteSettings).set({ enableShareCertificate: true });
    }
    await db().update(campaigns).set({ status: CAMPAIGN_STATUS.unsuccessful }).where(eq(campaigns.id, other.campaign.id));
    expect(await issueCertificatesFor(db(), other.campaign.id)).toBe(0);
    expect(await certificatesOf(other.campaign.id)).toEqual([]);
  });

  it('lists the holder’s live certificates and raises the header flag; others see nothing of them', async () => {
    const [holder] = fixture.investors;
    const mine = dataOf<Certificate[]>(await call('GET', '/equity/share-certificate', holder!.token));
    expect(mine).toEqual([
      expect.objectContaining({
        number: 1,
        shares: 10,
        issuer: 'Cedar Robotics SA',
        campaignName: 'Cedar Robotics',
        holderName: 'Holder Number1',
      }),
    ]);
    const me = (token: string) =>
      call('GET', '/users/me', token).then((r) => r.json() as { data: { data: { header: Record<string, unknown> } } });
    expect((await me(holder!.token)).data.data.header.hasShareCertificates).toBe(true);
    expect((await me(stranger.token)).data.data.header.hasShareCertificates).toBe(false);
    expect(dataOf<Certificate[]>(await call('GET', '/equity/share-certificate', stranger.token))).toEqual([]);

    const id = mine[0]!.id;
    for (const url of [`/equity/share-certificate/${id}`, `/equity/share-certificate/${id}/pdf`]) {
      expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
      expect((await call('GET', url, fixture.investors[1]!.token)).statusCode).toBe(404);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, fixture.owner.token)).statusCode).toBe(200);
      expect((await call('GET', url, staff.token)).statusCode).toBe(200);
    }
    expect((await call('POST', `/equity/share-certificate/${id}/reissue`, holder!.token, { reason: 'Mine' })).statusCode).toBe(404);
    expect((await call('GET', '/equity/share-certificate/not-a-uuid', holder!.token)).statusCode).toBe(400);
  });

  it('renders the PDF with the holder, the shares, the number and the issuer', async () => {
    const [holder] = fixture.investors;
    const [mine] = dataOf<Certificate[]>(await call('GET', '/equity/share-certificate', holder!.token));
    const res = await call('GET', `/equity/share-certificate/${mine!.id}/pdf`, holder!.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const words of ['Share certificate', 'Certificate no. 1', 'Holder Number1', 'Cedar Robotics SA', '10', '$25.00', 'Common'])
      expect(text).toContain(words);
    // In Arabic: the Arabic font is embedded; the owner reads it in the holder's language (English here).
    const ar = await call('GET', `/equity/share-certificate/${mine!.id}/pdf?language=ar`, holder!.token);
    expect(ar.rawPayload.toString('latin1')).toContain(CONTRACT_FONT_NAMES.arabic);
    const owners = pdfText((await call('GET', `/equity/share-certificate/${mine!.id}/pdf?language=ar`, fixture.owner.token)).rawPayload);
    expect(owners).toContain('Certificate no. 1');
  });

  it('reissue by the owner voids the old number and issues a new one, never reused; the register follows', async () => {
    const rows = await certificatesOf(fixture.campaign.id);
    const target = rows.find((r) => r.number === 2)!;
    // Concurrent reissues of the same certificate: one wins, the others find it void.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/equity/share-certificate/${target.id}/reissue`, fixture.owner.token, { reason: 'Lost by the holder' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const made = (answers.find((a) => a.statusCode === 201)!.json() as { data: { data: Certificate } }).data.data;
    expect(made).toMatchObject({ number: 4, shares: 20, holderId: target.holderId, voidedAt: null });

    const [old] = await db().select().from(shareCertificates).where(eq(shareCertificates.id, target.id));
    expect(old).toMatchObject({ voidReason: 'Lost by the holder', replacedById: made.id });
    expect(old!.voidedAt).toBeInstanceOf(Date);
    expect(await latestAudit(ctx, 'share_certificates', target.id)).toMatchObject({ action: 'reissue' });
    expect((await latestNotifications(ctx, target.holderId))[0]).toMatchObject({ messageKey: 'certificates.notify.reissued' });

    // Staff reissue the new one at the same time as a fresh issue runs: numbers stay unique.
    const [staffAnswer] = await Promise.all([
      staff.client.post(`/api/v1/console/share-certificates/${made.id}/reissue`, { reason: 'Name corrected' }),
      issueCertificatesFor(db(), fixture.campaign.id),
    ]);
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);
    expect(staffAnswer.json()).toMatchObject({ number: 5, holderEmail: expect.any(String) });
    const numbers = (await certificatesOf(fixture.campaign.id)).map((r) => r.number);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const live = await db()
      .select({ number: shareCertificates.number })
      .from(shareCertificates)
      .where(and(eq(shareCertificates.campaignId, fixture.campaign.id), isNull(shareCertificates.voidedAt)));
    expect(live.map((r) => r.number).sort()).toEqual([1, 3, 5]);

    const register = dataOf<Register>(
      await call('GET', `/campaigns/equities/${fixture.campaign.id}/shareholder-register`, fixture.owner.token),
    );
    expect(register.totalShares).toBe(34);
    expect(register.entries.map((e) => [e.number, e.holderName, e.shares, e.shareClass])).toEqual([
      [1, 'Holder Number1', 10, 'Common'],
      [3, 'Holder Number3', 4, 'Common'],
      [5, 'Holder Number2', 20, 'Common'],
    ]);
    const csv = await call('GET', `/campaigns/equities/${fixture.campaign.id}/shareholder-register/export.csv`, fixture.owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('certificate_number');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('"Holder Number2"');

    // The register is the owner's and staff's only.
    for (const token of [stranger.token, fixture.investors[0]!.token]) {
      expect((await call('GET', `/campaigns/equities/${fixture.campaign.id}/shareholder-register`, token)).statusCode).toBe(404);
      expect((await call('GET', `/campaigns/equities/${fixture.campaign.id}/shareholder-register/export.csv`, token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/campaigns/equities/${fixture.campaign.id}/shareholder-register`, staff.token)).statusCode).toBe(200);

    // A void certificate's PDF says so.
    const voidPdf = pdfText((await call('GET', `/equity/share-certificate/${target.id}/pdf`, fixture.owner.token)).rawPayload);
    expect(voidPdf).toContain('VOID');
    expect(voidPdf).toContain('certificate no. 4');
  });

  it('lists certificates in the console with filters', async () => {
    const res = await staff.client.get(
      `/api/v1/console/share-certificates?filter=${encodeURIComponent(JSON.stringify({ campaignId: fixture.campaign.id, live: false }))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { number: number }[]).map((r) => r.number).sort()).toEqual([2, 4]);
    expect(res.headers['content-range']).toMatch(/\/2$/);
  });
});

describe('demo data', () => {
  it('gives the demo investor live certificates of the successful equity rounds, numbered from 1 per campaign', async () => {
    const [investor] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.investor));
    const held = await db()
      .select({
        slug: campaigns.slug,
        number: shareCertificates.number,
        shares: shareCertificates.shares,
        last: campaigns.lastCertificateNumber,
      })
      .from(shareCertificates)
      .innerJoin(campaigns, eq(campaigns.id, shareCertificates.campaignId))
      .where(and(eq(shareCertificates.holderId, investor!.id), isNull(shareCertificates.voidedAt)));
    expect(held.map((h) => h.slug).sort()).toEqual(['bluepeak-outdoor-gear', 'carecircle-home-health', 'nutrinest-baby-foods']);
    for (const h of held) expect(h.number).toBeLessThanOrEqual(h.last);
    const [bluepeak] = await db().select().from(campaigns).where(eq(campaigns.slug, 'bluepeak-outdoor-gear'));
    expect(bluepeak!.lastCertificateNumber).toBe(58);
  });
});

describe('convertible notes at maturity', () => {
  const decide = (campaignId: number, body: object) => staff.client.post(`/api/v1/console/note-maturities/${campaignId}/decide`, body);

  it('converts each paid note into floor(amount / price) shares with certificates, once, and not before maturity', async () => {
    const { campaign, investors } = await debtCampaign(ctx, [1_000_00, 333_33, 250_00], {
      maturityDate: '2099-01-01',
      conversionTrigger: 'Next priced round',
      redemptionTerms: 'Principal plus 5%',
    });
    const early = await decide(campaign.id, { outcome: 'converted', pricePerShare: 12_50, shareClass: 'Series Seed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: expect.stringContaining('not matured') });

    await db().update(campaigns).set({ maturityDate: '2020-01-01' }).where(eq(campaigns.id, campaign.id));
    const tooHigh = await decide(campaign.id, { outcome: 'converted', pricePerShare: 300_00, shareClass: 'Series Seed' });
    expect(tooHigh.statusCode).toBe(409);
    // Two staff members decide at once: one decision is made, the other is refused.
    const [answer, again] = await Promise.all(
      [0, 1].map(() => decide(campaign.id, { outcome: 'converted', pricePerShare: 12_50, shareClass: 'Series Seed' })),
    ).then((all) => all.sort((a, b) => a.statusCode - b.statusCode));
    expect(answer!.statusCode, answer!.body).toBe(200);
    expect(again!.statusCode).toBe(409);
    expect(answer!.json()).toMatchObject<Partial<NoteMaturity>>({
      outcome: 'converted',
      conversionPrice: 12_50,
      shareClass: 'Series Seed',
      certificates: 3,
    });

    const rows = await db()
      .select({ investorId: investments.investorId, shares: investments.shares, price: investments.pricePerShare })
      .from(investments)
      .where(eq(investments.campaignId, campaign.id));
    // $1,000.00 / $12.50 = 80; $333.33 / $12.50 = 26.66 → 26; $250.00 / $12.50 = 20.
    expect(new Map(rows.map((r) => [r.investorId, r.shares]))).toEqual(
      new Map([
        [investors[0]!.id, 80],
        [investors[1]!.id, 26],
        [investors[2]!.id, 20],
      ]),
    );
    const made = await certificatesOf(campaign.id);
    expect(made.map((c) => [c.type, c.shares, c.shareClass, c.pricePerShare])).toEqual([
      ['converted', 80, 'Series Seed', 12_50],
      ['converted', 26, 'Series Seed', 12_50],
      ['converted', 20, 'Series Seed', 12_50],
    ]);
    const [decision] = await db().select().from(noteMaturities).where(eq(noteMaturities.campaignId, campaign.id));
    expect(decision).toMatchObject({ outcome: 'converted', decidedById: staff.id });
    expect(await latestAudit(ctx, 'note_maturities', String(campaign.id))).toMatchObject({ action: 'convert' });
    expect((await latestNotifications(ctx, investors[1]!.id))[0]).toMatchObject({ messageKey: 'certificates.notify.noteConverted' });
    expect((await decide(campaign.id, { outcome: 'repaid' })).statusCode).toBe(409);
    expect(await certificatesOf(campaign.id)).toHaveLength(3);
  });

  it('repays per the redemption terms: a return-of-investment repayment of the principal', async () => {
    const { campaign, investors } = await debtCampaign(ctx, [400_00, 600_00], {
      maturityDate: '2020-06-30',
      redemptionTerms: 'Principal only',
    });
    const res = await decide(campaign.id, { outcome: 'repaid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'repaid', principal: 1_000_00, investments: 2, certificates: 0 });
    const [repayment] = await db().select().from(repayments).where(eq(repayments.campaignId, campaign.id));
    expect(repayment).toMatchObject({ kind: 'return_of_investment', amount: 1_000_00, status: 'scheduled' });
    expect((await latestNotifications(ctx, investors[0]!.id))[0]).toMatchObject({ messageKey: 'certificates.notify.noteRepaid' });
    expect(await certificatesOf(campaign.id)).toEqual([]);
  });

  it('refuses a campaign without note terms', async () => {
    const { campaign } = await debtCampaign(ctx, [100_00]);
    expect((await decide(campaign.id, { outcome: 'repaid' })).statusCode).toBe(409);
    expect((await decide(campaign.id, { outcome: 'converted', pricePerShare: 0, shareClass: 'A' })).statusCode).toBe(400);
  });
});

describe('the issue-certificates job', () => {
  it('issues the certificates of a campaign the close settled as successful, once; catches up when the setting is turned on', async () => {
    const closeNow = (id: number) => staff.client.post(`/api/v1/console/campaigns/${id}/close`, {});
    const { campaign } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 500_00 }, [
      { amount: 500_00 },
      { amount: 250_00 },
    ]);
    expect((await closeNow(campaign.id)).statusCode).toBe(200);
    expect(await runIssueCertificates({ db: db() })).toMatchObject({ issued: 2 });
    expect((await certificatesOf(campaign.id)).map((r) => [r.number, r.shares])).toEqual([
      [1, 20],
      [2, 10],
    ]);
    expect(await runIssueCertificates({ db: db() })).toMatchObject({ issued: 0 });

    // Settled while certificates were off: none then, issued by the first run after they are turned on.
    const later = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 100_00 }, [{ amount: 100_00 }]);
    await db().update(siteSettings).set({ enableShareCertificate: false });
    try {
      expect((await closeNow(later.campaign.id)).statusCode).toBe(200);
      expect(await runIssueCertificates({ db: db() })).toEqual({ campaigns: 0, issued: 0 });
    } finally {
      await db().update(siteSettings).set({ enableShareCertificate: true });
    }
    expect(await runIssueCertificates({ db: db() })).toMatchObject({ issued: 1 });
    expect(await certificatesOf(later.campaign.id)).toHaveLength(1);
  });
});
