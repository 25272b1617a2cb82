import { campaigns, investments } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, bearer, nextIp, useTestApp } from '../../../test/app';
import { readyInvestor } from '../../../test/money';
import { runReconfirmations } from '../../jobs/reconfirmations';
import { balanceOf, checkLedger } from '../ledger/index';
import { reconfirmationFixtures } from './testing';
import { reconfirm, reconfirmation, recordMaterialChange } from './service';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const { setRegime, invested, liveCampaignWith } = reconfirmationFixtures(ctx);
const DAY = 86_400_000;

const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;

const record = (campaignId: number, ownerId: string, now: Date, description: string) =>
  db().transaction((tx) => recordMaterialChange(tx, ctx.app, { id: ownerId, isStaff: false }, campaignId, description, now));
const reconfirmAt = (investor: { id: string }, id: string, now: Date) =>
  db().transaction((tx) => reconfirm(tx, { id: investor.id, lang: 'en' }, id, now));

afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  await setRegime('none');
});

describe('a second material change while reconfirmations are pending', () => {
  it('supersedes the pending request: one reconfirmation, against the latest change, by the new deadline', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([200_00, 300_00, 400_00]);
    const [early, waiting, missed] = investors as [(typeof investors)[0], (typeof investors)[0], (typeof investors)[0]];
    // Monday 6 Jul 2026 (UTC site): the first change is due at the end of Monday 13 Jul.
    const first = await record(campaign.id, owner.id, new Date('2026-07-06T10:00:00Z'), 'The CEO resigned.');
    expect(first.reconfirmBy).toBe('2026-07-14T00:00:00.000Z');
    // One investor reconfirmed the first change already.
    await reconfirmAt(early, early.investmentId, new Date('2026-07-07T10:00:00Z'));

    // Thursday 9 Jul: a newer change; the new deadline is the end of Thursday 16 Jul.
    const second = await record(campaign.id, owner.id, new Date('2026-07-09T10:00:00Z'), 'The valuation changed.');
    expect(second.reconfirmBy).toBe('2026-07-17T00:00:00.000Z');
    expect(second).toMatchObject({ investorsAsked: 3, investmentsAsked: 3 });
    for (const i of investors) {
      expect(await investmentRow(i.investmentId)).toMatchObject({
        reconfirmChangeId: second.id,
        reconfirmBy: new Date(second.reconfirmBy),
        reconfirmedAt: null,
      });
    }
    // The investor is shown the latest change, pending, by the new deadline.
    const seen = await db().transaction((tx) =>
      reconfirmation(tx, { id: waiting.id, lang: 'en' }, waiting.investmentId, new Date('2026-07-14T10:00:00Z')),
    );
    expect(seen).toEqual({ pending: true, reconfirmBy: second.reconfirmBy, reconfirmedAt: null, description: 'The valuation changed.' });

    // The first deadline passes: the job cancels nobody (the old deadline no longer applies).
    expect(await runReconfirmations(ctx.app, new Date(first.reconfirmBy))).toEqual({ cancelled: 0, skipped: 0 });
    expect(await investmentRow(waiting.investmentId)).toMatchObject({ status: 'success' });

    // Reconfirming once, after the old deadline and before the new one, keeps the investment.
    await reconfirmAt(waiting, waiting.investmentId, new Date('2026-07-15T10:00:00Z'));
    await reconfirmAt(early, early.investmentId, new Date('2026-07-15T11:00:00Z'));
    const twice = await reconfirmAt(waiting, waiting.investmentId, new Date('2026-07-15T12:00:00Z')).catch((e: unknown) => e);
    expect(twice).toMatchObject({ messageKey: 'reconfirmations.errors.nothingPending' });

    // At the new deadline only the investor who never reconfirmed the latest change is cancelled.
    expect(await runReconfirmations(ctx.app, new Date(second.reconfirmBy))).toEqual({ cancelled: 1, skipped: 0 });
    expect(await investmentRow(missed.investmentId)).toMatchObject({ status: 'refunded' });
    expect(await investmentRow(waiting.investmentId)).toMatchObject({ status: 'success' });
    expect(await investmentRow(early.investmentId)).toMatchObject({ status: 'success' });
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: missed.id })).toBe(400_00);
  });

  it('does not rescue an investment whose earlier deadline passed unreconfirmed', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([200_00, 300_00]);
    const [kept, lapsed] = investors as [(typeof investors)[0], (typeof investors)[0]];
    const first = await record(campaign.id, owner.id, new Date('2026-03-02T10:00:00Z'), 'First change.');
    await reconfirmAt(kept, kept.investmentId, new Date('2026-03-03T10:00:00Z'));
    // Recorded after the first deadline, before the job ran: the lapsed one is not asked again.
    const second = await record(campaign.id, owner.id, new Date(new Date(first.reconfirmBy).getTime() + 1), 'Second change.');
    expect(second).toMatchObject({ investorsAsked: 1, investmentsAsked: 1 });
    expect(await investmentRow(lapsed.investmentId)).toMatchObject({ reconfirmBy: new Date(first.reconfirmBy), reconfirmedAt: null });
    expect(await runReconfirmations(ctx.app, new Date(new Date(first.reconfirmBy).getTime() + 2))).toEqual({ cancelled: 1, skipped: 0 });
    expect(await investmentRow(lapsed.investmentId)).toMatchObject({ status: 'refunded' });
    expect(await investmentRow(kept.investmentId)).toMatchObject({ status: 'success', reconfirmChangeId: second.id, reconfirmedAt: null });
  });

  it('does not ask an investment paid after the change was recorded', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([200_00]);
    const change = await call('POST', `/campaign/${campaign.id}/material-change`, owner.token, { description: 'New terms.' });
    expect(change.statusCode, change.body).toBe(201);
    expect(change.json().data.data.investmentsAsked).toBe(1);

    // Paid after the change (the investor read it before investing).
    const later = await readyInvestor(ctx);
    await setRegime('none');
    const laterId = await invested(campaign.id, later, 150_00);
    await setRegime('us-reg-cf');
    expect(await investmentRow(laterId)).toMatchObject({ reconfirmBy: null, reconfirmChangeId: null });
    const seen = await call('GET', `/my-investment/${laterId}/reconfirmation`, later.token);
    expect(seen.json().data.data).toMatchObject({ pending: false, reconfirmBy: null });
    expect((await call('POST', `/my-investment/${laterId}/reconfirm`, later.token)).statusCode).toBe(409);

    // Past the deadline, the job cancels the investment that was asked, never the later one.
    await runReconfirmations(ctx.app, new Date(Date.now() + 30 * DAY));
    expect(await investmentRow(investors[0]!.investmentId)).toMatchObject({ status: 'refunded' });
    expect(await investmentRow(laterId)).toMatchObject({ status: 'success' });
  });
});

describe('Reg CF early close needs the target reached (17 CFR 227.304(b))', () => {
  it('refuses at the target less one minor unit with a translated 409, allows it at exactly the target', async () => {
    const { campaign, owner } = await liveCampaignWith([250_00]);
    await db()
      .update(campaigns)
      .set({ approvedAt: new Date(Date.now() - 30 * DAY), closingDate: '2099-12-31', minimumRaise: 250_01 })
      .where(eq(campaigns.id, campaign.id));
    const close = (lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/campaign/${campaign.id}/early-close`,
        headers: { ...bearer(owner.token), 'accept-language': lang },
        remoteAddress: nextIp(),
        payload: { closingDate: '2099-06-01' },
      });
    const short = await close('en');
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().message).toBe(
      'A campaign can close early only once it has reached its target of $250.01 (raised so far: $250.00).',
    );
    const fr = await close('fr');
    expect(fr.statusCode).toBe(409);
    expect(fr.json().message).toMatch(/^Une campagne ne peut fermer plus tôt qu’une fois son objectif de .*250,01.* atteint/);
    expect((await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]).toMatchObject({ closingDate: '2099-12-31' });

    await db().update(campaigns).set({ minimumRaise: 250_00 }).where(eq(campaigns.id, campaign.id));
    const done = await close('en');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.data).toMatchObject({ closingDate: '2099-06-01', investorsNotified: 1 });
  });
});
