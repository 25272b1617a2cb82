import { campaigns, investments, users } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller, createUser, insertUser, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

/** Pays `amount` from a freshly funded wallet; answers the investment's id. */
async function pay(investor: { id: string; token: string }, campaignId: number, amount: number): Promise<string> {
  await fundWallet(ctx, investor.id, amount);
  const res = await invest(ctx, investor.token, { campaignId, amount });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data.data as { id: string }).id;
}

/** A live campaign with four paid investments by three investors (Ann twice, Cy anonymously). */
async function campaignWithInvestors() {
  const { campaign, owner } = await equityCampaign(ctx);
  const ann = await readyInvestor(ctx);
  const bo = await readyInvestor(ctx);
  const cy = await readyInvestor(ctx);
  await pay(ann, campaign.id, 100_00);
  await pay(bo, campaign.id, 200_00);
  const hidden = await pay(cy, campaign.id, 300_00);
  await db().update(investments).set({ anonymous: true }).where(eq(investments.id, hidden));
  await pay(ann, campaign.id, 150_00);
  return { campaign, owner, ann, bo, cy };
}

type Row = { name: string; anonymous: boolean; person: { id: string; slug: string } | null; amount: number; investments: number };

describe('a campaign’s investors', () => {
  it('lists one row per investor, newest first, total = the investor count; the anonymous one is masked; the slug route agrees', async () => {
    const { campaign, ann, bo, cy } = await campaignWithInvestors();
    expect(await campaignRow(campaign.id)).toMatchObject({ investorCount: 3, raisedAmount: 750_00 });

    const res = await call('GET', `/process-investment/campaign-investors?campaignId=${campaign.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as { data: Row[]; total: number; page: number; limit: number };
    expect(body).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(body.data.map((r) => [r.person?.id ?? null, r.anonymous, r.amount, r.investments])).toEqual([
      [ann.id, false, 250_00, 2],
      [null, true, 300_00, 1],
      [bo.id, false, 200_00, 1],
    ]);
    expect(body.data[1]!.name).toBe('Anonymous investor');
    expect(res.body).not.toContain(cy.id);

    const bySlug = await call('GET', `/campaigns/equities/front/${campaign.slug}/investors?language=fr`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.total).toBe(3);
    expect((bySlug.json().data.data as Row[])[1]!.name).toBe('Investisseur anonyme');
  });

  it('pages 10 by default and as asked, without repeating anyone', async () => {
    const { campaign } = await campaignWithInvestors();
    const page = async (n: number) =>
      (await call('GET', `/process-investment/campaign-investors?campaignId=${campaign.id}&limit=2&page=${n}`)).json().data as {
        data: Row[];
        total: number;
      };
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.data.length, two.data.length, three.data.length]).toEqual([2, 1, 0]);
    expect([one.total, two.total, three.total]).toEqual([3, 3, 3]);
    expect(one.data.map((r) => r.amount)).not.toContain(two.data[0]!.amount);
    expect((await call('GET', `/process-investment/campaign-investors?campaignId=${campaign.id}&limit=0`)).statusCode).toBe(400);
  });

  it('answers 404 for a campaign the caller may not see, and lets its owner and staff read it', async () => {
    const { campaign, owner } = await equityCampaign(ctx, { status: CAMPAIGN_STATUS.draft });
    const stranger = await createUser(ctx);
    const url = `/process-investment/campaign-investors?campaignId=${campaign.id}`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/process-investment/get-latest-investment-activity/front?campaignId=${campaign.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/equities/front/${campaign.slug}/investors`)).statusCode).toBe(404);
    expect((await call('GET', url, owner.token)).statusCode).toBe(200);
    expect((await call('GET', url, staff.token)).statusCode).toBe(200);
    expect((await call('GET', `/process-investment/campaign-investors?campaignId=999999999`)).statusCode).toBe(404);
  });
});

describe('the latest investment activity', () => {
  it('lists paid investments newest first, the anonymous one masked, across public campaigns or in one', async () => {
    const { campaign, ann, cy } = await campaignWithInvestors();
    const one = await call('GET', `/process-investment/get-latest-investment-activity/front?campaignId=${campaign.id}`);
    expect(one.statusCode, one.body).toBe(200);
    const rows = one.json().data.data as (Row & { campaign: { id: number; slug: string } })[];
    expect(rows.map((r) => [r.person?.id ?? null, r.amount])).toEqual([
      [ann.id, 150_00],
      [null, 300_00],
      [expect.any(String), 200_00],
      [ann.id, 100_00],
    ]);
    expect(rows[1]).toMatchObject({ name: 'Anonymous investor', anonymous: true, person: null });
    expect(one.body).not.toContain(cy.id);

    // The choice covers the investor's later investments in the campaign too (the site promises
    // it for all of them): Cy invests again, still masked.
    const again = await pay(cy, campaign.id, 500_00);
    const [row] = await db().select({ anonymous: investments.anonymous }).from(investments).where(eq(investments.id, again));
    expect(row!.anonymous).toBe(true);
    const after = await call('GET', `/process-investment/get-latest-investment-activity/front?campaignId=${campaign.id}`);
    expect((after.json().data.data as Row[])[0]).toMatchObject({ amount: 500_00, anonymous: true, person: null });
    expect(after.body).not.toContain(cy.id);
    // Another investor's choice is theirs alone: Ann's next one is named.
    await pay(ann, campaign.id, 600_00);
    const named = await call('GET', `/process-investment/get-latest-investment-activity/front?campaignId=${campaign.id}`);
    expect((named.json().data.data as Row[])[0]).toMatchObject({ amount: 600_00, anonymous: false, person: { id: ann.id } });

    // A hidden campaign's investments never reach the public feed.
    const hidden = await campaignWithInvestors();
    await db().update(campaigns).set({ status: CAMPAIGN_STATUS.hidden }).where(eq(campaigns.id, hidden.campaign.id));
    const all = await call('GET', '/process-investment/get-latest-investment-activity/front?limit=20');
    const feed = all.json().data.data as { campaign: { id: number } }[];
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.some((r) => r.campaign.id === campaign.id)).toBe(true);
    expect(feed.some((r) => r.campaign.id === hidden.campaign.id)).toBe(false);
  });
});

describe('profiles', () => {
  it('list the person’s public campaigns, and their named investments only when they chose to show them', async () => {
    const { campaign, owner, ann, cy } = await campaignWithInvestors();
    await equityCampaign(ctx, { ownerId: owner.id, status: CAMPAIGN_STATUS.draft });
    const cards = await call('GET', `/users/get-user-campaigns/${owner.id}`);
    expect(cards.statusCode, cards.body).toBe(200);
    expect((cards.json().data.data as { id: number }[]).map((c) => c.id)).toEqual([campaign.id]);

    const investmentsOf = async (id: string) => (await call('GET', `/users/get-user-investments/${id}`)).json().data;
    expect(await investmentsOf(ann.id)).toMatchObject({ data: [], total: 0 });
    await db().update(users).set({ showInvestments: true }).where(eq(users.id, ann.id));
    expect(await investmentsOf(ann.id)).toMatchObject({
      data: [{ campaign: { id: campaign.id, slug: campaign.slug }, amount: 250_00, investments: 2 }],
      total: 1,
    });
    // Cy invested anonymously: even with the choice on, the profile shows nothing of it.
    await db().update(users).set({ showInvestments: true }).where(eq(users.id, cy.id));
    expect(await investmentsOf(cy.id)).toMatchObject({ data: [], total: 0 });

    const suspended = await insertUser(ctx, { status: 'suspended', showInvestments: true });
    expect((await call('GET', `/users/get-user-campaigns/${suspended.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/users/get-user-investments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/users/get-user-campaigns/not-a-uuid')).statusCode).toBe(400);
  });

  it('the settings switch turns the investments on the profile on and off', async () => {
    const { ann } = await campaignWithInvestors();
    const me = (await call('GET', '/users/me/profile', ann.token)).json().data.data as {
      firstName: string;
      lastName: string;
      slug: string;
    };
    expect(me).toMatchObject({ showInvestments: false });
    const names = { firstName: me.firstName, lastName: me.lastName, slug: me.slug };
    const on = await call('PATCH', '/users/updateMe', ann.token, { ...names, showInvestments: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.data).toMatchObject({ showInvestments: true });
    expect((await call('GET', `/users/get-user-investments/${ann.id}`)).json().data.total).toBe(1);
    // Saving the profile without the field leaves the choice as it was.
    expect((await call('PATCH', '/users/updateMe', ann.token, names)).statusCode).toBe(200);
    expect((await call('GET', `/users/get-user-investments/${ann.id}`)).json().data.total).toBe(1);
    expect((await call('PATCH', '/users/updateMe', ann.token, { ...names, showInvestments: false })).statusCode).toBe(200);
    expect((await call('GET', `/users/get-user-investments/${ann.id}`)).json().data.total).toBe(0);
  });
});

describe('the owner’s views', () => {
  it('list every investment, money per route and pending bank transfers of their own campaigns only', async () => {
    const { campaign, owner, cy } = await campaignWithInvestors();
    const late = await readyInvestor(ctx);
    const offline = await invest(ctx, late.token, { campaignId: campaign.id, amount: 400_00, paymentType: 'offline' });
    expect(offline.statusCode, offline.body).toBe(201);
    const other = await equityCampaign(ctx);

    const list = await call('GET', `/process-investment/campaign-investments?campaignId=${campaign.id}`, owner.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(5);
    // The owner sees who chose to be anonymous on the public page.
    expect(list.json().data.data).toContainEqual(
      expect.objectContaining({ anonymous: true, investor: expect.objectContaining({ id: cy.id }) }),
    );
    const pendingOnly = await call('GET', `/process-investment/campaign-investments?campaignId=${campaign.id}&status=pending`, owner.token);
    expect(pendingOnly.json().data).toMatchObject({ total: 1, data: [{ paymentType: 'offline', amount: 400_00, status: 'pending' }] });
    expect((await call('GET', `/process-investment/campaign-investments?campaignId=${campaign.id}`, other.owner.token)).statusCode).toBe(
      404,
    );

    const money = await call('GET', `/process-investment/campaign-money?campaignId=${campaign.id}`, owner.token);
    expect(money.statusCode, money.body).toBe(200);
    const totals = money.json().data.data as { raisedAmount: number; byRoute: { paymentType: string; amount: number }[] };
    expect(totals).toMatchObject({ raisedAmount: 750_00, investorCount: 3, pendingOffline: { amount: 400_00, investments: 1 } });
    expect(totals.byRoute).toEqual([{ paymentType: 'wallet', amount: 750_00, investments: 4 }]);
    expect(totals.byRoute.reduce((n, r) => n + r.amount, 0)).toBe((await campaignRow(campaign.id)).raisedAmount);
    expect((await call('GET', `/process-investment/campaign-money?campaignId=${campaign.id}`, late.token)).statusCode).toBe(404);

    const mine = await call('GET', '/users/get-investment-received-pending-investments', owner.token);
    expect(mine.json().data).toMatchObject({ total: 1, data: [{ amount: 400_00, campaign: { id: campaign.id } }] });
    const theirs = await call('GET', '/users/get-investment-received-pending-investments', other.owner.token);
    expect(theirs.json().data).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/users/get-investment-received-pending-investments')).statusCode).toBe(401);
  });
});

describe('the console’s money card', () => {
  it('sums paid investments of the last 7 days and in all, per currency, for staff only', async () => {
    const before = await call('GET', '/console/dashboard/money', staff.token);
    expect(before.statusCode, before.body).toBe(200);
    const usd = (res: typeof before) =>
      (res.json().currencies as { currency: string; week: number; total: number }[]).find((c) => c.currency === 'USD') ?? {
        week: 0,
        total: 0,
      };
    await campaignWithInvestors();
    const after = await call('GET', '/console/dashboard/money', staff.token);
    expect(usd(after).week - usd(before).week).toBe(750_00);
    expect(usd(after).total - usd(before).total).toBe(750_00);
    expect(usd(after).total).toBeGreaterThanOrEqual(usd(after).week);
    const investor = await createUser(ctx);
    expect((await call('GET', '/console/dashboard/money', investor.token)).statusCode).toBe(403);
  });
});
