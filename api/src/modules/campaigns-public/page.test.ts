import { campaignUpdates, campaigns, DEMO_LOGINS, DEMO_PASSWORD, users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, nextIp, staffToken, useTestApp } from '../../../test/app';
import { dayFromToday, insertCampaign } from '../../../test/campaigns-public';

const DEMO_SLUG = 'solarnest-home-batteries';

type Doc = { id: number; title: string; visibility: string; locked: boolean; url: string | null };

describe('the public campaign page', () => {
  const ctx = useTestApp();
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: nextIp() });
  let ownerToken = '';
  let investorToken = '';
  let strangerToken = '';
  let staff = '';

  beforeAll(async () => {
    ownerToken = await login(ctx, DEMO_LOGINS.owner, DEMO_PASSWORD);
    investorToken = await login(ctx, DEMO_LOGINS.investor, DEMO_PASSWORD);
    strangerToken = (await createUser(ctx, { userType: 'investor' })).token;
    staff = await staffToken(ctx);
  });

  it('answers every part of a public campaign, with Open Graph meta and counts', async () => {
    const res = await get(`/campaigns/equities/front/${DEMO_SLUG}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data.data;
    expect(page).toMatchObject({
      slug: DEMO_SLUG,
      status: 2,
      investingType: 'equity',
      closed: false,
      openForInvestment: true,
      accreditedOnly: false,
      featured: true,
      company: { name: 'SolarNest Energy Inc.', tagLine: 'Home batteries that pay for themselves', category: { name: 'Clean energy' } },
      fundraising: { currency: { code: 'USD', displayFormat: 'leftSymbol' }, goal: 750_000_00, percentRaised: 68 },
      story: { campaignName: 'SolarNest home batteries', campaignImage: '/demo/campaigns/solarnest-home-batteries.svg' },
      meta: {
        title: 'SolarNest home batteries | Fundright',
        description: 'Home batteries that pay for themselves',
        image: '/demo/campaigns/solarnest-home-batteries.svg',
      },
      isSaved: false,
      isOwner: false,
      canManage: false,
      accessRequest: null,
    });
    expect(page.meta.url).toMatch(/\/campaign-detail-page\/solarnest-home-batteries$/);
    expect(page.fundraising.daysLeft).toBeGreaterThan(0);
    expect(page.team.length).toBeGreaterThan(1);
    expect(page.team[0]).toMatchObject({ fullName: 'Omar Owner', memberType: { name: 'Founder' } });
    expect(page.leadInvestors[0]).toMatchObject({ name: 'Sunbelt Ventures', investorType: { name: 'Venture capital' } });
    expect(page.faqs.length).toBeGreaterThanOrEqual(2);
    expect(page.gallery).toHaveLength(2);
    expect(page.updatesCount).toBe(2);
    expect(page.savedCount).toBe(3);
    // Team members' e-mails and invitation data never reach the page.
    expect(res.body).not.toMatch(/@solarnest\.example|inviteTokenHash|passwordHash|accountNumber/);
  });

  it('speaks the reader’s language for lookups', async () => {
    const res = await get(`/campaigns/equities/front/${DEMO_SLUG}?language=fr`);
    expect(res.json().data.data.company.category.name).toBe('Énergie propre');
  });

  it('lists private documents as locked titles to visitors and unlocks them for the owner, staff and granted users', async () => {
    const docs = async (token?: string, slug = DEMO_SLUG) =>
      (await get(`/campaigns/equities/front/${slug}`, token)).json().data.data.documents as Doc[];
    const visitor = await docs();
    const locked = visitor.find((d) => d.visibility === 'private')!;
    expect(locked).toMatchObject({ locked: true, url: null, title: 'Financial statements and shareholder agreement' });
    expect(visitor.find((d) => d.visibility === 'public')).toMatchObject({
      locked: false,
      url: expect.stringMatching(/^\/api\/v1\/campaigns\/\d+\/documents\/\d+$/),
    });
    expect((await docs(strangerToken)).find((d) => d.visibility === 'private')!.locked).toBe(true);
    expect((await docs(ownerToken)).find((d) => d.visibility === 'private')!.locked).toBe(false);
    expect((await docs(staff)).find((d) => d.visibility === 'private')!.locked).toBe(false);
    // The demo investor's request was granted for this campaign, and is still only requested for Palm Residences.
    expect((await docs(investorToken)).find((d) => d.visibility === 'private')!.locked).toBe(false);
    const palm = await get('/campaigns/equities/front/palm-residences-dubai-marina', investorToken);
    expect(palm.json().data.data.accessRequest).toBe('requested');
    expect((palm.json().data.data.documents as Doc[]).find((d) => d.visibility === 'private')!.locked).toBe(true);
  });

  it('tells the caller whether they saved it and whether they own it', async () => {
    const investor = (await get(`/campaigns/equities/front/${DEMO_SLUG}`, investorToken)).json().data.data;
    expect(investor).toMatchObject({ isSaved: true, isOwner: false, accessRequest: 'granted' });
    const owner = (await get(`/campaigns/equities/front/${DEMO_SLUG}`, ownerToken)).json().data.data;
    expect(owner).toMatchObject({ isSaved: false, isOwner: true, canManage: true, accessRequest: null });
  });

  it('is a 404 for drafts, pending, declined, hidden and inactive campaigns, unless the owner or staff preview them', async () => {
    for (const slug of [
      'terrabrick-homes',
      'brightbite-snacks',
      'quickflip-crypto-arcade',
      'greengrid-microloans',
      'urbanhive-coworking',
    ]) {
      expect((await get(`/campaigns/equities/front/${slug}`)).statusCode, slug).toBe(404);
      expect((await get(`/campaigns/equities/front/${slug}?preview=1`, strangerToken)).statusCode, slug).toBe(404);
      expect((await get(`/campaigns/equities/front/${slug}?preview=1`, staff)).statusCode, slug).toBe(200);
    }
    // Omar owns the draft and the pending one: he previews them, but only when asking for a preview.
    expect((await get('/campaigns/equities/front/terrabrick-homes', ownerToken)).statusCode).toBe(404);
    const preview = await get('/campaigns/equities/front/terrabrick-homes?preview=1', ownerToken);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.data).toMatchObject({ status: 0, canManage: true });
    expect((await get('/campaigns/equities/front/no-such-campaign')).statusCode).toBe(404);
  });

  it('shows successful and unsuccessful campaigns as closed', async () => {
    const successful = (await get('/campaigns/equities/front/bluepeak-outdoor-gear')).json().data.data;
    expect(successful).toMatchObject({ status: 4, closed: true, openForInvestment: false, fundraising: { daysLeft: 0 } });
  });

  it('shows the closed banner once the closing date has passed (site time zone), before the job closes it', async () => {
    const [owner] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.owner));
    const past = await insertCampaign(ctx, { ownerId: owner!.id, closingDate: dayFromToday(-1) });
    const page = (await get(`/campaigns/equities/front/${past.slug}`)).json().data.data;
    expect(page).toMatchObject({ status: 2, closed: true, openForInvestment: false, fundraising: { daysLeft: 0 } });
    const today = await insertCampaign(ctx, { ownerId: owner!.id, closingDate: dayFromToday(0) });
    expect((await get(`/campaigns/equities/front/${today.slug}`)).json().data.data).toMatchObject({
      closed: false,
      openForInvestment: true,
    });
  });

  it('embeds a YouTube or Vimeo video, never another address', async () => {
    const [owner] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.owner));
    const video = await insertCampaign(ctx, {
      ownerId: owner!.id,
      uploadType: 'video',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect((await get(`/campaigns/equities/front/${video.slug}`)).json().data.data.story.videoEmbedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await ctx.handle.db.update(campaigns).set({ videoUrl: 'https://evil.example/x.mp4' }).where(eq(campaigns.id, video.id));
    expect((await get(`/campaigns/equities/front/${video.slug}`)).json().data.data.story.videoEmbedUrl).toBeNull();
  });

  describe('updates', () => {
    it('asks visitors to log in (401)', async () => {
      const res = await get(`/campaigns/equities/front/${DEMO_SLUG}/updates`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'fail', message: 'Please log in to see the updates of this campaign.' });
      const fr = await get(`/campaigns/equities/front/${DEMO_SLUG}/updates?language=fr`);
      expect(fr.json().message).toBe('Veuillez vous connecter pour voir les actualités de cette campagne.');
    });

    it('lists them newest first for signed-in users', async () => {
      const [row] = await ctx.handle.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, DEMO_SLUG));
      await ctx.handle.db.insert(campaignUpdates).values({ campaignId: row!.id, title: 'Newest news', description: 'Fresh.' });
      const res = await get(`/campaigns/equities/front/${DEMO_SLUG}/updates`, strangerToken);
      expect(res.statusCode).toBe(200);
      const body = res.json().data;
      expect(body.total).toBe(3);
      expect(body.data.map((u: { title: string }) => u.title)).toEqual(['Newest news', 'Second assembly line ordered', 'Half way there']);
    });

    it('is a 404 for a campaign the caller may not see', async () => {
      expect((await get('/campaigns/equities/front/terrabrick-homes/updates', strangerToken)).statusCode).toBe(404);
      expect((await get('/campaigns/equities/front/terrabrick-homes/updates', ownerToken)).statusCode).toBe(200);
    });
  });

  it('lists the investors, one row per investor (total = the investor count), and hides the list of a draft', async () => {
    const res = await get(`/campaigns/equities/front/${DEMO_SLUG}/investors`);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.handle.db.select({ n: campaigns.investorCount }).from(campaigns).where(eq(campaigns.slug, DEMO_SLUG));
    expect(row!.n).toBeGreaterThan(0);
    expect(res.json().data).toMatchObject({ total: row!.n, page: 1, limit: 10 });
    expect(res.json().data.data).toHaveLength(Math.min(10, row!.n));
    expect((await get('/campaigns/equities/front/terrabrick-homes/investors')).statusCode).toBe(404);
  });
});
