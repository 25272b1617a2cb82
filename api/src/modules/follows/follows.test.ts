import { activityLog, follows, notifications, users } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, dataOf, insertUser, useTestApp } from '../../../test/app';
import { api } from '../../../test/profile';

type PublicUser = { id: string; slug: string; firstName: string; lastName: string; photo: string | null };
type ListBody = { data: { data: PublicUser[]; total: number; page: number; limit: number } };

describe('public profiles and follows', () => {
  const ctx = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  const follow = (token: string, id: string) => api(ctx, 'POST', `/follow/${id}`, token);
  const unfollow = (token: string, id: string) => api(ctx, 'DELETE', `/unfollow/${id}`, token);
  const profileOf = async (id: string) => (await ctx.handle.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('GET /users/profile/:slug', () => {
    it('shows the public fields only, to anyone', async () => {
      const user = await insertUser(ctx, {
        firstName: 'Grace',
        lastName: 'Hopper',
        phoneNumber: '+1 555 0100',
        zipcode: '123456',
        description: 'Admiral',
        twitter: 'https://x.com/grace',
      });
      const { slug } = await profileOf(user.id);
      const data = dataOf<Record<string, unknown>>(await api(ctx, 'GET', `/users/profile/${slug}`));
      expect(Object.keys(data).sort()).toEqual(
        [
          'coverPhoto',
          'description',
          'firstName',
          'followers',
          'following',
          'id',
          'isFollowing',
          'isSelf',
          'lastName',
          'links',
          'photo',
          'slug',
        ].sort(),
      );
      expect(data).toMatchObject({
        id: user.id,
        firstName: 'Grace',
        description: 'Admiral',
        isSelf: false,
        isFollowing: false,
        followers: 0,
      });
      expect(data.links).toMatchObject({ twitter: 'https://x.com/grace', facebook: null });
      expect(JSON.stringify(data)).not.toContain(user.email);
      // The whole number: the slug ends in a time in milliseconds, which may hold "555" by chance.
      expect(JSON.stringify(data)).not.toContain('+1 555 0100');
    });

    it('knows whether the viewer follows and whether it is their own', async () => {
      const owner = await createUser(ctx);
      const viewer = await createUser(ctx);
      const { slug } = await profileOf(owner.id);
      await follow(viewer.token, owner.id);
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${slug}`, viewer.token))).toMatchObject({
        isFollowing: true,
        isSelf: false,
        followers: 1,
      });
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${slug}`, owner.token))).toMatchObject({ isFollowing: false, isSelf: true });
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${slug}`, 'not-a-token'))).toMatchObject({ isFollowing: false, isSelf: false });
    });

    it('is not found for an unknown slug and for inactive, suspended or deleted accounts', async () => {
      expect((await api(ctx, 'GET', '/users/profile/nobody-here')).statusCode).toBe(404);
      for (const status of ['inactive', 'suspended', 'deleted'] as const) {
        const user = await insertUser(ctx, { status });
        const res = await api(ctx, 'GET', `/users/profile/${(await profileOf(user.id)).slug}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('No records found.');
      }
    });
  });

  describe('POST /follow/:userId and DELETE /unfollow/:userId', () => {
    it('follows once however often asked; the followed user gets one notification, pushed after the commit', async () => {
      const follower = await createUser(ctx, { firstName: 'Ada', lastName: 'Lovelace' });
      const followed = await createUser(ctx, { notificationLanguage: 'fr' });
      const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
      expect(dataOf(await follow(follower.token, followed.id))).toEqual({ following: true, followers: 1 });
      expect(dataOf(await follow(follower.token, followed.id))).toEqual({ following: true, followers: 1 });

      const rows = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, followed.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'follow',
        messageKey: 'identity.follows.notification',
        params: { name: 'Ada Lovelace' },
        text: 'Ada Lovelace started following you.',
        link: `/profile/${(await profileOf(follower.id)).slug}`,
      });
      expect(emit).toHaveBeenCalledTimes(1);
      expect(emit.mock.calls[0]![0]).toBe(followed.id);
      expect(emit.mock.calls[0]![1]).toBe('notification');
      expect(emit.mock.calls[0]![2]).toMatchObject({ id: rows[0]!.id, type: 'follow', unreadCount: 1 });

      const entries = await ctx.handle.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.userId, follower.id), eq(activityLog.type, 'follow')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ messageKey: 'identity.activity.followed' });
    });

    it('unfollows, also idempotently, and the counts follow', async () => {
      const a = await createUser(ctx);
      const b = await createUser(ctx);
      const target = await createUser(ctx);
      await follow(a.token, target.id);
      expect(dataOf(await follow(b.token, target.id))).toEqual({ following: true, followers: 2 });
      expect(dataOf(await unfollow(a.token, target.id))).toEqual({ following: false, followers: 1 });
      expect(dataOf(await unfollow(a.token, target.id))).toEqual({ following: false, followers: 1 });
      const slug = (await profileOf(target.id)).slug;
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${slug}`))).toMatchObject({ followers: 1, following: 0 });
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${(await profileOf(b.id)).slug}`))).toMatchObject({ followers: 0, following: 1 });
    });

    it('refuses to follow yourself (400) and unknown or inactive users (404); both need a login', async () => {
      const user = await createUser(ctx);
      for (const res of [await follow(user.token, user.id), await unfollow(user.token, user.id)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'You cannot follow yourself.',
          errors: [{ field: 'userId', message: 'You cannot follow yourself.' }],
        });
      }
      const suspended = await insertUser(ctx, { status: 'suspended' });
      expect((await follow(user.token, suspended.id)).statusCode).toBe(404);
      expect((await follow(user.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await follow(user.token, 'nope')).statusCode).toBe(404);
      expect((await api(ctx, 'POST', `/follow/${suspended.id}`)).statusCode).toBe(401);
      expect((await api(ctx, 'DELETE', `/unfollow/${suspended.id}`)).statusCode).toBe(401);
      expect(await ctx.handle.db.select().from(follows).where(eq(follows.followerId, user.id))).toHaveLength(0);
    });
  });

  describe('GET /users/profile-network/:id', () => {
    it('pages followers and following 6 at a time, with totals and public fields only', async () => {
      const star = await createUser(ctx);
      const fans = [];
      for (let i = 0; i < 8; i++) fans.push(await createUser(ctx));
      for (const fan of fans) await follow(fan.token, star.id);
      await follow(star.token, fans[0]!.id);

      const first = (await api(ctx, 'GET', `/users/profile-network/${star.id}?type=followers`)).json() as ListBody;
      expect(first.data).toMatchObject({ total: 8, page: 1, limit: 6 });
      expect(first.data.data).toHaveLength(6);
      expect(Object.keys(first.data.data[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'photo', 'slug']);
      const second = (await api(ctx, 'GET', `/users/profile-network/${star.id}?type=followers&page=2`)).json() as ListBody;
      expect(second.data.data).toHaveLength(2);
      const ids = [...first.data.data, ...second.data.data].map((u) => u.id).sort();
      expect(ids).toEqual(fans.map((f) => f.id).sort());

      const following = (await api(ctx, 'GET', `/users/profile-network/${star.id}?type=following`)).json() as ListBody;
      expect(following.data).toMatchObject({ total: 1 });
      expect(following.data.data.map((u) => u.id)).toEqual([fans[0]!.id]);

      // A suspended follower disappears from the list and from the counts.
      await ctx.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.id, fans[1]!.id));
      expect(((await api(ctx, 'GET', `/users/profile-network/${star.id}`)).json() as ListBody).data.total).toBe(7);
      expect(dataOf(await api(ctx, 'GET', `/users/profile/${(await profileOf(star.id)).slug}`))).toMatchObject({
        followers: 7,
        following: 1,
      });
    });

    it('is not found for an unknown user and refuses an unknown type', async () => {
      expect((await api(ctx, 'GET', '/users/profile-network/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const user = await insertUser(ctx);
      const res = await api(ctx, 'GET', `/users/profile-network/${user.id}?type=friends`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'type', message: 'Please choose one of the options.' }]);
    });
  });

  describe('GET /users', () => {
    it('lists active users by name, 10 a page, public fields only', async () => {
      const tag = `Zq${Date.now().toString(36)}`;
      for (let i = 0; i < 11; i++) await insertUser(ctx, { firstName: `${tag}${String(i).padStart(2, '0')}`, lastName: 'Member' });
      await insertUser(ctx, { firstName: tag, lastName: 'Suspended', status: 'suspended' });
      await insertUser(ctx, { firstName: tag, lastName: 'Inactive', status: 'inactive' });
      const first = (await api(ctx, 'GET', `/users?q=${tag}`)).json() as ListBody;
      expect(first.data).toMatchObject({ total: 11, page: 1, limit: 10 });
      expect(first.data.data).toHaveLength(10);
      expect(Object.keys(first.data.data[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'photo', 'slug']);
      expect(((await api(ctx, 'GET', `/users?q=${tag}&page=2`)).json() as ListBody).data.data.map((u) => u.firstName)).toEqual([
        `${tag}10`,
      ]);
      // By full name, case-insensitively; LIKE wildcards are taken literally.
      expect(
        ((await api(ctx, 'GET', `/users?q=${encodeURIComponent(`${tag.toLowerCase()}03 member`)}`)).json() as ListBody).data.total,
      ).toBe(1);
      expect(((await api(ctx, 'GET', `/users?q=${encodeURIComponent('%_')}`)).json() as ListBody).data.total).toBe(0);
      const all = (await api(ctx, 'GET', '/users')).json() as ListBody;
      expect(all.data.total).toBeGreaterThanOrEqual(11);
    });
  });
});
