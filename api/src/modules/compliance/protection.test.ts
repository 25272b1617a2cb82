import { campaignKiis, campaigns, complianceOutcomes, complianceSettings, investments, investorProtection } from '@cf/db';
import { APPROPRIATENESS_CHECK, KNOWLEDGE_TEST } from '@cf/domain/compliance/protection';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, nextIp, useStaff, useTestApp } from '../../../test/app';
import { dayFromToday } from '../../../test/campaigns-public';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const DAY = 86_400_000;

const setRegime = (jurisdiction: 'eu-ecsp' | 'uk-fca' | 'none') => db().update(complianceSettings).set({ jurisdiction });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress: nextIp(),
    payload: payload as object,
  });
const me = async (token: string) => (await call('GET', '/compliance/me', token)).json().data.data;
const rightAnswers = (quiz: typeof KNOWLEDGE_TEST) => Object.fromEntries(quiz.map((q) => [q.id, q.answer]));
const outcomesOf = (userId: string) =>
  db().select().from(complianceOutcomes).where(eq(complianceOutcomes.userId, userId)).orderBy(desc(complianceOutcomes.createdAt));
const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'EUR', userId });

const KIIS = {
  projectOwner: 'Solar Co SAS, Lyon',
  mainFeatures: 'Shares at €25',
  riskFactors: 'You may lose all of it',
  offerTerms: '400 shares',
  fees: '5% success fee',
  investorRights: 'Vote at general meetings',
};

/** A live EUR campaign whose owner wrote the sheet in English and staff checked it. */
async function ecspCampaign(options: { checked?: boolean } = {}) {
  const today = new Date().toISOString().slice(0, 10);
  // Closing today: the usual 48-hour withdrawal window is already over, only the reflection period is left.
  const made = await equityCampaign(ctx, { currencyCode: 'EUR', closingDate: today });
  await db()
    .insert(campaignKiis)
    .values({ campaignId: made.campaign.id, lang: 'en', ...KIIS, checkedAt: options.checked === false ? null : new Date() });
  return made;
}

async function euInvestor(
  options: { test?: boolean; simulation?: { yearlyIncome: number; liquidAssets: number; yearlyCommitments: number } } = {},
) {
  const investor = await readyInvestor(ctx);
  await fundWallet(ctx, investor.id, 20_000_00, 'EUR');
  if (options.test ?? true)
    expect(
      (await call('POST', '/compliance/knowledge-test', investor.token, { answers: rightAnswers(KNOWLEDGE_TEST) })).json().data.data,
    ).toEqual({ passed: true, wrong: [] });
  if (options.simulation !== null) {
    const sim = await call(
      'POST',
      '/compliance/loss-simulation',
      investor.token,
      options.simulation ?? { yearlyIncome: 12_000_00, liquidAssets: 10_000_00, yearlyCommitments: 2_000_00 },
    );
    expect(sim.statusCode, sim.body).toBe(200);
  }
  return investor;
}

afterEach(async () => {
  await setRegime('none');
  expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
});

describe('EU ECSP', () => {
  it('asks for the knowledge test, then the loss simulation, before the first investment', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor({ test: false, simulation: null as never });
    expect(await me(investor.token)).toMatchObject({
      jurisdiction: 'eu-ecsp',
      knowledgeTestPassed: false,
      canInvest: false,
      missing: ['knowledgeTest', 'lossSimulation'],
    });
    const noTest = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 });
    expect(noTest.statusCode).toBe(409);
    expect(noTest.json().message).toMatch(/knowledge test/);

    const questions = (await call('GET', '/compliance/knowledge-test', investor.token)).json().data.data;
    expect(questions).toHaveLength(KNOWLEDGE_TEST.length);
    expect(JSON.stringify(questions)).not.toContain('answer');
    const wrong = await call('POST', '/compliance/knowledge-test', investor.token, {
      answers: { ...rightAnswers(KNOWLEDGE_TEST), loss: 'guaranteed' },
    });
    expect(wrong.json().data.data).toEqual({ passed: false, wrong: ['loss'] });
    expect((await me(investor.token)).knowledgeTestPassed).toBe(false);
    await call('POST', '/compliance/knowledge-test', investor.token, { answers: rightAnswers(KNOWLEDGE_TEST) });
    const [row] = await db().select().from(investorProtection).where(eq(investorProtection.userId, investor.id));
    expect(row).toMatchObject({ knowledgeTestAttempts: 2 });

    const noSimulation = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 });
    expect(noSimulation.json().message).toMatch(/ability to bear loss/);
    const sim = await call('POST', '/compliance/loss-simulation', investor.token, {
      yearlyIncome: 12_000_00,
      liquidAssets: 10_000_00,
      yearlyCommitments: 2_000_00,
    });
    expect(sim.json().data.data).toMatchObject({ netWorth: 20_000_00, lossCapacity: 2_000_00, currency: 'EUR' });
    expect(await me(investor.token)).toMatchObject({
      knowledgeTestPassed: true,
      netWorth: 20_000_00,
      lossCapacity: 2_000_00,
      warningThreshold: 1_000_00,
      canInvest: true,
      missing: [],
    });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).statusCode).toBe(201);
    expect((await outcomesOf(investor.id)).map((o) => o.ruleId)).toEqual(['ecsp.loss-simulation', 'ecsp.knowledge-test']);
  });

  it('answers process-investment-check with the same rules, recording nothing', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor();
    const check = (body: Record<string, unknown>) =>
      call('POST', '/process-investment/process-investment-check', investor.token, { campaignId: campaign.id, ...body });
    const over = await check({ amount: 1_025_00 });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toMatchObject({ field: 'riskAcknowledged' });
    expect((await check({ amount: 1_025_00, riskAcknowledged: true })).statusCode).toBe(200);
    expect(await outcomesOf(investor.id)).toEqual([]);
  });

  it('counts a loss simulation for a year only', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor();
    await db()
      .update(investorProtection)
      .set({ lossSimulatedAt: new Date(Date.now() - 365 * DAY) })
      .where(eq(investorProtection.userId, investor.id));
    expect((await me(investor.token)).missing).toEqual(['lossSimulation']);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).statusCode).toBe(409);
    await db()
      .update(investorProtection)
      .set({ lossSimulatedAt: new Date(Date.now() - 364 * DAY) })
      .where(eq(investorProtection.userId, investor.id));
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).statusCode).toBe(201);
  });

  it('warns above the greater of €1,000 and 5% of net worth, and takes the investment once acknowledged', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor(); // net worth €20,000: 5% is €1,000, the threshold is €1,000
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_000_00 })).statusCode).toBe(201);
    const over = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_025_00 });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toMatchObject({ field: 'riskAcknowledged' });
    expect(over.json().message).toBe(
      'This investment is above €1,000.00, the greater of €1,000 and 5% of your net worth. You could lose all of it; the loss you can bear is €2,000.00. Tick the box to confirm you understand the risk.',
    );
    const fr = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_025_00 }, { 'accept-language': 'fr' });
    expect(fr.json().message).toMatch(/^Cet investissement dépasse €1[\s\u202f]000,00/);
    const acknowledged = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_025_00, riskAcknowledged: true });
    expect(acknowledged.statusCode, acknowledged.body).toBe(201);
    const [row] = await db().select().from(investments).where(eq(investments.id, acknowledged.json().data.data.id));
    expect(row!.riskAcknowledgedAt).toBeInstanceOf(Date);
    const [flag] = await outcomesOf(investor.id);
    expect(flag).toMatchObject({
      ruleId: 'ecsp.warning',
      outcome: 'flagged',
      amount: 1_025_00,
      regimeAmount: 1_025_00,
      limitAmount: 1_000_00,
    });
  });

  it('lets the investor revoke within the 4-day reflection period, after the usual deadline, and not after it', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor();
    const before = await wallet(investor.id);
    const made = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 });
    const id = made.json().data.data.id as string;
    const [row] = await db().select().from(investments).where(eq(investments.id, id));
    expect(row!.reflectionEndsAt!.getTime() - row!.createdAt.getTime()).toBeGreaterThan(4 * DAY - 5_000);
    expect(row!.reflectionEndsAt!.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(4 * DAY + 5_000);
    expect((await me(investor.token)).reflectionEndsAt).toEqual([{ investmentId: id, endsAt: row!.reflectionEndsAt!.toISOString() }]);
    const detail = (await call('GET', `/my-investment/${id}`, investor.token)).json().data.data;
    expect(detail.withdrawableUntil).toBe(row!.reflectionEndsAt!.toISOString());

    // The last minute of the fourth day: still revocable.
    await db()
      .update(investments)
      .set({ reflectionEndsAt: new Date(Date.now() + 60_000) })
      .where(eq(investments.id, id));
    const revoked = await call('POST', `/my-investment/${id}/withdraw`, investor.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await wallet(investor.id)).toBe(before);

    const late = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 });
    const lateId = late.json().data.data.id as string;
    await db()
      .update(investments)
      .set({ reflectionEndsAt: new Date(Date.now() - 1) })
      .where(eq(investments.id, lateId));
    const refused = await call('POST', `/my-investment/${lateId}/withdraw`, investor.token);
    expect(refused.statusCode).toBe(409);
    expect(await wallet(investor.id)).toBe(before - 500_00);
  });

  it("keeps a closed campaign's money in escrow until the last reflection period ends", async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign();
    const investor = await euInvestor();
    const made = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 });
    const id = made.json().data.data.id as string;
    await db()
      .update(campaigns)
      .set({ closingDate: dayFromToday(-1), minimumRaise: 100_00 })
      .where(eq(campaigns.id, campaign.id));
    await runCloseCampaigns(ctx.app);
    const [held] = await db().select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(held).toMatchObject({ settledAt: null, closingSince: expect.any(Date) });
    // Still revocable while the campaign waits.
    expect((await call('GET', `/my-investment/${id}`, investor.token)).json().data.data.withdrawableUntil).not.toBeNull();
    await db()
      .update(investments)
      .set({ reflectionEndsAt: new Date(Date.now() - 1) })
      .where(eq(investments.id, id));
    await runCloseCampaigns(ctx.app);
    const [settled] = await db().select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(settled!.settledAt).toBeInstanceOf(Date);
  });

  it('keeps a closed Reg CF campaign closing while a reconfirmation is open', async () => {
    const { campaign } = await equityCampaign(ctx, { closingDate: dayFromToday(-1), minimumRaise: 100_00 });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 500_00);
    const made = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.data.id as string;
    await db()
      .update(investments)
      .set({ reconfirmBy: new Date(Date.now() + DAY) })
      .where(eq(investments.id, id));
    await runCloseCampaigns(ctx.app);
    expect((await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]).toMatchObject({ settledAt: null });
    await db().update(investments).set({ reconfirmedAt: new Date() }).where(eq(investments.id, id));
    await runCloseCampaigns(ctx.app);
    expect((await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!.settledAt).toBeInstanceOf(Date);
  });

  it('skips the tests for a sophisticated investor, and needs a checked sheet for everyone', async () => {
    await setRegime('eu-ecsp');
    const { campaign } = await ecspCampaign({ checked: false });
    const sophisticated = await readyInvestor(ctx, { accredited: true });
    await fundWallet(ctx, sophisticated.id, 5_000_00, 'EUR');
    expect(await me(sophisticated.token)).toMatchObject({ sophisticated: true, canInvest: true, missing: [] });
    const unchecked = await invest(ctx, sophisticated.token, { campaignId: campaign.id, amount: 2_000_00 });
    expect(unchecked.json().message).toMatch(/key investment information sheet/);
    await db().update(campaignKiis).set({ checkedAt: new Date() });
    const made = await invest(ctx, sophisticated.token, { campaignId: campaign.id, amount: 2_000_00 });
    expect(made.statusCode).toBe(201);
    const [row] = await db().select().from(investments).where(eq(investments.id, made.json().data.data.id));
    expect(row!.reflectionEndsAt).toBeNull();
  });

  it('refuses the regime steps under another regime', async () => {
    const investor = await readyInvestor(ctx);
    const res = await call('POST', '/compliance/knowledge-test', investor.token, { answers: {} });
    expect(res.statusCode).toBe(409);
    expect(
      (await call('POST', '/compliance/loss-simulation', investor.token, { yearlyIncome: -1, liquidAssets: 0, yearlyCommitments: 0 }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/compliance/knowledge-test', null, { answers: {} })).statusCode).toBe(401);
  });
});

describe('UK FCA', () => {
  async function ukInvestor() {
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 20_000_00, 'GBP');
    return investor;
  }

  it('categorises, warns, cools off for 24 hours and checks appropriateness before the first investment', async () => {
    await setRegime('uk-fca');
    const { campaign } = await equityCampaign(ctx, { currencyCode: 'GBP' });
    const investor = await ukInvestor();
    expect(await me(investor.token)).toMatchObject({
      jurisdiction: 'uk-fca',
      category: null,
      missing: ['category', 'riskWarning', 'appropriateness'],
    });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).json().message).toMatch(
      /which kind of investor/,
    );
    expect((await call('POST', '/compliance/fca-category', investor.token, { category: 'restricted' })).statusCode).toBe(400);
    expect((await call('POST', '/compliance/fca-category', investor.token, { category: 'high-net-worth' })).json().data.data).toMatchObject(
      { category: 'high-net-worth' },
    );
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).json().message).toMatch(/risk warning/);

    const warned = (await call('POST', '/compliance/fca-risk-warning', investor.token)).json().data.data;
    expect(warned.missing).toEqual(['coolingOff', 'appropriateness']);
    // A second reading does not restart the cooling-off.
    expect((await call('POST', '/compliance/fca-risk-warning', investor.token)).json().data.data.coolingOffEndsAt).toBe(
      warned.coolingOffEndsAt,
    );
    const cooling = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 });
    expect(cooling.json().message).toMatch(/^As a first-time investor you have a 24-hour cooling-off period\. You can invest from .+\.$/);

    // One minute short of 24 hours: still cooling off; 24 hours exactly: done.
    const setWarnedAgo = (ms: number) =>
      db()
        .update(investorProtection)
        .set({ fcaRiskWarningAt: new Date(Date.now() - ms) })
        .where(eq(investorProtection.userId, investor.id));
    await setWarnedAgo(DAY - 60_000);
    expect((await me(investor.token)).missing).toEqual(['coolingOff', 'appropriateness']);
    await setWarnedAgo(DAY);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 })).json().message).toMatch(/short questions/);

    const wrong = await call('POST', '/compliance/appropriateness', investor.token, { answers: {} });
    expect(wrong.json().data.data.passed).toBe(false);
    await call('POST', '/compliance/appropriateness', investor.token, { answers: rightAnswers(APPROPRIATENESS_CHECK) });
    expect(await me(investor.token)).toMatchObject({ canInvest: true, missing: [], appropriatenessPassed: true });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 5_000_00 })).statusCode).toBe(201);
  });

  it('limits a restricted investor to 10% of net assets in 12 months', async () => {
    await setRegime('uk-fca');
    const { campaign } = await equityCampaign(ctx, { currencyCode: 'GBP' });
    const investor = await ukInvestor();
    await call('POST', '/compliance/fca-category', investor.token, { category: 'restricted', netAssets: 30_000_00 });
    await db()
      .update(investorProtection)
      .set({ fcaRiskWarningAt: new Date(Date.now() - 2 * DAY), fcaAppropriatenessPassedAt: new Date() })
      .where(eq(investorProtection.userId, investor.id));
    expect(await me(investor.token)).toMatchObject({ category: 'restricted', limit12Months: 3_000_00, remaining12Months: 3_000_00 });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 2_000_00 })).statusCode).toBe(201);
    const over = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_025_00 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'As a restricted investor you can invest at most 10% of your net assets in 12 months. You can invest up to £1,000.00 more.',
    );
    expect((await outcomesOf(investor.id))[0]).toMatchObject({
      ruleId: 'fca.restricted-limit',
      regimeCurrency: 'GBP',
      limitAmount: 3_000_00,
      remainingAmount: 1_000_00,
    });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_000_00 })).statusCode).toBe(201);
  });
});

describe('key investment information sheet', () => {
  it('is written by the owner, checked by staff, and read by visitors in their language', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const stranger = await createUser(ctx, { userType: 'investor' });
    expect((await call('PUT', `/campaign/${campaign.id}/kiis/en`, stranger.token, KIIS)).statusCode).toBe(404);
    expect((await call('PUT', `/campaign/${campaign.id}/kiis/xx`, owner.token, KIIS)).statusCode).toBe(400);
    const missing = await call('PUT', `/campaign/${campaign.id}/kiis/en`, owner.token, { ...KIIS, riskFactors: ' ' });
    expect(missing.statusCode).toBe(400);
    expect((await call('PUT', `/campaign/${campaign.id}/kiis/en`, owner.token, KIIS)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/campaign/${campaign.id}/kiis/fr`, owner.token, { ...KIIS, mainFeatures: 'Actions à 25 €' })).statusCode,
    ).toBe(200);
    // Unchecked: visitors see nothing yet; the owner sees both drafts.
    expect((await call('GET', `/campaign/${campaign.id}/kiis`, null)).json().data.data).toBeNull();
    expect(
      (await call('GET', `/campaign/${campaign.id}/kiis/all`, owner.token)).json().data.data.map((k: { lang: string }) => k.lang),
    ).toEqual(['en', 'fr']);
    expect((await call('GET', `/campaign/${campaign.id}/kiis/all`, stranger.token)).statusCode).toBe(404);

    expect((await call('POST', `/console/campaigns/${campaign.id}/kiis/en/check`, stranger.token)).statusCode).toBe(403);
    const checked = await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/kiis/en/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await latestAudit(ctx, 'campaign-kiis', `${campaign.id}/en`)).toMatchObject({ actorId: staff.id });
    // French reader: the French sheet is not checked, so the English one is shown.
    const fr = (await call('GET', `/campaign/${campaign.id}/kiis`, null, undefined, { 'accept-language': 'fr' })).json().data.data;
    expect(fr).toMatchObject({ lang: 'en', riskFactors: KIIS.riskFactors });
    await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/kiis/fr/check`, {});
    expect(
      (await call('GET', `/campaign/${campaign.id}/kiis`, null, undefined, { 'accept-language': 'fr' })).json().data.data,
    ).toMatchObject({ lang: 'fr', mainFeatures: 'Actions à 25 €' });
    // A change waits for staff again.
    await call('PUT', `/campaign/${campaign.id}/kiis/fr`, owner.token, { ...KIIS, fees: '6%' });
    expect(
      (await call('GET', `/campaign/${campaign.id}/kiis`, null, undefined, { 'accept-language': 'fr' })).json().data.data,
    ).toMatchObject({ lang: 'en' });
  });
});
