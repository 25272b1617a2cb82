import { campaignReservations, campaigns, emailOutbox, notifications } from '@cf/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller, createUser, dataOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign } from '../../../test/money';

const ctx = useTestApp();
const staff = useStaff(ctx);
const call = apiCaller(ctx);
const db = () => ctx.handle.db;

type Reservation = { id: string; campaignId: number; amount: number; currency: string };
type Summary = { open: boolean; canToggle: boolean; count: number; total: number };

/** A campaign in review (pending, not live) with limits of $100–$5,000. */
const pendingCampaign = () => equityCampaign(ctx, { status: 1 });
const openReservations = (token: string, id: number, open = true) => call('PUT', `/campaign/${id}/reservations-open`, token, { open });
const reserve = (token: string, id: number, amount: unknown) => call('PUT', `/campaign/${id}/reservation`, token, { amount });
const mine = async (token: string, id: number) => dataOf<Reservation | null>(await call('GET', `/campaign/${id}/reservation`, token));
const liveRows = (campaignId: number) =>
  db()
    .select()
    .from(campaignReservations)
    .where(and(eq(campaignReservations.campaignId, campaignId), isNull(campaignReservations.cancelledAt)));
const noticesOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, 'campaigns.reservations.notify.reservationOpen')));

describe('reservations before launch', () => {
  it('only the owner opens and closes reservations, and only before launch', async () => {
    const { campaign, owner } = await pendingCampaign();
    const investor = await createUser(ctx);
    // Anyone else — an investor, staff — gets the 404 of a missing campaign; nothing changes.
    expect((await openReservations(investor.token, campaign.id)).statusCode).toBe(404);
    expect((await openReservations(staff.token, campaign.id)).statusCode).toBe(404);
    expect((await call('GET', `/campaign/${campaign.id}/reservations`, investor.token)).statusCode).toBe(404);
    // Not taking reservations yet: the draft stays private to investors.
    expect((await reserve(investor.token, campaign.id, 200_00)).statusCode).toBe(404);

    const opened = await openReservations(owner.token, campaign.id);
    expect(opened.statusCode).toBe(200);
    expect(dataOf<Summary>(opened)).toMatchObject({ open: true, canToggle: true, count: 0, total: 0 });
    const [row] = await db().select({ open: campaigns.reservationsOpen }).from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.open).toBe(true);

    const closed = await openReservations(owner.token, campaign.id, false);
    expect(dataOf<Summary>(closed)).toMatchObject({ open: false });
    expect((await call('PUT', `/campaign/${campaign.id}/reservations-open`, owner.token, { open: 'yes' })).statusCode).toBe(400);

    // A live campaign: 409 with a message.
    const live = await equityCampaign(ctx, { status: 2 });
    const refused = await openReservations(live.owner.token, live.campaign.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Reservations can only be opened or closed before the campaign goes live.');
  });

  it('an investor reserves, changes and cancels, within the limits; the owner sees the count and total only', async () => {
    const { campaign, owner } = await pendingCampaign();
    await openReservations(owner.token, campaign.id);
    const investor = await createUser(ctx);
    const other = await createUser(ctx);
    expect(await mine(investor.token, campaign.id)).toBeNull();
    // The header's "My reservations" entry follows a live reservation.
    const menuFlag = async () =>
      dataOf<{ header: { hasReservations: boolean } }>(await call('GET', '/users/me', investor.token)).header.hasReservations;
    expect(await menuFlag()).toBe(false);

    const below = await reserve(investor.token, campaign.id, 99_99);
    expect(below.statusCode).toBe(400);
    expect(below.json().errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('$100.00') });
    const above = await reserve(investor.token, campaign.id, 5_000_01);
    expect(above.statusCode).toBe(400);
    expect(above.json().errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('$5,000.00') });
    for (const bad of [0, -5, 10.5, '100', null]) expect((await reserve(investor.token, campaign.id, bad)).statusCode).toBe(400);
    // The edges themselves are accepted.
    expect((await reserve(investor.token, campaign.id, 100_00)).statusCode).toBe(200);
    const changed = dataOf<Reservation>(await reserve(investor.token, campaign.id, 5_000_00));
    expect(changed).toMatchObject({ campaignId: campaign.id, amount: 5_000_00, currency: 'USD' });
    expect(await liveRows(campaign.id)).toHaveLength(1);
    expect(await mine(investor.token, campaign.id)).toMatchObject({ id: changed.id, amount: 5_000_00 });
    expect(await menuFlag()).toBe(true);
    await reserve(other.token, campaign.id, 250_00);

    const summary = dataOf<Record<string, unknown>>(await call('GET', `/campaign/${campaign.id}/reservations`, owner.token));
    expect(summary).toMatchObject({ count: 2, total: 5_250_00, open: true });
    expect(JSON.stringify(summary)).not.toContain(investor.email);

    const list = dataOf<{ campaign: { slug: string }; status: string; amount: number; investPath: string | null }[]>(
      await call('GET', '/my-reservations', investor.token),
    );
    expect(list).toEqual([
      expect.objectContaining({
        campaign: expect.objectContaining({ slug: campaign.slug }),
        amount: 5_000_00,
        status: 'waiting',
        investPath: null,
      }),
    ]);

    // The owner cannot reserve in their own campaign.
    const own = await reserve(owner.token, campaign.id, 200_00);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot reserve in your own campaign.');

    // Cancelling frees the place: the next reservation is a new row.
    expect((await call('DELETE', `/campaign/${campaign.id}/reservation`, investor.token)).statusCode).toBe(200);
    expect(await mine(investor.token, campaign.id)).toBeNull();
    expect((await call('DELETE', `/campaign/${campaign.id}/reservation`, investor.token)).statusCode).toBe(404);
    expect(await menuFlag()).toBe(false);
    expect(dataOf<Summary>(await call('GET', `/campaign/${campaign.id}/reservations`, owner.token))).toMatchObject({
      count: 1,
      total: 250_00,
    });
    const again = dataOf<Reservation>(await reserve(investor.token, campaign.id, 300_00));
    expect(again.id).not.toBe(changed.id);

    // Closed by the owner: no new reservation or change (409), the existing one stays.
    await openReservations(owner.token, campaign.id, false);
    const closed = await reserve(investor.token, campaign.id, 400_00);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This campaign is not taking reservations.');
  });

  it('another user can neither read nor change someone’s reservation', async () => {
    const { campaign, owner } = await pendingCampaign();
    await openReservations(owner.token, campaign.id);
    const investor = await createUser(ctx);
    const intruder = await createUser(ctx);
    const held = dataOf<Reservation>(await reserve(investor.token, campaign.id, 200_00));

    expect(await mine(intruder.token, campaign.id)).toBeNull();
    expect(dataOf<unknown[]>(await call('GET', '/my-reservations', intruder.token))).toEqual([]);
    expect((await call('DELETE', `/campaign/${campaign.id}/reservation`, intruder.token)).statusCode).toBe(404);
    // The intruder's PUT makes their own reservation and leaves the investor's as it was.
    await reserve(intruder.token, campaign.id, 900_00);
    expect(await mine(investor.token, campaign.id)).toMatchObject({ id: held.id, amount: 200_00 });
    expect((await call('GET', `/campaign/${campaign.id}/reservation`)).statusCode).toBe(401);
    expect((await call('PUT', `/campaign/${campaign.id}/reservation`, undefined, { amount: 200_00 })).statusCode).toBe(401);
  });

  it('takes no reservation once the campaign is live', async () => {
    const { campaign } = await equityCampaign(ctx, { status: 2, reservationsOpen: true });
    const investor = await createUser(ctx);
    const refused = await reserve(investor.token, campaign.id, 200_00);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This campaign is live: invest instead of reserving.');
    expect(await liveRows(campaign.id)).toHaveLength(0);
  });

  it('tells each reserver once when the campaign goes live, with the invest page prefilled', async () => {
    const { campaign, owner } = await pendingCampaign();
    await openReservations(owner.token, campaign.id);
    const investor = await createUser(ctx);
    const quitter = await createUser(ctx);
    await reserve(investor.token, campaign.id, 1_250_50);
    await reserve(quitter.token, campaign.id, 300_00);
    await call('DELETE', `/campaign/${campaign.id}/reservation`, quitter.token);

    expect((await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/approve`, {})).statusCode).toBe(200);

    const told = await noticesOf(investor.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/invest/${campaign.id}?amount=1250.50`, type: 'reservation' });
    expect(told[0]!.params).toMatchObject({ amount: '$1,250.50' });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, investor.id), eq(emailOutbox.template, 'reservation-open')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/invest/${campaign.id}?amount=1250.50`);
    expect(await noticesOf(quitter.id)).toHaveLength(0);
    const [row] = await liveRows(campaign.id);
    expect(row!.notifiedAt).toBeInstanceOf(Date);

    const list = dataOf<{ status: string; investPath: string | null }[]>(await call('GET', '/my-reservations', investor.token));
    expect(list).toEqual([expect.objectContaining({ status: 'open-now', investPath: `/invest/${campaign.id}?amount=1250.50` })]);
    // Live: the owner can no longer switch reservations, investors no longer reserve.
    expect((await openReservations(owner.token, campaign.id, false)).statusCode).toBe(409);
    expect((await reserve(investor.token, campaign.id, 200_00)).statusCode).toBe(409);

    // Going live again (inactivated, then reactivated) tells nobody twice.
    expect(
      (await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/inactivate`, { reason: 'Checking the figures' })).statusCode,
    ).toBe(200);
    expect((await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/reactivate`, {})).statusCode).toBe(200);
    expect(await noticesOf(investor.id)).toHaveLength(1);
  });

  it('tells reservers when staff move the campaign live through the status machine', async () => {
    const { campaign } = await equityCampaign(ctx, { status: 1, reservationsOpen: true });
    const investor = await createUser(ctx);
    await reserve(investor.token, campaign.id, 200_00);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/campaigns/equities/${campaign.id}`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(await noticesOf(investor.id)).toHaveLength(1);
  });

  it('the reserve box shows a campaign before launch only while it takes reservations (and to its reservers)', async () => {
    const { campaign, owner } = await pendingCampaign();
    const investor = await createUser(ctx);
    const front = (token?: string) => call('GET', `/reservations/front/${campaign.slug}`, token);
    expect((await front()).statusCode).toBe(404);
    expect((await front(investor.token)).statusCode).toBe(404);
    expect(dataOf<{ open: boolean; isOwner: boolean }>(await front(owner.token))).toMatchObject({ open: false, isOwner: true });

    await openReservations(owner.token, campaign.id);
    expect(dataOf<Record<string, unknown>>(await front())).toMatchObject({
      campaignId: campaign.id,
      open: true,
      live: false,
      signedIn: false,
      minimumInvestment: 100_00,
      reservation: null,
    });
    await reserve(investor.token, campaign.id, 200_00);
    await openReservations(owner.token, campaign.id, false);
    // Closed: hidden from visitors again, but the reserver still sees theirs and may withdraw it.
    expect((await front()).statusCode).toBe(404);
    expect(dataOf<{ open: boolean; reservation: { amount: number } }>(await front(investor.token))).toMatchObject({
      open: false,
      reservation: { amount: 200_00 },
    });
    expect((await call('DELETE', `/campaign/${campaign.id}/reservation`, investor.token)).statusCode).toBe(200);
    expect((await front(investor.token)).statusCode).toBe(404);
  });

  it('GET /my-reservations lists only the caller’s own, one per campaign: reserved, open now or cancelled', async () => {
    const waiting = await pendingCampaign();
    const live = await pendingCampaign();
    const dropped = await pendingCampaign();
    for (const c of [waiting, live, dropped]) await openReservations(c.owner.token, c.campaign.id);
    const investor = await createUser(ctx);
    const other = await createUser(ctx);
    await reserve(investor.token, waiting.campaign.id, 200_00);
    await reserve(investor.token, live.campaign.id, 300_00);
    await reserve(investor.token, dropped.campaign.id, 400_00);
    await reserve(other.token, waiting.campaign.id, 900_00);
    // Cancelled, reserved again, cancelled again: the latest one only.
    await call('DELETE', `/campaign/${dropped.campaign.id}/reservation`, investor.token);
    await reserve(investor.token, dropped.campaign.id, 450_00);
    await call('DELETE', `/campaign/${dropped.campaign.id}/reservation`, investor.token);
    expect((await staff.client.post(`/api/v1/console/campaigns/${live.campaign.id}/approve`, {})).statusCode).toBe(200);

    type Mine = { campaignId: number; amount: number; status: string; investPath: string | null; reservable: boolean };
    const list = dataOf<Mine[]>(await call('GET', '/my-reservations', investor.token));
    const byCampaign = Object.fromEntries(list.map((r) => [r.campaignId, r]));
    expect(list).toHaveLength(3);
    expect(byCampaign[waiting.campaign.id]).toMatchObject({ amount: 200_00, status: 'waiting', investPath: null, reservable: true });
    expect(byCampaign[live.campaign.id]).toMatchObject({
      amount: 300_00,
      status: 'open-now',
      investPath: `/invest/${live.campaign.id}?amount=300`,
      reservable: false,
    });
    expect(byCampaign[dropped.campaign.id]).toMatchObject({ amount: 450_00, status: 'cancelled', investPath: null, reservable: true });
    // Someone else's reservation never shows; visitors get 401.
    expect(dataOf<Mine[]>(await call('GET', '/my-reservations', other.token))).toEqual([
      expect.objectContaining({ campaignId: waiting.campaign.id, amount: 900_00 }),
    ]);
    expect((await call('GET', '/my-reservations')).statusCode).toBe(401);
  });
});
