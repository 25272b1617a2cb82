import { notifications } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, useTestApp } from '../../../test/app';
import { createNotification } from './service';
import { hasMessage, notificationText } from './text';

type Item = { id: number; type: string; text: string; thumbnail: string | null; link: string | null; read: boolean; createdAt: string };
type Page = { status: string; data: { data: Item[]; total: number; page: number; limit: number; unreadCount: number } };

describe('notifications', () => {
  const ctx = useTestApp();
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let aliceIds: number[] = [];

  const list = async (token: string, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const mark = (token: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/notifications', headers: bearer(token), payload: payload as object });
  const unread = async (token: string) =>
    dataOf<{ unreadCount: number }>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count', headers: bearer(token) }),
    ).unreadCount;

  beforeAll(async () => {
    alice = await createUser(ctx);
    bob = await createUser(ctx);
    // 25 for Alice, one a minute, the newest last; and 2 for Bob.
    const base = Date.now() - 60 * 60_000;
    const rows = await ctx.handle.db
      .insert(notifications)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: alice.id,
          type: 'kyc',
          messageKey: i === 24 ? 'notify.kyc.declined' : 'notify.kyc.approved',
          params: (i === 24 ? { reason: 'blurred passport' } : {}) as Record<string, string>,
          text: `English ${i}`,
          link: '/user-kyc',
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: notifications.id });
    aliceIds = rows.map((r) => r.id);
    await createNotification(ctx.handle.db, { userId: bob.id, type: 'account', messageKey: 'notify.account.restored' });
    await createNotification(ctx.handle.db, { userId: bob.id, type: 'other', messageKey: 'notify.gone.fromTheCatalogue' });
  });

  it('lists 20 a page, newest first, with total, page, limit and unreadCount', async () => {
    const first = await list(alice.token);
    expect(first.status).toBe('success');
    expect(first.data).toMatchObject({ total: 25, page: 1, limit: 20, unreadCount: 25 });
    expect(first.data.data).toHaveLength(20);
    expect(first.data.data[0]).toEqual({
      id: aliceIds[24],
      type: 'kyc',
      text: 'Your identity verification was declined. Reason: blurred passport',
      thumbnail: null,
      link: '/user-kyc',
      read: false,
      createdAt: expect.any(String),
    });
    const ids = first.data.data.map((n) => n.id);
    expect(ids).toEqual([...aliceIds].reverse().slice(0, 20));
    const second = await list(alice.token, '?page=2');
    expect(second.data.data.map((n) => n.id)).toEqual([...aliceIds].reverse().slice(20));
    expect((await list(alice.token, '?page=3')).data.data).toEqual([]);
  });

  it('translates the text into the request language, and keeps the stored English for an unknown key', async () => {
    const fr = await list(alice.token, '?language=fr');
    expect(fr.data.data[0]!.text).toBe('Votre vérification d’identité a été refusée. Motif : blurred passport');
    expect(fr.data.data[1]!.text).toBe('Votre vérification d’identité a été approuvée.');
    const ar = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { ...bearer(alice.token), 'accept-language': 'ar' },
    });
    expect((ar.json() as Page).data.data[1]!.text).toBe('تمت الموافقة على التحقق من هويتك.');
    const bobs = await list(bob.token, '?language=fr');
    expect(bobs.data.data.map((n) => n.text)).toEqual(['notify.gone.fromTheCatalogue', 'Votre compte a été rétabli.']);
  });

  it('marks the given notifications read, then all of them', async () => {
    const res = await mark(alice.token, { read: 1, ids: [aliceIds[0], aliceIds[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ updated: 2, unreadCount: 23 });
    expect(await unread(alice.token)).toBe(23);
    const page = await list(alice.token, '?page=2');
    expect(page.data.data.filter((n) => n.read).map((n) => n.id)).toEqual([aliceIds[1], aliceIds[0]]);
    // Marking again changes nothing.
    expect(dataOf(await mark(alice.token, { read: 1, ids: [aliceIds[0]] }))).toEqual({ updated: 0, unreadCount: 23 });
  });

  it('another user can neither read nor mark yours: their POST leaves yours unread, their GET lists only theirs', async () => {
    const res = await mark(bob.token, { read: 1, ids: [aliceIds[5], aliceIds[6]] });
    expect(dataOf(res)).toEqual({ updated: 0, unreadCount: 2 });
    const rows = await ctx.handle.db.select().from(notifications).where(eq(notifications.id, aliceIds[5]!));
    expect(rows[0]!.readAt).toBeNull();
    const bobs = await list(bob.token);
    expect(bobs.data.total).toBe(2);
    expect(bobs.data.data.every((n) => !aliceIds.includes(n.id))).toBe(true);
    // Bob's "mark all" only marks Bob's.
    expect(dataOf(await mark(bob.token, { read: 1 }))).toEqual({ updated: 2, unreadCount: 0 });
    expect(await unread(alice.token)).toBe(23);
  });

  it('the header of /users/me counts unread notifications', async () => {
    const me = dataOf<{ header: { unreadNotifications: number } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(alice.token) }),
    );
    expect(me.header.unreadNotifications).toBe(23);
    expect(dataOf(await mark(alice.token, { read: true }))).toEqual({ updated: 23, unreadCount: 0 });
    const after = dataOf<{ header: { unreadNotifications: number } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(alice.token) }),
    );
    expect(after.header.unreadNotifications).toBe(0);
  });

  it('refuses bad input (400) and anonymous callers (401)', async () => {
    expect((await mark(alice.token, { read: 0 })).statusCode).toBe(400);
    expect((await mark(alice.token, { read: 1, ids: ['x'] })).statusCode).toBe(400);
    expect((await mark(alice.token, { read: 1, ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications?page=0', headers: bearer(alice.token) })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications', payload: { read: 1 } })).statusCode).toBe(401);
  });
});

describe('notification text', () => {
  it.each([
    ['notify.kyc.approved', true],
    ['notify.kyc', false],
    ['notify.kyc.nothing', false],
    ['errors.notFound', true],
    ['', false],
    ['constructor.name', false],
  ])('hasMessage(%s) is %s', (key, known) => {
    expect(hasMessage(key)).toBe(known);
  });

  it('translates with parameters, and falls back to the stored text', () => {
    const row = { messageKey: 'notify.accreditation.declined', params: { reason: 'no letter' }, text: 'stored' };
    expect(notificationText('fr', row)).toBe('Votre accréditation a été refusée. Motif : no letter');
    expect(notificationText('de', row)).toBe('Your accreditation was declined. Reason: no letter');
    expect(notificationText('fr', { ...row, messageKey: 'notify.unknown' })).toBe('stored');
  });
});
