import { campaigns, campaignStatusHistory, emailOutbox, siteSettings } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestNotifications, useTestApp } from '../../test/app';
import { dayFromToday, insertCampaign } from '../../test/campaigns-public';
import { runCloseCampaigns } from './close-campaigns';

describe('the job closing campaigns past their closing date', () => {
  const ctx = useTestApp();
  let owner = { id: '', email: '' };

  beforeAll(async () => {
    owner = await createUser(ctx, { userType: 'campaign-owner', firstName: 'Cleo', lastName: 'Closer' });
  });

  const statusOf = async (id: number) =>
    (await ctx.handle.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]!.status;

  it('closes as successful what reached its minimum raise, as unsuccessful what did not; leaves the rest alone', async () => {
    const reached = await insertCampaign(ctx, {
      ownerId: owner.id,
      campaignName: 'Reached Raspberries',
      closingDate: dayFromToday(-1),
      minimumRaise: 50_000_00,
      raisedAmount: 50_000_00,
    });
    const missed = await insertCampaign(ctx, {
      ownerId: owner.id,
      closingDate: dayFromToday(-3),
      minimumRaise: 50_000_00,
      raisedAmount: 49_999_99,
    });
    const today = await insertCampaign(ctx, { ownerId: owner.id, closingDate: dayFromToday(0), raisedAmount: 90_000_00 });
    const later = await insertCampaign(ctx, { ownerId: owner.id, closingDate: dayFromToday(5) });
    const hidden = await insertCampaign(ctx, { ownerId: owner.id, status: 6, closingDate: dayFromToday(-5) });

    const run = await runCloseCampaigns(ctx.app);
    expect(run).toEqual({ ran: true, result: { closed: 2 } });
    expect(await statusOf(reached.id)).toBe(4);
    expect(await statusOf(missed.id)).toBe(5);
    expect(await statusOf(today.id)).toBe(2);
    expect(await statusOf(later.id)).toBe(2);
    expect(await statusOf(hidden.id)).toBe(6);

    const [history] = await ctx.handle.db.select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, reached.id));
    expect(history).toMatchObject({ fromStatus: 2, toStatus: 4, actorId: null });
    const [note] = await latestNotifications(ctx, owner.id, 2);
    expect(note!.messageKey).toMatch(/^campaigns\.review\.notify\.(successful|unsuccessful)$/);
    const emails = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
    expect(emails.map((e) => e.subject)).toEqual(
      expect.arrayContaining(['Your campaign Reached Raspberries closed successfully', `Your campaign ${missed.campaignName} has closed`]),
    );
    expect(emails).toHaveLength(2);
    // The demo's active campaigns all close in the future.
    const [solar] = await ctx.handle.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.slug, 'solarnest-home-batteries'));
    expect(solar!.status).toBe(2);
  });

  it('is idempotent, also when two instances run it at once', async () => {
    expect(await runCloseCampaigns(ctx.app)).toEqual({ ran: true, result: { closed: 0 } });
    const made = await Promise.all(
      [1, 2, 3].map(() => insertCampaign(ctx, { ownerId: owner.id, closingDate: dayFromToday(-2), raisedAmount: 0 })),
    );
    const runs = await Promise.all([runCloseCampaigns(ctx.app), runCloseCampaigns(ctx.app)]);
    const closed = runs.reduce((sum, r) => sum + (r.ran ? r.result.closed : 0), 0);
    expect(closed).toBe(3);
    for (const c of made) {
      expect(await statusOf(c.id)).toBe(5);
      expect(await ctx.handle.db.select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, c.id))).toHaveLength(1);
    }
  });

  it('counts days in the site’s time zone', async () => {
    // 05:00 UTC on day D is still day D-1 in Pago Pago (UTC-11): a campaign closing on D-1 stays open there.
    const now = new Date(`${dayFromToday(0)}T05:00:00Z`);
    const closesYesterdayUtc = await insertCampaign(ctx, { ownerId: owner.id, closingDate: dayFromToday(-1), raisedAmount: 0 });
    await ctx.handle.db.update(siteSettings).set({ timezone: 'Pacific/Pago_Pago' });
    ctx.app.publicCache.clearLocal();
    try {
      expect(await runCloseCampaigns(ctx.app, now)).toEqual({ ran: true, result: { closed: 0 } });
      expect(await statusOf(closesYesterdayUtc.id)).toBe(2);
    } finally {
      await ctx.handle.db.update(siteSettings).set({ timezone: 'UTC' });
      ctx.app.publicCache.clearLocal();
    }
    expect(await runCloseCampaigns(ctx.app, now)).toEqual({ ran: true, result: { closed: 1 } });
  });
});
