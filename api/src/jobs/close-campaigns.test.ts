import { campaigns, campaignSettlements, campaignStatusHistory, emailOutbox, ledgerTransfers, siteSettings } from '@cf/db';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestNotifications, useStaff, useTestApp } from '../../test/app';
import { dayFromToday, insertCampaign } from '../../test/campaigns-public';
import { checkLedger } from '../modules/ledger/index';
import { closeDueCampaigns, SettlementRunError } from '../modules/settlement/index';
import { campaignOf, campaignWithInvestors, closedYesterday, investmentStatus, walletOf } from '../modules/settlement/testing';
import { type CloseDeps, runCloseCampaigns } from './close-campaigns';

describe('the job closing campaigns past their closing date', () => {
  const ctx = useTestApp();
  const staff = useStaff(ctx);
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
    expect(run).toMatchObject({ ran: true, result: { closed: 2 } });
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
    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ ran: true, result: { closed: 0, settled: 0 } });
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
      expect(await runCloseCampaigns(ctx.app, now)).toMatchObject({ ran: true, result: { closed: 0 } });
      expect(await statusOf(closesYesterdayUtc.id)).toBe(2);
    } finally {
      await ctx.handle.db.update(siteSettings).set({ timezone: 'UTC' });
      ctx.app.publicCache.clearLocal();
    }
    expect(await runCloseCampaigns(ctx.app, now)).toMatchObject({ ran: true, result: { closed: 1 } });
  });

  /** Three fixed campaigns that missed their $5,000 minimum, due to close: two investors each, to be refunded. */
  async function failingCampaigns() {
    const made = [];
    for (const n of [1, 2, 3]) {
      const c = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 5_000_00 }, [
        { amount: n * 100_00 },
        { amount: n * 125_00 },
      ]);
      await closedYesterday(ctx.handle.db, c.campaign.id);
      made.push(c);
    }
    return made;
  }

  /** Each campaign settled exactly once: one settlement, one refund transfer per investment, each investor paid back once. */
  async function expectSettledOnce(made: Awaited<ReturnType<typeof failingCampaigns>>) {
    const db = ctx.handle.db;
    for (const { campaign, investors } of made) {
      expect(await campaignOf(db, campaign.id)).toMatchObject({ status: 5, raisedAmount: 0 });
      expect(await db.select().from(campaignSettlements).where(eq(campaignSettlements.campaignId, campaign.id))).toHaveLength(1);
      expect(await db.select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, campaign.id))).toHaveLength(1);
      for (const i of investors) {
        expect(await walletOf(db, i.id)).toBe(i.amount);
        const [refunds] = await db
          .select({ n: count() })
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.idempotencyKey, `investment:${i.investmentId}:%`));
        expect(refunds!.n).toBe(1);
      }
    }
    expect(await checkLedger(db)).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  }

  it('settles each campaign once when run twice, in a row or by two instances at once', async () => {
    const made = await failingCampaigns();
    // Two runs at once without the job's lock: each campaign's own lock decides which settles it.
    const runs = await Promise.all([closeDueCampaigns(ctx.app), closeDueCampaigns(ctx.app)]);
    expect(runs[0].settled + runs[1].settled).toBe(3);
    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ ran: true, result: { settled: 0 } });
    await expectSettledOnce(made);
  });

  /** The app's services with a database that dies after `commits` campaign transactions: each later one does its work, then never commits. */
  function dyingAfter(commits: number): CloseDeps {
    const real = ctx.handle.db;
    let left = commits;
    const db = Object.create(real) as typeof real;
    db.transaction = ((work, config) =>
      real.transaction(async (tx) => {
        const result = await work(tx);
        if (left-- <= 0) throw new Error('killed before commit');
        return result;
      }, config)) as typeof real.transaction;
    return { db, mailer: ctx.app.mailer, realtime: ctx.app.realtime, publicCache: ctx.app.publicCache, config: ctx.app.config };
  }

  it('killed midway and run again, settles each campaign exactly once', async () => {
    const made = await failingCampaigns();
    await expect(runCloseCampaigns(dyingAfter(1))).rejects.toBeInstanceOf(SettlementRunError);
    const db = ctx.handle.db;
    // One campaign committed before the crash (campaigns settle side by side: any one of them); the
    // others are as they were, nothing refunded.
    const rows = await Promise.all(made.map((m) => campaignOf(db, m.campaign.id)));
    expect(rows.filter((r) => r.settledAt !== null).map((r) => r.status)).toEqual([5]);
    for (const [n, { investors }] of made.entries()) {
      if (rows[n]!.settledAt) continue;
      expect(rows[n]).toMatchObject({ status: 2, raisedAmount: investors[0]!.amount + investors[1]!.amount });
      for (const i of investors) {
        expect(await walletOf(db, i.id)).toBe(0);
        expect(await investmentStatus(db, i.investmentId)).toBe('success');
      }
    }
    expect(await checkLedger(db)).toMatchObject({ balanced: true });

    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ ran: true, result: { settled: 2, closed: 2 } });
    await expectSettledOnce(made);
  });
});
