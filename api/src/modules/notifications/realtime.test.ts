import { kycParties, users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, staffClient, type StaffClient, staffToken, useTestApp } from '../../../test/app';
import { baseUrl, collect, connect, nextEvent, socketToken } from '../../../test/realtime';

type Push = {
  id: number;
  type: string;
  text: string;
  link: string | null;
  thumbnail: string | null;
  createdAt: string;
  unreadCount: number;
};

describe('real-time notifications (socket.io)', () => {
  const ctx = useTestApp();
  let staff: StaffClient;
  let staffBearer = '';
  let url = '';
  const sockets: Socket[] = [];
  const open = async (auth: Record<string, unknown>) => {
    const socket = await connect(url, auth);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(ctx.app);
    staffBearer = await staffToken(ctx);
    staff = staffClient(ctx, () => staffBearer);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('a staff KYC approval in the console reaches the user at once, in each tab’s language', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const other = await createUser(ctx);
    const [party] = await ctx.handle.db
      .insert(kycParties)
      .values({ userId: user.id, provider: 'sandbox', firstName: 'Ina', lastName: 'Vestor' })
      .returning({ id: kycParties.id });
    const en = await open({ token: await socketToken(ctx.app, user.token), lang: 'en' });
    const ar = await open({ token: await socketToken(ctx.app, user.token), lang: 'ar' });
    const bystander = await open({ token: await socketToken(ctx.app, other.token), lang: 'en' });
    const strayEvents = collect(bystander, 'notification');

    const inEnglish = nextEvent<Push>(en, 'notification');
    const inArabic = nextEvent<Push>(ar, 'notification');
    const res = await staff.post(`/api/v1/console/kyc/${party!.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);

    const pushed = await inEnglish;
    expect(pushed).toEqual({
      id: expect.any(Number),
      type: 'kyc',
      text: 'Your identity verification has been approved.',
      thumbnail: null,
      link: '/user-kyc',
      createdAt: expect.any(String),
      unreadCount: 1,
    });
    expect(await inArabic).toEqual({ ...pushed, text: 'تمت الموافقة على التحقق من هويتك.' });
    expect(strayEvents).toEqual([]);
  });

  it('a decline carries the reason', async () => {
    const user = await createUser(ctx);
    const [party] = await ctx.handle.db
      .insert(kycParties)
      .values({ userId: user.id, provider: 'sandbox' })
      .returning({ id: kycParties.id });
    const fr = await open({ token: await socketToken(ctx.app, user.token), lang: 'fr' });
    const event = nextEvent<Push>(fr, 'notification');
    expect((await staff.post(`/api/v1/console/kyc/${party!.id}/decline`, { reason: 'Document expired' })).statusCode).toBe(200);
    expect((await event).text).toBe('Votre vérification d’identité a été refusée. Motif : Document expired');
  });

  it('refuses a bad, expired, foreign or API token, and an account that is not active', async () => {
    const user = await createUser(ctx);
    const sign = (claims: { aud?: string; exp: number; secret?: string }) => {
      let jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('cf-api')
        .setIssuedAt()
        .setExpirationTime(claims.exp);
      if (claims.aud) jwt = jwt.setAudience(claims.aud);
      return jwt.sign(new TextEncoder().encode(claims.secret ?? ctx.app.config.jwtSecret));
    };
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      {},
      { token: 'not-a-token' },
      { token: await sign({ aud: 'socket', exp: now - 5 }) },
      { token: await sign({ aud: 'socket', exp: now + 60, secret: 'another-secret-that-is-long-enough-0123456789' }) },
      // A session token (no socket audience) is not a socket token.
      { token: user.token },
    ];
    for (const auth of refused) await expect(connect(url, auth), JSON.stringify(auth).slice(0, 40)).rejects.toThrow('unauthorized');

    const good = await sign({ aud: 'socket', exp: now + 60 });
    await ctx.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    await expect(connect(url, { token: good })).rejects.toThrow('unauthorized');
    await ctx.handle.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    const socket = await open({ token: good });
    expect(socket.connected).toBe(true);
  });

  it('suspending an account closes its open tabs', async () => {
    const user = await createUser(ctx);
    const socket = await open({ token: await socketToken(ctx.app, user.token), lang: 'en' });
    const closed = nextEvent<string>(socket, 'disconnect');
    const res = await staff.post(`/api/v1/console/users/${user.id}/suspend`, { reason: 'Fraud check' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
