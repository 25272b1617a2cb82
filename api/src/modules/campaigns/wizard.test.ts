import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignSettings, campaigns, campaignStatusHistory, campaignPayoutAccounts, siteSettings } from '@cf/db';
import { addDays, LIMITS } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, staffToken, useTestApp } from '../../../test/app';
import {
  call,
  completeDraft,
  fieldErrors,
  inDays,
  lookupId,
  newDraft,
  ownerUser,
  pdf,
  png,
  today,
  upload,
  validSteps,
} from '../../../test/campaigns';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-campaigns-'));

type Campaign = {
  id: number;
  status: number;
  checklist: { ready: boolean; sections: { key: string; ready: boolean; missing: string[] }[] };
} & Record<string, unknown>;

describe('campaign creation wizard', () => {
  const ctx = useTestApp({ uploadsDir });
  const db = () => ctx.handle.db;
  const row = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

  describe('POST /campaigns/equities', () => {
    afterEach(async () => {
      await db().update(siteSettings).set({ onlyAdminCreateCampaign: false });
      await db().update(campaignSettings).set({ campaignLimitPerUser: 0 });
    });

    it('creates a draft for a campaign owner', async () => {
      const owner = await ownerUser(ctx);
      const res = await call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'debt' });
      expect(res.statusCode).toBe(201);
      const created = res.json().data.data;
      expect(created).toEqual({ id: expect.any(Number), slug: `campaign-${created.id}`, status: 0, investingType: 'debt' });
      expect((await row(created.id)).ownerId).toBe(owner.id);
    });

    it('asks to choose debt or equity', async () => {
      const owner = await ownerUser(ctx);
      const res = await call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'shares' });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(['investingType: Please choose equity or debt.']);
    });

    it('refuses investors with a clear message', async () => {
      const investor = await createUser(ctx, { userType: 'investor' });
      const res = await call(ctx, investor.token, 'POST', '/campaigns/equities', { investingType: 'equity' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only campaign owners can create campaigns. Sign up as a campaign owner to raise funds.');
    });

    it('onlyAdminCreateCampaign: owners get 403, staff may create', async () => {
      await db().update(siteSettings).set({ onlyAdminCreateCampaign: true });
      const owner = await ownerUser(ctx);
      const refused = await call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'equity' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the platform team can create campaigns on this site.');
      expect((await call(ctx, await staffToken(ctx), 'POST', '/campaigns/equities', { investingType: 'equity' })).statusCode).toBe(201);
    });

    it('per-owner limit: 409 on campaignLimit counting drafts, pending and active; declined ones do not count', async () => {
      await db().update(campaignSettings).set({ campaignLimitPerUser: 2 });
      const owner = await ownerUser(ctx);
      const first = await newDraft(ctx, owner.token);
      await newDraft(ctx, owner.token);
      const refused = await call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'equity' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'You have reached the number of open campaigns allowed.' });
      expect(fieldErrors(refused)).toEqual([
        'campaignLimit: You already have 2 open campaigns (drafts, under review or active). Finish or withdraw one before starting another.',
      ]);
      await db().update(campaigns).set({ status: 3 }).where(eq(campaigns.id, first));
      expect((await call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'equity' })).statusCode).toBe(201);
    });

    it('two creations at once cannot both pass the limit', async () => {
      await db().update(campaignSettings).set({ campaignLimitPerUser: 1 });
      const owner = await ownerUser(ctx);
      const results = await Promise.all(
        [1, 2, 3].map(() => call(ctx, owner.token, 'POST', '/campaigns/equities', { investingType: 'equity' })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    });
  });

  describe('steps and the rules of spec §5', () => {
    let token: string;
    let id: number;
    let steps: Awaited<ReturnType<typeof validSteps>>;
    beforeAll(async () => {
      token = (await ownerUser(ctx)).token;
      id = await newDraft(ctx, token);
      steps = await validSteps(ctx);
      expect((await call(ctx, token, 'PATCH', `/campaigns/campaign/fundraising-detail/${id}`, steps.fundraising)).statusCode).toBe(200);
      expect((await call(ctx, token, 'PATCH', `/campaigns/campaign/campaign-terms/${id}`, steps.equityTerms)).statusCode).toBe(200);
    });

    it('saves a step as a draft and answers the whole campaign', async () => {
      const res = await call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}`, steps.company);
      const campaign = dataOf<Campaign>(res);
      expect(campaign).toMatchObject({ ...steps.company, status: 0, slug: `green-farms-limited-${id}`, editable: true, allowedMoves: [1] });
      expect(campaign.checklist.sections.find((s) => s.key === 'company')).toEqual({
        key: 'company',
        ready: false,
        missing: ['companyLogo'],
      });
      const cleared = dataOf<Campaign>(await call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}`, { companyTagLine: '' }));
      expect(cleared).toMatchObject({ companyTagLine: null, companyName: steps.company.companyName });
      await call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}`, { companyTagLine: steps.company.companyTagLine });
    });

    const usd = (major: string) => `$${major}`;
    it.each<[string, string, Record<string, unknown>, string]>([
      [
        'company name at least 10 characters',
        'equity/company-profile',
        { companyName: 'Tiny Co' },
        'companyName: The company name must be at least 10 characters.',
      ],
      [
        'company name not only digits',
        'equity/company-profile',
        { companyName: '1234567890' },
        'companyName: The company name must contain letters, not only digits or signs.',
      ],
      ['company e-mail', 'equity/company-profile', { companyEmail: 'not-an-email' }, 'companyEmail: Email is invalid.'],
      ['company website', 'equity/company-profile', { companyWebsite: 'javascript:alert(1)' }, 'companyWebsite: Please enter a valid URL.'],
      [
        'goal within the settings',
        'campaign/fundraising-detail',
        { goal: 5_000_000_01 },
        `goal: The goal must be between ${usd('1,000.00')} and ${usd('5,000,000.00')}.`,
      ],
      [
        'amounts are whole minor units',
        'campaign/fundraising-detail',
        { goal: 100_000.5 },
        'goal: Please enter a whole amount in the smallest unit of the currency (for example cents).',
      ],
      [
        'minimum raise below the goal',
        'campaign/fundraising-detail',
        { minimumRaise: 100_000_00, maximumRaise: null },
        'minimumRaise: The minimum raise must be below the goal.',
      ],
      [
        'minimum raise above the minimum goal',
        'campaign/fundraising-detail',
        { minimumRaise: 999_99 },
        `minimumRaise: The minimum raise must be at least ${usd('1,000.00')}.`,
      ],
      [
        'maximum raise not above the goal',
        'campaign/fundraising-detail',
        { maximumRaise: 100_000_01 },
        'maximumRaise: The maximum raise must not be above the goal.',
      ],
      [
        'maximum raise above the minimum raise',
        'campaign/fundraising-detail',
        { maximumRaise: 50_000_00 },
        'maximumRaise: The maximum raise must be above the minimum raise.',
      ],
      [
        'goal below the maximum raise is told on the goal',
        'campaign/fundraising-detail',
        { goal: 90_000_00 },
        'goal: The maximum raise must not be above the goal.',
      ],
      [
        'minimum investment from the settings',
        'campaign/fundraising-detail',
        { minimumInvestment: 50_00 },
        `minimumInvestment: The minimum investment must be at least ${usd('100.00')}.`,
      ],
      [
        'minimum investment buys whole shares',
        'campaign/fundraising-detail',
        { minimumInvestment: 510_00 },
        `minimumInvestment: Investors buy whole shares: the minimum investment must be a multiple of the price per share (${usd('25.00')}).`,
      ],
      [
        'closing date after today',
        'campaign/fundraising-detail',
        { openDate: null, closingDate: today() },
        'closingDate: The closing date must be after today.',
      ],
      [
        'closing date within 365 days of the open date',
        'campaign/fundraising-detail',
        { openDate: inDays(2), closingDate: addDays(inDays(2), 366) },
        'closingDate: A campaign runs at most 365 days: choose an earlier closing date.',
      ],
      ['real dates', 'campaign/fundraising-detail', { closingDate: '2031-02-30' }, 'closingDate: Please enter a date as YYYY-MM-DD.'],
      ['known currency', 'campaign/fundraising-detail', { currencyCode: 'XYZ' }, 'currencyCode: This currency is not available.'],
      ['price per share positive', 'campaign/campaign-terms', { pricePerShare: 0 }, 'pricePerShare: Must be greater than zero.'],
      [
        'price per share divides the minimum investment',
        'campaign/campaign-terms',
        { pricePerShare: 30_00 },
        `pricePerShare: Investors buy whole shares: the minimum investment must be a multiple of the price per share (${usd('30.00')}).`,
      ],
      [
        'equity percent within the settings',
        'campaign/campaign-terms',
        { equityAvailable: 60 },
        'equityAvailable: The equity offered must be between 0.5% and 49%.',
      ],
      [
        'valuation within the settings',
        'campaign/campaign-terms',
        { preMoneyValuation: 50_000_00 },
        `preMoneyValuation: The pre-money valuation must be between ${usd('100,000.00')} and ${usd('500,000,000.00')}.`,
      ],
      [
        'interest rate within the settings',
        'campaign/campaign-terms',
        { interestRateBps: 3000 },
        'interestRateBps: The interest rate must be between 1% and 25% a year.',
      ],
      [
        'term length within the settings',
        'campaign/campaign-terms',
        { termLengthMonths: 200 },
        'termLengthMonths: The term must be between 3 and 120 months.',
      ],
      [
        'story at most 255 characters',
        'campaign/campaign-story',
        { campaignStory: 'x'.repeat(LIMITS.storyMax + 1) },
        'campaignStory: The story must be at most 255 characters.',
      ],
      [
        'video on YouTube or Vimeo',
        'campaign/campaign-story',
        { videoUrl: 'https://example.com/video.mp4' },
        'videoUrl: Please enter a YouTube or Vimeo video address (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…).',
      ],
      [
        'facebook link on Facebook',
        'campaign/extras-info',
        { facebookUrl: 'https://twitter.com/acme' },
        'facebookUrl: Please enter a Facebook address (https://facebook.com/…).',
      ],
      [
        'twitter link on Twitter or X',
        'campaign/extras-info',
        { twitterUrl: 'https://facebook.com/acme' },
        'twitterUrl: Please enter a Twitter or X address (https://x.com/…).',
      ],
      [
        'linkedin link on LinkedIn',
        'campaign/extras-info',
        { linkedinUrl: 'https://example.com/acme' },
        'linkedinUrl: Please enter a LinkedIn address (https://linkedin.com/…).',
      ],
      [
        'youtube link on YouTube',
        'campaign/extras-info',
        { youtubeUrl: 'https://vimeo.com/1' },
        'youtubeUrl: Please enter a YouTube address (https://youtube.com/…).',
      ],
      [
        'analytics id',
        'campaign/extras-info',
        { googleAnalyticsId: '<script>' },
        'googleAnalyticsId: Enter a measurement ID such as G-XXXXXXX.',
      ],
    ])('%s', async (_, path, body, expected) => {
      const before = await row(id);
      const res = await call(ctx, token, 'PATCH', `/campaigns/${path}/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual([expected]);
      expect(await row(id)).toEqual(before);
    });

    it('lookups must come from their own list', async () => {
      const stage = await lookupId(ctx, 'campaign-stage', 'idea');
      const res = await call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}`, { categoryId: stage, industryId: 999_999 });
      expect(fieldErrors(res)).toEqual([
        'categoryId: Please choose one of the listed options.',
        'industryId: Please choose one of the listed options.',
      ]);
    });

    it('accepts the bounds and a YouTube video', async () => {
      const res = await call(ctx, token, 'PATCH', `/campaigns/campaign/fundraising-detail/${id}`, {
        openDate: null,
        closingDate: inDays(365),
      });
      expect(res.statusCode).toBe(200);
      const story = await call(ctx, token, 'PATCH', `/campaigns/campaign/campaign-story/${id}`, {
        uploadType: 'video',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        campaignStory: 'x'.repeat(LIMITS.storyMax),
      });
      expect(dataOf<Campaign>(story)).toMatchObject({ uploadType: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['account numbers must match', { confirmAccountNumber: '123456780' }, ['confirmAccountNumber: Account numbers must match.']],
      [
        'account number 5 to 20 digits',
        { accountNumber: '1234', confirmAccountNumber: '1234' },
        ['accountNumber: The account number must be 5 to 20 digits.'],
      ],
      [
        'account number numeric',
        { accountNumber: '12ab56', confirmAccountNumber: '12ab56' },
        ['accountNumber: Invalid numeric input: please enter digits only.'],
      ],
      ['routing number 9 digits', { routingNumber: '0210000' }, ['routingNumber: The routing number must be 9 digits.']],
      ['terms accepted once an account number is entered', { tos: false }, ['tos: Please accept the terms to add this bank account.']],
      ['bank name required', { bankName: '' }, ['bankName: This field is required.']],
      ['account type checking or savings', { accountType: 'brokerage' }, ['accountType: Please choose one of the options.']],
    ])('payout: %s', async (_, patch, expected) => {
      const res = await call(ctx, token, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, { ...steps.payout, ...patch });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res).sort()).toEqual(expected.sort());
      expect(await db().select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, id))).toEqual([]);
    });

    it('payout: stores the account number encrypted and shows its last four digits', async () => {
      const res = await call(ctx, token, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, steps.payout);
      expect(dataOf<Campaign>(res).payout).toEqual({
        bankName: 'First Bank',
        accountType: 'checking',
        accountNumberLast4: '6789',
        routingNumber: '021000021',
        bankScheme: 'us',
        sortCode: null,
        bic: null,
        tosAccepted: true,
        achAccountId: null,
        accountHolderName: null,
      });
      expect(res.body).not.toContain('123456789');
      const [stored] = await db().select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, id));
      expect(stored!.accountNumberEncrypted).toMatch(/^v1\./);
      // Changing the bank name later does not need the account number again.
      const { accountNumber: _a, confirmAccountNumber: _c, tos: _t, ...rest } = steps.payout;
      expect(
        dataOf<Campaign>(await call(ctx, token, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, { ...rest, bankName: 'Second Bank' }))
          .payout,
      ).toMatchObject({
        bankName: 'Second Bank',
        accountNumberLast4: '6789',
      });
    });

    it.each<[string, string, Buffer | string, string]>([
      ['logo square', 'logo', png(300, 200), 'file: The logo must be square and at least 200×200 pixels, or 360×283 pixels.'],
      ['logo at least 200×200', 'logo', png(150, 150), 'file: The logo must be square and at least 200×200 pixels, or 360×283 pixels.'],
      [
        'logo exactly the recommended 360×283',
        'logo',
        png(360, 284),
        'file: The logo must be square and at least 200×200 pixels, or 360×283 pixels.',
      ],
      ['campaign image 700×500', 'campaign', png(800, 600), 'file: The campaign image must be 700×500 pixels.'],
      ['cover at least 1350×400', 'cover', png(1000, 400), 'file: The cover image must be at least 1350×400 pixels.'],
      [
        'images decided by content',
        'logo',
        '<html><script>alert(1)</script></html>',
        'file: Invalid file format: please upload a PNG, JPEG, GIF or WebP image.',
      ],
      ['images under 2 MB', 'logo', png(200, 200, LIMITS.fileBytesMax), 'file: File must be under 2 MB.'],
    ])('images: %s', async (_, kind, data, expected) => {
      const res = await upload(ctx, token, `/campaigns/equities/${id}/images`, { name: 'x.png', type: 'image/png', data }, { kind });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual([expected]);
    });

    it('images: saves the logo and the campaign image, answers a cover URL', async () => {
      const logo = await upload(
        ctx,
        token,
        `/campaigns/equities/${id}/images`,
        { name: 'l.png', type: 'image/png', data: png(240, 240) },
        { kind: 'logo' },
      );
      const url = dataOf<{ url: string }>(logo).url;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect((await row(id)).companyLogo).toBe(url);
      // The spec's recommended 360×283 is accepted beside the square rule.
      const recommended = await upload(
        ctx,
        token,
        `/campaigns/equities/${id}/images`,
        { name: 'r.png', type: 'image/png', data: png(360, 283) },
        { kind: 'logo' },
      );
      expect((await row(id)).companyLogo).toBe(dataOf<{ url: string }>(recommended).url);
      const cover = await upload(
        ctx,
        token,
        `/campaigns/equities/${id}/images`,
        { name: 'c.png', type: 'image/png', data: png(1350, 400) },
        { kind: 'cover' },
      );
      expect(dataOf<{ url: string }>(cover).url).toMatch(/^\/uploads\//);
      const bad = await upload(ctx, token, `/campaigns/equities/${id}/images`, { data: png(700, 500) }, { kind: 'banner' });
      expect(fieldErrors(bad)).toEqual(['kind: Please choose one of the options.']);
    });

    it('the contract: a PDF, required only when contractCopy is on and the owner manages it', async () => {
      const extras = (c: Campaign) => c.checklist.sections.find((s) => s.key === 'extras');
      let c = dataOf<Campaign>(
        await call(ctx, token, 'PATCH', `/campaigns/campaign/extras-info/${id}`, { contractCopy: true, manageContract: false }),
      );
      expect(extras(c)).toEqual({ key: 'extras', ready: true, missing: [] });
      c = dataOf<Campaign>(await call(ctx, token, 'PATCH', `/campaigns/campaign/extras-info/${id}`, { manageContract: true }));
      expect(extras(c)).toEqual({ key: 'extras', ready: false, missing: ['contractFile'] });
      const notPdf = await upload(ctx, token, `/campaigns/equities/${id}/contract`, {
        name: 'c.pdf',
        type: 'application/pdf',
        data: png(10, 10),
      });
      expect(fieldErrors(notPdf)).toEqual(['file: Invalid file format: please upload a PDF document.']);
      const missing = await upload(ctx, token, `/campaigns/equities/${id}/contract`, null);
      expect(fieldErrors(missing)).toEqual(['file: Please choose a file.']);
      const ok = await upload(ctx, token, `/campaigns/equities/${id}/contract`, { name: 'c.pdf', type: 'application/pdf', data: pdf() });
      expect(dataOf<{ contractFileId: string }>(ok).contractFileId).toMatch(/^[0-9a-f-]{36}$/);
      c = dataOf<Campaign>(await call(ctx, token, 'GET', `/campaigns/equities/${id}`));
      expect(extras(c)!.ready).toBe(true);
    });

    it('messages follow the caller’s language', async () => {
      const res = await call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}?language=fr`, { companyName: 'Tiny Co' });
      expect(fieldErrors(res)).toEqual(['companyName: Le nom de la société doit comporter au moins 10 caractères.']);
    });
  });

  describe('checklist and submission', () => {
    it('turns ready step by step; submit is refused until ready, then goes to pending with a history row', async () => {
      const owner = await ownerUser(ctx);
      const id = await newDraft(ctx, owner.token);
      const steps = await validSteps(ctx);
      const checklist = async () =>
        dataOf<{ ready: boolean; sections: { key: string; ready: boolean; missing: string[] }[] }>(
          await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}/checklist`),
        );
      const readyKeys = async () => (await checklist()).sections.filter((s) => s.ready).map((s) => s.key);

      // FAQs are ready only when the platform has no required question; extras are ready without a contract.
      const start = await checklist();
      expect(start.ready).toBe(false);
      expect(start.sections.map((s) => s.key)).toEqual(['company', 'fundraising', 'story', 'faqs', 'extras', 'funding']);

      const refused = await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The campaign is not ready to submit yet: complete the missing items of the checklist.');
      expect(fieldErrors(refused)).toEqual(
        expect.arrayContaining(['company.companyName: Required before you submit.', 'funding.bankName: Required before you submit.']),
      );
      expect((await row(id)).status).toBe(0);

      await call(ctx, owner.token, 'PATCH', `/campaigns/equity/company-profile/${id}`, steps.company);
      await upload(ctx, owner.token, `/campaigns/equities/${id}/images`, { data: png(200, 200) }, { kind: 'logo' });
      expect(await readyKeys()).toContain('company');
      await call(ctx, owner.token, 'PATCH', `/campaigns/campaign/fundraising-detail/${id}`, steps.fundraising);
      expect(await readyKeys()).not.toContain('fundraising');
      await call(ctx, owner.token, 'PATCH', `/campaigns/campaign/campaign-terms/${id}`, steps.equityTerms);
      expect(await readyKeys()).toContain('fundraising');
      await call(ctx, owner.token, 'PATCH', `/campaigns/campaign/campaign-story/${id}`, steps.story);
      expect((await checklist()).sections.find((s) => s.key === 'story')!.missing).toEqual(['campaignImage']);
      await upload(ctx, owner.token, `/campaigns/equities/${id}/images`, { data: png(700, 500) }, { kind: 'campaign' });
      expect(await readyKeys()).toContain('story');
      await completeDraft(ctx, owner.token, id);
      expect((await checklist()).ready).toBe(true);

      const submitted = dataOf<Campaign>(await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`));
      expect(submitted).toMatchObject({ status: 1, editable: false, allowedMoves: [0] });
      expect(submitted.submittedAt).toBeTruthy();
      const history = await db().select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, id));
      expect(history).toEqual([expect.objectContaining({ fromStatus: 0, toStatus: 1, actorId: owner.id })]);

      // Under review: the content is locked, and a second submission is not a move of the machine.
      const locked = await call(ctx, owner.token, 'PATCH', `/campaigns/equity/company-profile/${id}`, { companyTagLine: 'Changed' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('This campaign is under review or live: its content can no longer be changed.');
      expect((await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`)).statusCode).toBe(409);
    });

    it('with review turned off, a submission goes live at once: the system approves it, both moves in the history', async () => {
      await db().update(campaignSettings).set({ requireCampaignApproval: false });
      try {
        const owner = await ownerUser(ctx);
        const id = await newDraft(ctx, owner.token);
        await completeDraft(ctx, owner.token, id);
        const res = await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`);
        expect(res.statusCode, res.body).toBe(200);
        expect(dataOf<Campaign>(res).status).toBe(2);
        const history = await db().select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, id));
        expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([
          [0, 1, owner.id],
          [1, 2, null],
        ]);
        expect((await row(id)).approvedAt).toBeTruthy();
        // Public at once, to visitors too.
        const page = await call(ctx, null, 'GET', `/campaigns/equities/front/${(await row(id)).slug}`);
        expect(page.statusCode).toBe(200);
      } finally {
        await db().update(campaignSettings).set({ requireCampaignApproval: true });
      }
    });

    it('a closing date that passed while in draft blocks the submission', async () => {
      const owner = await ownerUser(ctx);
      const id = await newDraft(ctx, owner.token);
      await completeDraft(ctx, owner.token, id);
      await db().update(campaigns).set({ openDate: null, closingDate: today() }).where(eq(campaigns.id, id));
      const res = await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual([
        'fundraising.closingDate: Required before you submit.',
        'closingDate: The closing date must be after today.',
      ]);
    });

    it('a debt campaign needs its debt terms', async () => {
      const owner = await ownerUser(ctx);
      const id = await newDraft(ctx, owner.token, 'debt');
      await completeDraft(ctx, owner.token, id, 'debt');
      expect(dataOf<Campaign>(await call(ctx, owner.token, 'POST', `/campaigns/equities/${id}/submit`)).status).toBe(1);
    });
  });
});
