import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  campaignComments,
  campaignDocuments,
  campaignFaqs,
  campaignFaqTemplates,
  campaignPayoutAccounts,
  campaignProperties,
  campaigns,
  type DatabaseHandle,
  DEMO_PASSWORD,
  lookups,
  openDatabase,
  savedCampaigns,
  savedInvestments,
  users,
  investments,
  kycParties,
  DEMO_LOGINS,
} from '@cf/db';
import { DEMO_OWNERS } from '@cf/db/seed/campaigns-data';
import { seedDemo } from '../demo/index';
import { balanceOf, checkLedger } from '../ledger/index';
import { createTemplateDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { campaignChecklist } from '@cf/domain';
import { verifyPassword } from '@cf/domain/password';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sitePublic = join(dirname(fileURLToPath(import.meta.url)), '../../../../site/public');

describe('the demo seed (fresh database)', () => {
  let name = '';
  let handle: DatabaseHandle;

  beforeAll(async () => {
    name = await createTemplateDatabase(undefined, seedDemo);
    handle = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    if (name) await dropDatabase(name);
  });

  it('adds at least 24 campaigns over every status, both investing types, four currencies and several categories', async () => {
    const rows = await handle.db.select().from(campaigns);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(rows.map((r) => r.investingType))).toEqual(new Set(['equity', 'debt']));
    expect(new Set(rows.map((r) => r.currencyCode))).toEqual(new Set(['USD', 'EUR', 'GBP', 'AED']));
    expect(new Set(rows.map((r) => r.categoryId)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.featured && r.status === 2).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 2).length).toBeGreaterThanOrEqual(9);
  });

  it('keeps amounts, investors and dates consistent with each status', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const c of await handle.db.select().from(campaigns)) {
      const label = `${c.slug} (${c.status})`;
      if ([0, 1, 3].includes(c.status)) {
        expect(c.raisedAmount, label).toBe(0);
        expect(c.investorCount, label).toBe(0);
        expect(c.lastInvestmentAt, label).toBeNull();
      } else {
        expect(c.raisedAmount, label).toBeGreaterThan(0);
        expect(c.investorCount, label).toBeGreaterThan(0);
        expect(c.raisedAmount, label).toBeLessThanOrEqual(c.maximumRaise!);
      }
      if (c.status === 4) expect(c.raisedAmount, label).toBeGreaterThanOrEqual(c.minimumRaise!);
      if (c.status === 5) expect(c.raisedAmount, label).toBeLessThan(c.minimumRaise!);
      if (c.status === 2) expect(c.closingDate! > today, label).toBe(true);
      if (c.status === 4 || c.status === 5) expect(c.closingDate! < today, label).toBe(true);
      if ([3, 6, 7].includes(c.status)) expect(c.decisionReason, label).toBeTruthy();
      expect(c.campaignStory?.length ?? 0, label).toBeLessThanOrEqual(255);
      expect((c.companyName ?? '').length, label).toBeGreaterThanOrEqual(10);
    }
  });

  it('raised amounts and investor counts are what the ledger and the investments say', async () => {
    expect(await checkLedger(handle.db)).toMatchObject({ balanced: true, negativeBalances: 0 });
    const paid = await handle.db.select().from(investments).where(eq(investments.status, 'success'));
    const funded = (await handle.db.select().from(campaigns)).filter((c) => c.raisedAmount > 0);
    expect(new Set(funded.map((c) => c.currencyCode)).size).toBeGreaterThanOrEqual(3);
    for (const c of funded) {
      const mine = paid.filter((i) => i.campaignId === c.id);
      expect(
        mine.reduce((sum, i) => sum + i.amount, 0),
        c.slug,
      ).toBe(c.raisedAmount);
      expect(new Set(mine.map((i) => i.investorId)).size, c.slug).toBe(c.investorCount);
      expect(await balanceOf(handle.db, { kind: 'campaign_escrow', currency: c.currencyCode!, campaignId: c.id }), c.slug).toBe(
        c.raisedAmount,
      );
      for (const i of mine) {
        expect(i.amount, c.slug).toBeGreaterThanOrEqual(c.minimumInvestment!);
        expect(i.amount, c.slug).toBeLessThanOrEqual(c.maximumInvestment!);
        if (c.investingType === 'equity') expect(i.amount, c.slug).toBe(i.shares! * c.pricePerShare!);
      }
    }
  });

  it('the demo investor is identity-checked, accredited and has a funded wallet', async () => {
    const [ines] = await handle.db.select().from(users).where(eq(users.email, DEMO_LOGINS.investor));
    const [kyc] = await handle.db.select().from(kycParties).where(eq(kycParties.userId, ines!.id));
    expect(kyc?.status).toBe('approved');
    expect(await balanceOf(handle.db, { kind: 'investor_wallet', currency: 'USD', userId: ines!.id })).toBe(5_000_00);
    expect(await balanceOf(handle.db, { kind: 'investor_wallet', currency: 'EUR', userId: ines!.id })).toBe(2_000_00);
  });

  it('the demo investor has a saved investment on a live campaign that outlasts its expiry', async () => {
    const [ines] = await handle.db.select().from(users).where(eq(users.email, DEMO_LOGINS.investor));
    const saved = await handle.db
      .select({ amount: savedInvestments.amount, expiresAt: savedInvestments.expiresAt, campaign: campaigns })
      .from(savedInvestments)
      .innerJoin(campaigns, eq(campaigns.id, savedInvestments.campaignId))
      .where(eq(savedInvestments.userId, ines!.id));
    expect(saved).toHaveLength(1);
    const [{ amount, expiresAt, campaign }] = saved as [(typeof saved)[number]];
    expect(campaign.status).toBe(2);
    expect(amount).toBeGreaterThanOrEqual(campaign.minimumInvestment!);
    expect(amount).toBeLessThanOrEqual(campaign.maximumInvestment!);
    // Neither the expiry job (its default 30 days) nor the closing campaign's settlement removes it soon.
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(new Date(`${campaign.closingDate!}T00:00:00Z`).getTime()).toBeGreaterThan(expiresAt.getTime());
  });

  it('submitted campaigns pass the go-live checklist (as if on their submission day)', async () => {
    const submitted = await handle.db
      .select()
      .from(campaigns)
      .where(inArray(campaigns.status, [1, 2]));
    const required = await handle.db
      .select()
      .from(campaignFaqTemplates)
      .where(and(eq(campaignFaqTemplates.isRequired, true), eq(campaignFaqTemplates.active, true)));
    const realEstate = (await handle.db.select().from(lookups).where(eq(lookups.slug, 'real-estate')))[0]!.id;
    for (const c of submitted) {
      const [[payout], [property], faqs] = await Promise.all([
        handle.db.select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, c.id)),
        handle.db.select().from(campaignProperties).where(eq(campaignProperties.campaignId, c.id)),
        handle.db.select().from(campaignFaqs).where(eq(campaignFaqs.campaignId, c.id)),
      ]);
      const checklist = campaignChecklist(c, {
        property: property ?? null,
        isRealEstate: c.categoryId === realEstate,
        payout: payout ?? null,
        faqs,
        requiredQuestionIds: required.filter((q) => q.investingType === 'all' || q.investingType === c.investingType).map((q) => q.id),
      });
      expect(
        checklist.sections.filter((s) => !s.ready),
        c.slug,
      ).toEqual([]);
    }
  });

  it('has owners and investors who can log in, saved campaigns, a moderated discussion and public documents', async () => {
    const ownerEmails = Object.values(DEMO_OWNERS).map((o) => o.email);
    const owners = await handle.db.select().from(users).where(inArray(users.email, ownerEmails));
    expect(owners).toHaveLength(4);
    for (const owner of owners) {
      expect(owner.userType).toBe('campaign-owner');
      expect(await verifyPassword(owner.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    const [investor] = await handle.db.select().from(users).where(eq(users.email, 'investor@demo.test'));
    const [saved] = await handle.db.select({ n: count() }).from(savedCampaigns).where(eq(savedCampaigns.userId, investor!.id));
    expect(Number(saved!.n)).toBeGreaterThanOrEqual(3);
    const replies = await handle.db
      .select()
      .from(campaignComments)
      .where(and(isNotNull(campaignComments.parentId), eq(campaignComments.fromCompany, true), eq(campaignComments.status, 'approved')));
    expect(replies.length).toBeGreaterThan(0);
    expect((await handle.db.select().from(campaignComments).where(eq(campaignComments.status, 'pending'))).length).toBeGreaterThan(0);
    const docs = await handle.db.select().from(campaignDocuments);
    expect(docs.filter((d) => d.visibility === 'public').length).toBeGreaterThanOrEqual(10);
    expect(docs.some((d) => d.visibility === 'private')).toBe(true);
  });

  it('refers only to generated pictures that exist under site/public', async () => {
    const rows = await handle.db.select({ logo: campaigns.companyLogo, image: campaigns.campaignImage }).from(campaigns);
    const paths = rows.flatMap((r) => [r.logo, r.image]).filter((p): p is string => Boolean(p));
    expect(paths.length).toBeGreaterThanOrEqual(48);
    for (const path of paths) {
      expect(path).toMatch(/^\/demo\/campaigns\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(sitePublic, path)), path).toBe(true);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const [before] = await handle.db.select({ n: count() }).from(campaigns);
    const [transfersBefore] = await handle.db.select({ n: count() }).from(investments);
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    const [transfersAfter] = await handle.db.select({ n: count() }).from(investments);
    expect(transfersAfter!.n).toBe(transfersBefore!.n);
    const [after] = await handle.db.select({ n: count() }).from(campaigns);
    expect(after!.n).toBe(before!.n);
  });
});
