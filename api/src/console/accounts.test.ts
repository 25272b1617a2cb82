import { DEMO_LOGINS, deletionRequests, emailOutbox, notifications, sessions, users } from '@cf/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit as latestAuditOf, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../test/app';

type Row = Record<string, unknown>;

describe('console: accounts', () => {
  const ctx = useTestApp();
  const admin = useStaff(ctx);
  const staff = admin.client;

  const latestAudit = (resource: string, recordId: string) => latestAuditOf(ctx, resource, recordId);
  const mailsTo = (to: string, template: string) =>
    ctx.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)));
  const loginStatus = async (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress: nextIp() });

  describe('users', () => {
    it('lists with search and filters, and never shows secrets', async () => {
      const person = await createUser(ctx, { userType: 'campaign-owner', firstName: 'Zebulon' });
      const res = await staff.get(
        listUrl('users', { filter: { q: 'zebulon', userType: 'campaign-owner', status: 'active', isAdmin: false } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(totalOf(res)).toBe(1);
      const [record] = res.json() as Row[];
      expect(record).toMatchObject({ id: person.id, email: person.email, status: 'active', isAdmin: false });
      expect(record).not.toHaveProperty('passwordHash');
      expect(record).not.toHaveProperty('twoFactorSecret');
      const admins = await staff.get(listUrl('users', { filter: { isAdmin: true } }));
      expect((admins.json() as Row[]).map((u) => u.email)).toContain(DEMO_LOGINS.admin);
      const one = await staff.get(`/api/v1/console/users/${person.id}`);
      expect(one.json()).toMatchObject({ id: person.id });
      expect(one.body).not.toMatch(/passwordHash|twoFactorSecret/);
      expect((await staff.get('/api/v1/console/users/not-a-uuid')).statusCode).toBe(404);
    });

    it('suspend revokes every session, blocks login, tells the user why, and is audited', async () => {
      const person = await createUser(ctx, { notificationLanguage: 'fr' });
      const res = await staff.post(`/api/v1/console/users/${person.id}/suspend`, { reason: 'Suspicious activity' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: person.id, status: 'suspended' });

      const live = await ctx.handle.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, person.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(person.token) })).statusCode).toBe(401);
      const login = await loginStatus(person.email, person.password);
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe('This account has been suspended.');

      const [mail] = await mailsTo(person.email, 'decision-account-suspended');
      expect(mail).toMatchObject({ lang: 'fr', subject: 'Votre compte a été suspendu', userId: person.id });
      expect(mail!.text).toContain('Votre compte a été suspendu. Motif : Suspicious activity');
      expect(mail!.text).toContain('http://localhost/contact-us');
      const [note] = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(note).toMatchObject({ type: 'account', messageKey: 'notify.account.suspended', params: { reason: 'Suspicious activity' } });
      expect(await latestAudit('users', person.id)).toMatchObject({
        actorId: admin.id,
        action: 'suspend',
        before: { status: 'active', isAdmin: false },
        after: { status: 'suspended', isAdmin: false, reason: 'Suspicious activity' },
      });

      expect((await staff.post(`/api/v1/console/users/${person.id}/suspend`, { reason: 'Again' })).statusCode).toBe(409);

      const restored = await staff.post(`/api/v1/console/users/${person.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ status: 'active' });
      expect((await loginStatus(person.email, person.password)).statusCode).toBe(200);
      expect(await mailsTo(person.email, 'decision-account-restored')).toHaveLength(1);
      expect(await latestAudit('users', person.id)).toMatchObject({
        action: 'restore',
        before: { status: 'suspended' },
        after: { status: 'active' },
      });
      const again = await staff.post(`/api/v1/console/users/${person.id}/restore`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This account is not suspended.');
    });

    it('staff cannot suspend themselves or drop their own staff flag (409); a reason is required', async () => {
      const self = await staff.post(`/api/v1/console/users/${admin.id}/suspend`, { reason: 'Testing myself' });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('You cannot suspend your own account.');
      const drop = await staff.post(`/api/v1/console/users/${admin.id}/staff`, { isAdmin: false });
      expect(drop.statusCode).toBe(409);
      expect(drop.json().message).toBe('You cannot remove your own staff access.');
      const [me] = await ctx.handle.db.select().from(users).where(eq(users.id, admin.id));
      expect(me).toMatchObject({ status: 'active', isAdmin: true });

      const person = await createUser(ctx);
      const short = await staff.post(`/api/v1/console/users/${person.id}/suspend`, { reason: 'no' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual([{ field: 'reason', message: 'Must be at least 3 characters.' }]);
      expect((await staff.post(`/api/v1/console/users/${person.id}/suspend`, {})).statusCode).toBe(400);
      expect(
        (await staff.post('/api/v1/console/users/00000000-0000-4000-8000-000000000000/suspend', { reason: 'Nobody' })).statusCode,
      ).toBe(404);
    });

    it('gives and takes the staff flag: the console opens and closes for that person', async () => {
      const person = await createUser(ctx);
      const console = () => ctx.app.inject({ method: 'GET', url: '/api/v1/console/users', headers: bearer(person.token) });
      expect((await console()).statusCode).toBe(403);
      const grant = await staff.post(`/api/v1/console/users/${person.id}/staff`, { isAdmin: true });
      expect(grant.statusCode, grant.body).toBe(200);
      expect(grant.json()).toMatchObject({ isAdmin: true });
      expect((await console()).statusCode).toBe(200);
      expect(await latestAudit('users', person.id)).toMatchObject({
        action: 'staff',
        before: { isAdmin: false },
        after: { isAdmin: true },
      });
      await staff.post(`/api/v1/console/users/${person.id}/staff`, { isAdmin: false });
      expect((await console()).statusCode).toBe(403);
      expect((await staff.post(`/api/v1/console/users/${person.id}/staff`, { isAdmin: 'yes' })).statusCode).toBe(400);
    });

    it('the users resource stays read-only: changes only go through the actions', async () => {
      const person = await createUser(ctx);
      expect((await staff.put(`/api/v1/console/users/${person.id}`, { isAdmin: true })).statusCode).toBe(404);
      expect((await staff.delete(`/api/v1/console/users/${person.id}`)).statusCode).toBe(404);
    });
  });

  describe('deletion requests', () => {
    const request = async (userId: string, email: string) =>
      (await ctx.handle.db.insert(deletionRequests).values({ userId, userEmail: email, reason: 'Leaving' }).returning())[0]!;

    it('complete anonymises the account in the same transaction, e-mails the old address, and is audited', async () => {
      const person = await createUser(ctx, { notificationLanguage: 'ar' });
      const row = await request(person.id, person.email);
      const list = await staff.get(listUrl('deletion-requests', { filter: { status: 'pending', q: person.email } }));
      expect((list.json() as Row[]).map((r) => r.id)).toEqual([row.id]);

      const res = await staff.post(`/api/v1/console/deletion-requests/${row.id}/complete`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: row.id, status: 'completed', handledById: admin.id, userEmail: person.email });
      const [user] = await ctx.handle.db.select().from(users).where(eq(users.id, person.id));
      expect(user).toMatchObject({ status: 'deleted', email: `deleted-${person.id}@invalid`, passwordHash: null });
      expect((await loginStatus(person.email, person.password)).statusCode).toBe(401);
      const [mail] = await mailsTo(person.email, 'decision-deletion-completed');
      expect(mail).toMatchObject({ lang: 'ar', userId: null, subject: 'تم حذف حسابك' });
      expect(await latestAudit('deletion-requests', String(row.id))).toMatchObject({
        action: 'complete',
        before: { status: 'pending', userId: person.id },
        after: { status: 'completed', handledById: admin.id },
      });
      expect((await staff.post(`/api/v1/console/deletion-requests/${row.id}/complete`)).statusCode).toBe(409);
      expect((await staff.post(`/api/v1/console/deletion-requests/${row.id}/reject`, { staffNote: 'Too late' })).statusCode).toBe(409);
    });

    it('reject keeps the account and tells the user the note', async () => {
      const person = await createUser(ctx);
      const row = await request(person.id, person.email);
      expect((await staff.post(`/api/v1/console/deletion-requests/${row.id}/reject`, {})).statusCode).toBe(400);
      const res = await staff.post(`/api/v1/console/deletion-requests/${row.id}/reject`, { staffNote: 'Open investments first' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', staffNote: 'Open investments first' });
      const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(person.token) });
      expect(page.json().data.data[0]).toMatchObject({
        type: 'deletion',
        text: 'Your request to delete your account was declined. Note: Open investments first',
      });
      const [mail] = await mailsTo(person.email, 'decision-deletion-rejected');
      expect(mail!.text).toContain('Open investments first');
      expect((await loginStatus(person.email, person.password)).statusCode).toBe(200);
    });
  });

  describe('outbox', () => {
    it('lists e-mails with filters and shows one; it is read-only', async () => {
      const person = await createUser(ctx);
      await staff.post(`/api/v1/console/users/${person.id}/suspend`, { reason: 'Outbox check' });
      const res = await staff.get(
        listUrl('outbox', { filter: { to: person.email, template: 'decision-account-suspended', status: 'kept' } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(totalOf(res)).toBe(1);
      const [mail] = res.json() as Row[];
      expect(mail).toMatchObject({
        to: person.email,
        subject: 'Your account has been suspended',
        template: 'decision-account-suspended',
        lang: 'en',
        status: 'kept',
        createdAt: expect.any(String),
      });
      expect(mail!.text).toContain('Outbox check');
      expect(mail!.html).toContain('<!doctype html>');
      const one = await staff.get(`/api/v1/console/outbox/${mail!.id as number}`);
      expect(one.json()).toMatchObject({ id: mail!.id, to: person.email });
      const search = await staff.get(listUrl('outbox', { filter: { q: person.email.slice(0, 12) } }));
      expect(totalOf(search)).toBeGreaterThanOrEqual(1);
      expect((await staff.post('/api/v1/console/outbox', { to: 'x@example.test' })).statusCode).toBe(404);
      expect((await staff.delete(`/api/v1/console/outbox/${mail!.id as number}`)).statusCode).toBe(404);
    });
  });
});
