import {
  activityLog,
  auditLog,
  contactInquiries,
  deletionRequests,
  emailPreferences,
  follows,
  invites,
  newsletterSubscribers,
  notifications,
  recoveryCodes,
  sessions,
  socialIdentities,
  userTokens,
  users,
} from '@cf/db';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf, insertUser, nextIp, useTestApp } from '../../../test/app';
import { api, outboxTo } from '../../../test/profile';
import { anonymiseUser, deletedEmail } from './service';

describe('account deletion', () => {
  const ctx = useTestApp();
  const db = () => ctx.handle.db;

  describe('POST /users/request-delete-account', () => {
    it('needs a login and the password', async () => {
      expect((await api(ctx, 'POST', '/users/request-delete-account', null, { password: 'x' })).statusCode).toBe(401);
      const user = await createUser(ctx);
      const res = await api(ctx, 'POST', '/users/request-delete-account', user.token, { password: 'Wrong-passw0rd' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'password', message: 'The password is incorrect.' }]);
      const missing = await api(ctx, 'POST', '/users/request-delete-account', user.token, {});
      expect(missing.json().errors).toEqual([{ field: 'password', message: 'This field is required.' }]);
      expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, user.id))).toHaveLength(0);
    });

    it('records one pending request (201), e-mails the user in their language, and refuses a second (409)', async () => {
      const user = await createUser(ctx, { notificationLanguage: 'ar' });
      expect(dataOf(await api(ctx, 'GET', '/users/request-delete-account', user.token))).toBeNull();
      const res = await api(ctx, 'POST', '/users/request-delete-account', user.token, { password: user.password, reason: 'Moving on' });
      expect(res.statusCode).toBe(201);
      const created = res.json().data.data;
      expect(created).toMatchObject({ status: 'pending' });
      const [row] = await db().select().from(deletionRequests).where(eq(deletionRequests.userId, user.id));
      expect(row).toMatchObject({ id: created.id, userEmail: user.email, reason: 'Moving on', status: 'pending' });
      const [mail] = await outboxTo(ctx, user.email);
      expect(mail).toMatchObject({ template: 'deletion-request-received', lang: 'ar', subject: 'تلقينا طلب حذف حسابك' });
      const [entry] = await db().select().from(activityLog).where(eq(activityLog.messageKey, 'identity.activity.deletionRequested'));
      expect(entry).toMatchObject({ userId: user.id, type: 'security' });

      const again = await api(ctx, 'POST', '/users/request-delete-account', user.token, { password: user.password });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already asked for your account to be deleted. Our team is handling the request.');
      expect(dataOf(await api(ctx, 'GET', '/users/request-delete-account', user.token))).toMatchObject({
        id: created.id,
        status: 'pending',
      });

      // Once staff reject it, the user may ask again.
      await db().update(deletionRequests).set({ status: 'rejected' }).where(eq(deletionRequests.id, created.id));
      expect((await api(ctx, 'POST', '/users/request-delete-account', user.token, { password: user.password })).statusCode).toBe(201);
    });

    it('keeps one pending request when two arrive at once', async () => {
      const user = await createUser(ctx);
      const results = await Promise.all(
        [1, 2, 3].map(() => api(ctx, 'POST', '/users/request-delete-account', user.token, { password: user.password })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, user.id))).toHaveLength(1);
    });
  });

  describe('anonymiseUser (called by the console when staff complete a request)', () => {
    it('erases personal data, closes the account and keeps what the law requires', async () => {
      const user = await createUser(ctx, {
        phoneNumber: '+33 6 12 34 56 78',
        photo: '/uploads/0123456789abcdef0123456789abcdef.png',
        coverPhoto: '/uploads/0123456789abcdef0123456789abcdee.png',
        description: 'About me',
        zipcode: '123456',
        facebook: 'https://facebook.com/me',
        website: 'https://me.example.test',
        enableTwoFactorAuth: true,
        twoFactorSecret: 'v1.secret',
      });
      const secondToken = (await createUser(ctx)).token; // another user, untouched
      const friend = await createUser(ctx);
      const [before] = await db().select().from(users).where(eq(users.id, user.id));
      const oldSlug = before!.slug;
      expect((await api(ctx, 'GET', `/users/profile/${oldSlug}`)).statusCode).toBe(200);

      await api(ctx, 'POST', `/follow/${friend.id}`, user.token);
      await api(ctx, 'POST', `/follow/${user.id}`, friend.token);
      await api(ctx, 'GET', '/email-preferences', user.token);
      await api(ctx, 'POST', '/users/send-invites', user.token, { emails: `friend.${Date.now()}@example.test` });
      await db()
        .insert(userTokens)
        .values({ userId: user.id, purpose: 'password-reset', tokenHash: `h-${Date.now()}`, expiresAt: new Date(Date.now() + 60_000) });
      await db().insert(recoveryCodes).values({ userId: user.id, codeHash: 'code-hash' });
      await db()
        .insert(socialIdentities)
        .values({ userId: user.id, provider: 'google', subject: `sub-${Date.now()}`, email: user.email });
      await db().insert(newsletterSubscribers).values({ email: user.email, userId: user.id });
      await db().insert(contactInquiries).values({
        name: 'Test User',
        email: user.email,
        category: 'account',
        subject: 'Please delete',
        description: 'My text stays',
        userId: user.id,
      });
      await db()
        .insert(auditLog)
        .values({ actorId: user.id, actorEmail: user.email, action: 'update', resource: 'users', recordId: user.id });
      const [request] = await db().insert(deletionRequests).values({ userId: user.id, userEmail: user.email }).returning();

      await db().transaction((tx) => anonymiseUser(tx, user.id));

      const [after] = await db().select().from(users).where(eq(users.id, user.id));
      expect(after).toMatchObject({
        firstName: 'Deleted',
        lastName: 'user',
        email: deletedEmail(user.id),
        phoneNumber: null,
        photo: null,
        coverPhoto: null,
        description: null,
        zipcode: null,
        facebook: null,
        website: null,
        passwordHash: null,
        twoFactorSecret: null,
        enableTwoFactorAuth: false,
        status: 'deleted',
      });
      expect(after!.slug).not.toBe(oldSlug);

      // The user can no longer log in; their token is revoked; their public profile is not found.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode).toBe(401);
      expect((await api(ctx, 'GET', '/users/me', user.token)).statusCode).toBe(401);
      expect((await db().select().from(sessions).where(eq(sessions.userId, user.id))).every((s) => s.revokedAt)).toBe(true);
      expect((await api(ctx, 'GET', `/users/profile/${oldSlug}`)).statusCode).toBe(404);
      expect((await api(ctx, 'GET', `/users/profile/${after!.slug}`)).statusCode).toBe(404);

      // Erased.
      const none = async (rows: Promise<unknown[]>) => expect(await rows).toHaveLength(0);
      await none(
        db()
          .select()
          .from(follows)
          .where(or(eq(follows.followerId, user.id), eq(follows.followingId, user.id))),
      );
      await none(db().select().from(emailPreferences).where(eq(emailPreferences.userId, user.id)));
      await none(db().select().from(userTokens).where(eq(userTokens.userId, user.id)));
      await none(db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)));
      await none(db().select().from(socialIdentities).where(eq(socialIdentities.userId, user.id)));
      await none(db().select().from(invites).where(eq(invites.inviterId, user.id)));
      await none(db().select().from(notifications).where(eq(notifications.userId, user.id)));
      await none(db().select().from(activityLog).where(eq(activityLog.userId, user.id)));
      await none(db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)));
      const friendProfile = dataOf(
        await api(ctx, 'GET', `/users/profile/${(await db().select().from(users).where(eq(users.id, friend.id)))[0]!.slug}`),
      );
      expect(friendProfile).toMatchObject({ followers: 0, following: 0 });

      // Kept: the audit log, the inquiry's text (without who sent it), the request itself.
      expect(await db().select().from(auditLog).where(eq(auditLog.actorId, user.id))).toHaveLength(1);
      const [inquiry] = await db().select().from(contactInquiries).where(eq(contactInquiries.userId, user.id));
      expect(inquiry).toMatchObject({
        subject: 'Please delete',
        description: 'My text stays',
        name: 'Deleted user',
        email: deletedEmail(user.id),
      });
      const [kept] = await db().select().from(deletionRequests).where(eq(deletionRequests.id, request!.id));
      expect(kept).toMatchObject({ userId: user.id, userEmail: user.email });

      // Other users are untouched.
      expect((await api(ctx, 'GET', '/users/me', secondToken)).statusCode).toBe(200);
    });

    it('is not found for an unknown user', async () => {
      await expect(db().transaction((tx) => anonymiseUser(tx, '00000000-0000-4000-8000-000000000000'))).rejects.toMatchObject({
        status: 404,
      });
      const other = await insertUser(ctx);
      expect((await db().select().from(users).where(eq(users.id, other.id)))[0]!.status).toBe('active');
    });
  });
});
