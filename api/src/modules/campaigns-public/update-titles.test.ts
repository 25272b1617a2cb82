import { DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, nextIp, useTestApp } from '../../../test/app';

const DEMO_SLUG = 'solarnest-home-batteries';

/** Visitors see what was posted and when; the words themselves stay behind login (spec §1). */
describe('GET /campaigns/equities/front/:slug/update-titles', () => {
  const ctx = useTestApp();
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: nextIp() });
  let ownerToken = '';

  beforeAll(async () => {
    ownerToken = await login(ctx, DEMO_LOGINS.owner, DEMO_PASSWORD);
  });

  it('gives visitors the titles and dates, newest first, without bodies or authors', async () => {
    const res = await get(`/campaigns/equities/front/${DEMO_SLUG}/update-titles`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(list.data.map((u: { title: string }) => u.title)).toEqual(['Second assembly line ordered', 'Half way there']);
    for (const u of list.data) {
      expect(Object.keys(u).sort()).toEqual(['createdAt', 'id', 'title']);
      expect(Number.isNaN(Date.parse(u.createdAt))).toBe(false);
    }
    // The bodies still need login.
    expect((await get(`/campaigns/equities/front/${DEMO_SLUG}/updates`)).statusCode).toBe(401);
  });

  it('is a 404 for a campaign the caller may not see, but its owner sees the titles', async () => {
    expect((await get('/campaigns/equities/front/terrabrick-homes/update-titles')).statusCode).toBe(404);
    expect((await get('/campaigns/equities/front/terrabrick-homes/update-titles', ownerToken)).statusCode).toBe(200);
  });
});
