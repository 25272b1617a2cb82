import { campaigns, investments, ledgerTransfers, notifications, siteSettings } from '@cf/db';
import { ConflictError } from '@cf/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, latestAudit, staffToken, useTestApp } from '../../../test/app';
import { readyInvestor } from '../../../test/money';
import { runReconfirmations } from '../../jobs/reconfirmations';
import { balanceOf, checkLedger } from '../ledger/index';
import { investmentKeys } from '../investments/keys';
import { addBusinessDays, businessDeadline, dayIn } from './deadline';
import { reconfirmationFixtures } from './testing';
import { closeEarly, reconfirm, recordMaterialChange } from './service';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const { setRegime, liveCampaignWith: live } = reconfirmationFixtures(ctx);
const DAY = 86_400_000;

const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const escrow = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const cancellations = async (id: string) =>
  (
    await db()
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, investmentKeys.reconfirmationCancel(id)))
  )[0]!.n;
// A target every test's investments reach, so an early close is not refused for it.
const liveCampaignWith = (amounts: number[]) => live(amounts, { minimumRaise: 100_00 });

const record = (campaignId: number, ownerId: string, now: Date, description = 'The CEO resigned.') =>
  db().transaction((tx) => recordMaterialChange(tx, ctx.app, { id: ownerId, isStaff: false }, campaignId, description, now));

describe('business-day deadlines (site time zone)', () => {
  it('counts Monday to Friday after the day of the change, across a weekend', () => {
    // Thursday 3 Dec 2026 + 5 business days: Fri 4, Mon 7, Tue 8, Wed 9, Thu 10.
    expect(addBusinessDays('2026-12-03', 5)).toBe('2026-12-10');
    // Friday and Saturday both give the next Friday.
    expect(addBusinessDays('2026-12-04', 5)).toBe('2026-12-11');
    expect(addBusinessDays('2026-12-05', 5)).toBe('2026-12-11');
    expect(addBusinessDays('2026-12-03', 4)).toBe('2026-12-09');
  });

  it('ends the 5th business day at midnight in the site’s zone, whatever day it is in UTC', () => {
    // Friday 4 Dec 23:30 in New York is already Saturday in UTC: still a Friday change.
    const friday = new Date('2026-12-05T04:30:00Z');
    expect(dayIn(friday, 'America/New_York')).toBe('2026-12-04');
    expect(businessDeadline(friday, 5, 'America/New_York').toISOString()).toBe('2026-12-12T05:00:00.000Z');
    // In UTC that instant is a Saturday: the same following Friday, ending at UTC midnight.
    expect(businessDeadline(friday, 5, 'UTC').toISOString()).toBe('2026-12-12T00:00:00.000Z');
  });
});

describe('Reg CF material changes and reconfirmation', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
    await setRegime('none');
    await db().update(siteSettings).set({ timezone: 'UTC' });
  });

  it('asks each paid investor, shows it to them only, and takes their reconfirmation once', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([250_00, 300_00]);
    const [one, two] = investors as [(typeof investors)[0], (typeof investors)[0]];
    const stranger = await readyInvestor(ctx);

    // Only the owner: another user gets 404, a visitor 401.
    expect((await call('POST', `/campaign/${campaign.id}/material-change`, stranger.token, { description: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/campaign/${campaign.id}/material-change`, undefined, { description: 'x' })).statusCode).toBe(401);
    expect((await call('POST', `/campaign/${campaign.id}/material-change`, owner.token, { description: '  ' })).statusCode).toBe(400);

    const before = Date.now();
    const res = await call('POST', `/campaign/${campaign.id}/material-change`, owner.token, { description: 'The CEO resigned.' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data.data;
    expect(answer).toMatchObject({ campaignId: campaign.id, description: 'The CEO resigned.', investorsAsked: 2, investmentsAsked: 2 });
    expect([businessDeadline(new Date(before), 5, 'UTC').toISOString(), businessDeadline(new Date(), 5, 'UTC').toISOString()]).toContain(
      answer.reconfirmBy,
    );
    expect((await investmentRow(one.investmentId)).reconfirmBy?.toISOString()).toBe(answer.reconfirmBy);

    const told = await db()
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, [one.id, two.id]), eq(notifications.messageKey, 'payouts.notify.reconfirmationAsked')));
    expect(told.map((n) => n.userId).sort()).toEqual([one.id, two.id].sort());

    // The investor sees it; nobody else does.
    const seen = await call('GET', `/my-investment/${one.investmentId}/reconfirmation`, one.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.data).toEqual({
      pending: true,
      reconfirmBy: answer.reconfirmBy,
      reconfirmedAt: null,
      description: 'The CEO resigned.',
    });
    expect((await call('GET', `/my-investment/${one.investmentId}/reconfirmation`, two.token)).statusCode).toBe(404);
    expect((await call('GET', `/my-investment/${one.investmentId}/reconfirmation`, owner.token)).statusCode).toBe(404);
    expect((await call('POST', `/my-investment/${one.investmentId}/reconfirm`, two.token)).statusCode).toBe(404);
    expect((await call('POST', `/my-investment/${one.investmentId}/reconfirm`, owner.token)).statusCode).toBe(404);

    const done = await call('POST', `/my-investment/${one.investmentId}/reconfirm`, one.token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await investmentRow(one.investmentId)).reconfirmedAt).not.toBeNull();
    const again = await call('POST', `/my-investment/${one.investmentId}/reconfirm`, one.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This investment has no reconfirmation pending.');
    expect((await call('GET', `/my-investment/${one.investmentId}/reconfirmation`, one.token)).json().data.data.pending).toBe(false);
  });

  it('staff can record a change from the console; an investor cannot use that route', async () => {
    const { campaign, investors } = await liveCampaignWith([200_00]);
    const url = `/console/campaigns/${campaign.id}/material-change`;
    expect((await call('POST', url, investors[0]!.token, { description: 'New terms.' })).statusCode).toBe(403);
    const res = await call('POST', url, await staffToken(ctx), { description: 'New terms.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data.investorsAsked).toBe(1);
    expect(await latestAudit(ctx, 'campaigns', String(campaign.id))).toMatchObject({
      action: 'material-change',
      after: expect.objectContaining({ description: 'New terms.' }),
    });
  });

  it('accepts a reconfirmation until the last millisecond of the deadline and refuses it at the deadline', async () => {
    await db().update(siteSettings).set({ timezone: 'America/New_York' });
    const { campaign, owner, investors } = await liveCampaignWith([200_00, 200_00]);
    const [one, two] = investors as [(typeof investors)[0], (typeof investors)[0]];
    // Thursday 4 Dec 2025, 10:00 in New York: the deadline is the end of Thursday 11 Dec there.
    const change = await record(campaign.id, owner.id, new Date('2025-12-04T15:00:00Z'));
    expect(change.reconfirmBy).toBe('2025-12-12T05:00:00.000Z');
    const deadline = new Date(change.reconfirmBy);

    const at = (investor: { id: string }, id: string, now: Date) =>
      db().transaction((tx) => reconfirm(tx, { id: investor.id, lang: 'en' }, id, now));
    await at(one, one.investmentId, new Date(deadline.getTime() - 1));
    expect((await investmentRow(one.investmentId)).reconfirmedAt?.getTime()).toBe(deadline.getTime() - 1);

    const late = await at(two, two.investmentId, deadline).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(ConflictError);
    expect(late).toMatchObject({ messageKey: 'reconfirmations.errors.tooLate' });
    // Named in the site's zone: midnight starting 12 December in New York.
    expect(JSON.stringify(late)).toMatch(/12 December 2025 at 00:00/);
    expect((await investmentRow(two.investmentId)).reconfirmedAt).toBeNull();
    // Over HTTP (the real clock is past that deadline) the answer is 409 too.
    const res = await call('POST', `/my-investment/${two.investmentId}/reconfirm`, two.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This investment could be reconfirmed until .+\.$/);
  });

  it('the job cancels and refunds exactly the unreconfirmed paid investments, once', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([250_00, 300_00, 400_00]);
    const [kept, dropped, dropped2] = investors as [(typeof investors)[0], (typeof investors)[0], (typeof investors)[0]];
    // An investment in another campaign, with no change, is never touched.
    const other = await liveCampaignWith([150_00]);
    // Earlier than any other test's deadline, so the runs below see this campaign's investments only.
    const now = new Date('2025-06-04T15:00:00Z');
    const change = await record(campaign.id, owner.id, now);
    expect(change.reconfirmBy).toBe('2025-06-12T00:00:00.000Z');
    const deadline = new Date(change.reconfirmBy);
    await db().transaction((tx) => reconfirm(tx, { id: kept.id, lang: 'en' }, kept.investmentId, new Date(deadline.getTime() - 1)));
    expect(await escrow(campaign.id)).toBe(950_00);

    // Just before the deadline: nothing.
    expect(await runReconfirmations(ctx.app, new Date(deadline.getTime() - 1))).toEqual({ cancelled: 0, skipped: 0 });
    expect(await investmentRow(dropped.investmentId)).toMatchObject({ status: 'success' });

    expect(await runReconfirmations(ctx.app, deadline)).toEqual({ cancelled: 2, skipped: 0 });
    expect(await investmentRow(kept.investmentId)).toMatchObject({ status: 'success' });
    expect(await investmentRow(dropped.investmentId)).toMatchObject({ status: 'refunded' });
    expect(await investmentRow(dropped2.investmentId)).toMatchObject({ status: 'refunded' });
    expect(await investmentRow(other.investors[0]!.investmentId)).toMatchObject({ status: 'success' });
    expect(await wallet(kept.id)).toBe(0);
    expect(await wallet(dropped.id)).toBe(300_00);
    expect(await wallet(dropped2.id)).toBe(400_00);
    expect(await escrow(campaign.id)).toBe(250_00);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 250_00, investorCount: 1 });
    expect(await cancellations(dropped.investmentId)).toBe(1);
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
    const told = await db().select().from(notifications).where(eq(notifications.messageKey, 'payouts.notify.reconfirmationCancelled'));
    expect(told.map((n) => [n.userId, n.params])).toEqual(
      expect.arrayContaining([[dropped.id, expect.objectContaining({ amount: '$300.00' })]]),
    );
    expect(told).toHaveLength(2);

    // A second run changes nothing.
    expect(await runReconfirmations(ctx.app, new Date(deadline.getTime() + DAY))).toEqual({ cancelled: 0, skipped: 0 });
    expect(await wallet(dropped.id)).toBe(300_00);
    expect(await cancellations(dropped.investmentId)).toBe(1);
    // The investor sees it cancelled, and may no longer reconfirm.
    const res = await call('POST', `/my-investment/${dropped.investmentId}/reconfirm`, dropped.token);
    expect(res.statusCode).toBe(409);
  });

  it('is refused (409) outside Reg CF and on a campaign that is not live', async () => {
    const { campaign, owner } = await liveCampaignWith([200_00]);
    await setRegime('eu-ecsp');
    const res = await call('POST', `/campaign/${campaign.id}/material-change`, owner.token, { description: 'Changed.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Material changes and early closes apply only under US Regulation Crowdfunding.');
    const early = await call('POST', `/campaign/${campaign.id}/early-close`, owner.token, { closingDate: '2099-01-01' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Material changes and early closes apply only under US Regulation Crowdfunding.');

    await setRegime('us-reg-cf');
    await db().update(campaigns).set({ status: 4 }).where(eq(campaigns.id, campaign.id));
    const closed = await call('POST', `/campaign/${campaign.id}/material-change`, owner.token, { description: 'Changed.' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This campaign is not live.');
  });
});

describe('Reg CF early close', () => {
  afterEach(async () => {
    await setRegime('none');
  });

  // Wednesday 2 Dec 2026, 15:00 UTC (the site's zone is UTC).
  const now = new Date('2026-12-02T15:00:00Z');

  it('is refused before 21 days live and allowed from the 21st day', async () => {
    const { campaign, owner } = await liveCampaignWith([200_00]);
    await db()
      .update(campaigns)
      .set({ approvedAt: new Date(now.getTime() - 21 * DAY + 1), closingDate: '2027-01-31' })
      .where(eq(campaigns.id, campaign.id));
    const ask = (closingDate: string) =>
      db().transaction((tx) => closeEarly(tx, ctx.app, { id: owner.id, lang: 'en' }, campaign.id, closingDate, now));
    const early = await ask('2026-12-20').catch((e: unknown) => e);
    expect(early).toMatchObject({ messageKey: 'reconfirmations.errors.earlyCloseTooEarly' });

    await db()
      .update(campaigns)
      .set({ approvedAt: new Date(now.getTime() - 21 * DAY) })
      .where(eq(campaigns.id, campaign.id));
    expect(await ask('2026-12-20')).toMatchObject({ campaignId: campaign.id, closingDate: '2026-12-20', investorsNotified: 1 });
    expect(await campaignRow(campaign.id)).toMatchObject({ closingDate: '2026-12-20', earlyCloseNoticeAt: now });
  });

  it('needs 5 business days’ notice (4 refused, 5 allowed, across a weekend) and an earlier date', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([200_00, 300_00]);
    await db()
      .update(campaigns)
      .set({ approvedAt: new Date(now.getTime() - 30 * DAY), closingDate: '2027-01-31' })
      .where(eq(campaigns.id, campaign.id));
    const ask = (closingDate: string) =>
      db().transaction((tx) => closeEarly(tx, ctx.app, { id: owner.id, lang: 'en' }, campaign.id, closingDate, now));
    // Thu 3, Fri 4, Mon 7, Tue 8 are 4 business days; Wed 9 is the 5th.
    const soon = await ask('2026-12-08').catch((e: unknown) => e);
    expect(soon).toBeInstanceOf(ConflictError);
    expect(soon).toMatchObject({ messageKey: 'reconfirmations.errors.earlyCloseTooSoon' });
    expect(JSON.stringify(soon)).toContain('9 December 2026');
    const later = await ask('2027-02-15').catch((e: unknown) => e);
    expect(later).toMatchObject({ messageKey: 'reconfirmations.errors.earlyCloseNotEarlier' });
    expect((await campaignRow(campaign.id)).closingDate).toBe('2027-01-31');

    expect(await ask('2026-12-09')).toMatchObject({ closingDate: '2026-12-09', investorsNotified: 2 });
    const told = await db().select().from(notifications).where(eq(notifications.messageKey, 'payouts.notify.earlyClose'));
    const ids = investors.map((i) => i.id);
    expect(
      told
        .filter((n) => ids.includes(n.userId))
        .map((n) => n.userId)
        .sort(),
    ).toEqual(ids.sort());
    expect(told.find((n) => n.userId === ids[0])?.params).toMatchObject({ closes: '9 December 2026 at 23:59' });
  });

  it('over HTTP: only the owner (others 404), a bad date 400, too early 409 with a clear message', async () => {
    const { campaign, owner, investors } = await liveCampaignWith([200_00]);
    const url = `/campaign/${campaign.id}/early-close`;
    expect((await call('POST', url, investors[0]!.token, { closingDate: '2099-01-01' })).statusCode).toBe(404);
    expect((await call('POST', url, owner.token, { closingDate: '2099-02-30' })).statusCode).toBe(400);
    // Inserted just now: not 21 days live yet.
    const res = await call('POST', url, owner.token, { closingDate: '2099-01-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^A campaign can close early only after 21 days live: from .+\.$/);

    const view = await call('GET', `/campaign/${campaign.id}/investor-protection`, owner.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.data).toMatchObject({ regCf: true, live: true, lastChange: null });
    expect((await call('GET', `/campaign/${campaign.id}/investor-protection`, investors[0]!.token)).statusCode).toBe(404);
  });
});
