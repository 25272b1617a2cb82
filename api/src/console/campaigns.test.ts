import { auditLog, campaignComments, campaignFaqTemplates, campaigns, campaignStatusHistory, emailOutbox, users } from '@cf/db';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  latestNotifications,
  listUrl,
  nextIp,
  type StaffClient,
  staffClient,
  staffToken,
  totalOf,
  useTestApp,
} from '../../test/app';
import { insertCampaign } from '../../test/campaigns-public';

describe('console: campaigns, comments and FAQ templates', () => {
  const ctx = useTestApp();
  let staff: StaffClient;
  let token = '';
  let owner = { id: '', email: '', token: '' };
  let investorToken = '';

  beforeAll(async () => {
    token = await staffToken(ctx);
    staff = staffClient(ctx, () => token);
    owner = await createUser(ctx, { userType: 'campaign-owner', firstName: 'Paula', lastName: 'Pending' });
    investorToken = (await createUser(ctx, { userType: 'investor' })).token;
  });

  const pending = (props: Partial<typeof campaigns.$inferInsert> = {}) =>
    insertCampaign(ctx, { ownerId: owner.id, status: 1, campaignName: 'Pending Pumpkins', ...props });
  const statusOf = async (id: number) =>
    (await ctx.handle.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]!.status;
  const lastEmail = async (to: string) =>
    (await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0];
  const lastNotification = async (userId: string) => (await latestNotifications(ctx, userId))[0];
  const auditFor = (id: number, action: string) =>
    ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'campaigns'), eq(auditLog.recordId, String(id)), eq(auditLog.action, action)));

  it('every new route refuses non-staff (403) and visitors (401)', async () => {
    const { id } = await pending();
    const routes: [string, string][] = [
      ['GET', '/campaigns'],
      ['GET', `/campaigns/${id}`],
      ...['approve', 'decline', 'hide', 'inactivate', 'reactivate', 'feature'].map((a): [string, string] => [
        'POST',
        `/campaigns/${id}/${a}`,
      ]),
      ['GET', `/campaigns/${id}/documents/1`],
      ['GET', '/comments'],
      ['GET', '/comments/1'],
      ['DELETE', '/comments/1'],
      ...['approve', 'decline', 'spam'].map((a): [string, string] => ['POST', `/comments/1/${a}`]),
      ['GET', '/campaign-faq-templates'],
      ['POST', '/campaign-faq-templates'],
      ['PUT', '/campaign-faq-templates/1'],
      ['DELETE', '/campaign-faq-templates/1'],
    ];
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: `/api/v1/console${url}`,
        headers: bearer(investorToken),
        payload: {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: `/api/v1/console${url}`, payload: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await statusOf(id)).toBe(1);
  });

  describe('the review queue and the campaign list', () => {
    it('filters by status, investing type, owner and text, with Content-Range', async () => {
      const a = await pending({ investingType: 'debt', companyName: 'Queueworthy Debt Ltd' });
      const queue = await staff.get(listUrl('campaigns', { filter: { status: 1 }, sort: ['submittedAt', 'ASC'], range: [0, 99] }));
      expect(queue.statusCode).toBe(200);
      const rows = queue.json() as { id: number; status: number; statusName: string; ownerEmail: string }[];
      expect(rows.every((r) => r.status === 1 && r.statusName === 'pending')).toBe(true);
      expect(rows.some((r) => r.id === a.id)).toBe(true);
      expect(totalOf(queue)).toBe(rows.length);
      const mine = await staff.get(listUrl('campaigns', { filter: { ownerId: owner.id, investingType: 'debt' } }));
      expect((mine.json() as { id: number; ownerEmail: string }[]).map((r) => r.id)).toEqual([a.id]);
      expect(mine.json()[0]).toMatchObject({ ownerEmail: owner.email, allowedMoves: [2, 3] });
      expect((await staff.get(listUrl('campaigns', { filter: { q: 'queueworthy' } }))).json().map((r: { id: number }) => r.id)).toEqual([
        a.id,
      ]);
      const byOwnerEmail = await staff.get(listUrl('campaigns', { filter: { q: owner.email } }));
      expect(totalOf(byOwnerEmail)).toBeGreaterThanOrEqual(1);
      expect((await staff.get(listUrl('campaigns', { filter: { status: 'x' } }))).statusCode).toBe(400);
      expect(totalOf(await staff.get(listUrl('campaigns')))).toBeGreaterThanOrEqual(27);
    });

    it('shows the whole submission as investors will see it, private documents unlocked, with its history', async () => {
      const res = await staff.get(listUrl('campaigns', { filter: { q: 'brightbite' } }));
      const [row] = res.json() as { id: number }[];
      const show = await staff.get(`/api/v1/console/campaigns/${row!.id}`);
      expect(show.statusCode).toBe(200);
      const record = show.json();
      expect(record).toMatchObject({
        id: row!.id,
        status: 1,
        ownerEmail: 'owner@demo.test',
        submission: { slug: 'brightbite-snacks', status: 1, company: { name: 'BrightBite Foods Inc.' }, canManage: true },
        history: [{ fromStatus: 0, toStatus: 1 }],
      });
      expect(record.submission.faqs.length).toBeGreaterThan(0);
      const solar = (await staff.get(listUrl('campaigns', { filter: { q: 'solarnest' } }))).json()[0];
      const solarShow = (await staff.get(`/api/v1/console/campaigns/${solar.id}`)).json();
      expect(solarShow.submission.documents.every((d: { locked: boolean }) => !d.locked)).toBe(true);
      // Staff also see the go-live checklist and the payout account (last four digits only).
      expect(record.checklist).toMatchObject({ ready: expect.any(Boolean), sections: expect.any(Array) });
      expect(JSON.stringify(record)).not.toMatch(/accountNumberEncrypted/);
      // Every document opens for staff through the console, private ones included.
      const privateDoc = solarShow.submission.documents.find((d: { visibility: string }) => d.visibility === 'private');
      const doc = await staff.get(
        `/api/v1/console/campaigns/${solar.id}/documents/${privateDoc?.id ?? solarShow.submission.documents[0].id}`,
      );
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect((await staff.get('/api/v1/console/campaigns/99999999')).statusCode).toBe(404);
      expect((await staff.get('/api/v1/console/campaigns/abc')).statusCode).toBe(404);
    });
  });

  describe('decisions', () => {
    it('approve: the campaign goes live, with history, audit, notification and e-mail, and shows in browse at once', async () => {
      const c = await pending({ categoryId: null, campaignName: 'Approvable Apricots' });
      // Seen once, so the (short-lived) browse cache holds an answer without it.
      await ctx.app.inject({ method: 'GET', url: '/api/v1/campaigns/equities/front', remoteAddress: nextIp() });
      const res = await staff.post(`/api/v1/console/campaigns/${c.id}/approve`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: c.id, status: 2, approvedAt: expect.any(String) });

      const [history] = await ctx.handle.db
        .select()
        .from(campaignStatusHistory)
        .where(eq(campaignStatusHistory.campaignId, c.id))
        .orderBy(desc(campaignStatusHistory.id));
      const [admin] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
      expect(history).toMatchObject({ fromStatus: 1, toStatus: 2, actorId: admin!.id });
      const [audit] = await auditFor(c.id, 'approve');
      expect(audit).toMatchObject({ actorEmail: 'admin@demo.test', before: { status: 1 }, after: { status: 2 } });

      expect(await lastNotification(owner.id)).toMatchObject({
        type: 'campaign-review',
        text: 'Your campaign Approvable Apricots was approved and is now live.',
        link: `/campaign-dashboard/${c.id}`,
      });
      const email = await lastEmail(owner.email);
      expect(email).toMatchObject({ subject: 'Your campaign Approvable Apricots is live', template: 'campaign-decision', lang: 'en' });
      expect(email!.text).toContain('Hello Paula,');
      expect(email!.text).toContain(`/campaign-dashboard/${c.id}`);

      const browse = await ctx.app.inject({ method: 'GET', url: '/api/v1/campaigns/equities/front', remoteAddress: nextIp() });
      expect(browse.json().data.data[0].id).toBe(c.id);
    });

    it('decline needs a reason, which reaches the owner in their notification language', async () => {
      const c = await pending({ campaignName: 'Declinable Dates' });
      const missing = await staff.post(`/api/v1/console/campaigns/${c.id}/decline`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'reason', message: 'This field is required.' }]);
      expect(await statusOf(c.id)).toBe(1);

      await ctx.handle.db.update(users).set({ notificationLanguage: 'fr' }).where(eq(users.id, owner.id));
      try {
        const res = await staff.post(`/api/v1/console/campaigns/${c.id}/decline`, { reason: 'The financial forecast is missing.' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ status: 3, decisionReason: 'The financial forecast is missing.' });
        const email = await lastEmail(owner.email);
        expect(email).toMatchObject({ subject: 'Votre campagne Declinable Dates a été refusée', lang: 'fr' });
        expect(email!.text).toContain('Motif : The financial forecast is missing.');
        // The reason is in the notification too.
        expect((await lastNotification(owner.id))!.text).toBe(
          'Your campaign Declinable Dates was declined: The financial forecast is missing.',
        );
        const [history] = await ctx.handle.db.select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, c.id));
        expect(history).toMatchObject({ fromStatus: 1, toStatus: 3, reason: 'The financial forecast is missing.' });
        expect(await auditFor(c.id, 'decline')).toHaveLength(1);
      } finally {
        await ctx.handle.db.update(users).set({ notificationLanguage: 'en' }).where(eq(users.id, owner.id));
      }
    });

    it('refuses moves the status machine does not have (409) and leaves no trace', async () => {
      const draft = await insertCampaign(ctx, { ownerId: owner.id, status: 0 });
      const active = await insertCampaign(ctx, { ownerId: owner.id, status: 2 });
      for (const [id, action, body] of [
        [draft.id, 'approve', {}],
        [active.id, 'approve', {}],
        [active.id, 'decline', { reason: 'Not now please' }],
        [active.id, 'reactivate', {}],
        [draft.id, 'hide', { reason: 'Not allowed' }],
      ] as const) {
        const res = await staff.post(`/api/v1/console/campaigns/${id}/${action}`, body);
        expect(res.statusCode, `${action} ${res.body}`).toBe(409);
      }
      expect(await statusOf(draft.id)).toBe(0);
      expect(await statusOf(active.id)).toBe(2);
      expect(await auditFor(active.id, 'approve')).toEqual([]);
      expect((await staff.post('/api/v1/console/campaigns/99999999/approve', {})).statusCode).toBe(404);
    });

    it('hide, inactivate and reactivate: a hidden campaign comes back where it was', async () => {
      const active = await insertCampaign(ctx, { ownerId: owner.id, status: 2 });
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/hide`, { reason: 'x' })).statusCode).toBe(400);
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/hide`, { reason: 'Under investigation' })).json().status).toBe(6);
      expect((await lastNotification(owner.id))!.messageKey).toBe('campaigns.review.notify.hiddenWithReason');
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/reactivate`, {})).json().status).toBe(2);
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/inactivate`, { reason: 'Missing register' })).json().status).toBe(7);
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/reactivate`, {})).json().status).toBe(2);
      expect((await lastNotification(owner.id))!.messageKey).toBe('campaigns.review.notify.reactivated');

      const successful = await insertCampaign(ctx, { ownerId: owner.id, status: 4 });
      await staff.post(`/api/v1/console/campaigns/${successful.id}/hide`, { reason: 'Paused for review' });
      expect((await staff.post(`/api/v1/console/campaigns/${successful.id}/reactivate`, {})).json().status).toBe(4);
      const actions = (
        await ctx.handle.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.recordId, String(active.id)))
      ).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(['hide', 'reactivate', 'inactivate']));
    });

    it('features active campaigns only, and the home page shows them', async () => {
      const active = await insertCampaign(ctx, { ownerId: owner.id, status: 2, createdAt: new Date(Date.now() + 3_600_000) });
      const res = await staff.post(`/api/v1/console/campaigns/${active.id}/feature`, { featured: true });
      expect(res.json()).toMatchObject({ featured: true });
      const home = await ctx.app.inject({ method: 'GET', url: '/api/v1/campaigns/equities/front/featured' });
      expect(home.json().data.data[0].id).toBe(active.id);
      expect((await lastNotification(owner.id))!.messageKey).toBe('campaigns.review.notify.featured');
      expect((await staff.post(`/api/v1/console/campaigns/${active.id}/feature`, { featured: false })).json().featured).toBe(false);
      expect(await auditFor(active.id, 'unfeature')).toHaveLength(1);
      const draft = await insertCampaign(ctx, { ownerId: owner.id, status: 0 });
      expect((await staff.post(`/api/v1/console/campaigns/${draft.id}/feature`, { featured: true })).statusCode).toBe(409);
      expect((await staff.post(`/api/v1/console/campaigns/${draft.id}/feature`, {})).statusCode).toBe(400);
    });
  });

  describe('comment moderation', () => {
    it('lists pending comments first, and approves, declines or marks spam with an audit entry', async () => {
      const campaign = await insertCampaign(ctx, { ownerId: owner.id });
      const [old] = await ctx.handle.db
        .insert(campaignComments)
        .values({
          campaignId: campaign.id,
          userId: owner.id,
          text: 'Old approved',
          status: 'approved',
          createdAt: new Date(Date.now() + 60_000),
        })
        .returning();
      const [waiting] = await ctx.handle.db
        .insert(campaignComments)
        .values({ campaignId: campaign.id, userId: owner.id, text: 'Waiting', status: 'pending' })
        .returning();
      const list = await staff.get(listUrl('comments', { range: [0, 99] }));
      const rows = list.json() as { id: number; status: string; campaignName: string; postType: string }[];
      const firstNonPending = rows.findIndex((r) => r.status !== 'pending');
      expect(rows.slice(firstNonPending).some((r) => r.status === 'pending')).toBe(false);
      expect(rows.findIndex((r) => r.id === waiting!.id)).toBeLessThan(rows.findIndex((r) => r.id === old!.id));
      expect(rows.find((r) => r.id === waiting!.id)).toMatchObject({ postType: 'comment', authorEmail: owner.email });

      const filtered = await staff.get(listUrl('comments', { filter: { status: 'pending', campaignId: campaign.id } }));
      expect(filtered.json().map((r: { id: number }) => r.id)).toEqual([waiting!.id]);

      for (const [action, status] of [
        ['spam', 'spam'],
        ['decline', 'declined'],
        ['approve', 'approved'],
      ] as const) {
        const res = await staff.post(`/api/v1/console/comments/${waiting!.id}/${action}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: waiting!.id, status, moderatedById: expect.any(String) });
      }
      const audits = await ctx.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'comments'), eq(auditLog.recordId, String(waiting!.id))));
      expect(audits.map((a) => a.action).sort()).toEqual(['approve', 'decline', 'spam']);
      expect((await staff.post('/api/v1/console/comments/99999999/approve')).statusCode).toBe(404);

      const removed = await staff.delete(`/api/v1/console/comments/${waiting!.id}`);
      expect(removed.statusCode).toBe(200);
    });
  });

  describe('FAQ templates', () => {
    it('creates, lists, updates and deletes platform questions (audited)', async () => {
      const created = await staff.post('/api/v1/console/campaign-faq-templates', {
        question: 'Who are your main competitors?',
        isRequired: true,
        investingType: 'equity',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(created.json()).toMatchObject({ isRequired: true, investingType: 'equity', active: true });
      const list = await staff.get(listUrl('campaign-faq-templates', { filter: { investingType: 'equity' } }));
      expect(list.json().map((r: { id: number }) => r.id)).toContain(id);
      const updated = await staff.put(`/api/v1/console/campaign-faq-templates/${id}`, {
        question: 'Who competes with you?',
        isRequired: false,
      });
      expect(updated.json()).toMatchObject({ question: 'Who competes with you?', isRequired: false });
      expect((await staff.post('/api/v1/console/campaign-faq-templates', { question: '' })).statusCode).toBe(400);
      expect((await staff.post('/api/v1/console/campaign-faq-templates', { question: 'Q?', investingType: 'shares' })).statusCode).toBe(
        400,
      );
      expect((await staff.delete(`/api/v1/console/campaign-faq-templates/${id}`)).statusCode).toBe(200);
      expect(await ctx.handle.db.select().from(campaignFaqTemplates).where(eq(campaignFaqTemplates.id, id))).toEqual([]);
      const audits = await ctx.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'campaign-faq-templates'), eq(auditLog.recordId, String(id))));
      expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    });
  });
});
