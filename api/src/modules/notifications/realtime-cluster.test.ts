import { type DatabaseHandle, kycParties, openDatabase } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { App } from '../../types';
import { bearer, dataOf, nextIp } from '../../../test/app';
import { baseUrl, connect, nextEvent, socketToken } from '../../../test/realtime';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';

/** How many instances an adapter knows of (its own included), from the cluster heartbeats. */
const serverCount = (app: App): Promise<number> => app.realtime.io!.of('/').adapter.serverCount();

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

describe('real time across instances (PostgreSQL adapter)', () => {
  let database = '';
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    const url = databaseUrl(database);
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url, poolSize: 3 });
      handles.push(handle);
      // databaseUrl set: each instance uses the postgres adapter on the shared database.
      const app = await buildApp(testConfig({ databaseUrl: url }), { database: handle });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    socket?.close();
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    if (database) await dropDatabase(database);
  });

  it('a client connected to instance A receives a notification emitted by instance B', async () => {
    const [a, b] = apps as [App, App];
    // Each instance learns of the other through the adapter's heartbeats (every 5 s).
    await until(async () => (await serverCount(a)) === 2 && (await serverCount(b)) === 2, 15_000);

    const login = async (app: App, email: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress: nextIp() });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().token as string;
    };
    const investorToken = await login(a, DEMO_LOGINS.investor, DEMO_PASSWORD);
    const me = dataOf<{ id: string }>(await a.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(investorToken) }));
    await handles[0]!.db.delete(kycParties);
    const [party] = await handles[0]!.db.insert(kycParties).values({ userId: me.id, provider: 'sandbox' }).returning({ id: kycParties.id });

    socket = await connect(baseUrl(a), { token: await socketToken(a, investorToken), lang: 'ar' });
    const received = nextEvent<{ text: string; type: string }>(socket, 'notification', 10_000);

    // Staff decide on instance B.
    const staffToken = await login(b, DEMO_LOGINS.admin, DEMO_PASSWORD);
    const res = await b.inject({
      method: 'POST',
      url: `/api/v1/console/kyc/${party!.id}/decline`,
      headers: bearer(staffToken),
      payload: { reason: 'Blurred photo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await received).toMatchObject({ type: 'kyc', text: 'تم رفض التحقق من هويتك. السبب: Blurred photo' });
  }, 40_000);
});
