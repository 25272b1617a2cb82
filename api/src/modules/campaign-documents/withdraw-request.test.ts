import { campaignAccessRequests } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, staffToken, useTestApp } from '../../../test/app';
import { insertCampaign } from '../../../test/campaigns-public';

describe('DELETE /campaigns/:id/access-requests (the requester withdraws)', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let owner = { id: '', token: '' };
  let asker = { id: '', token: '' };
  let other = { id: '', token: '' };
  let campaignId = 0;
  const path = () => `/campaigns/${campaignId}/access-requests`;
  const rowsOf = (userId: string) =>
    ctx.handle.db
      .select()
      .from(campaignAccessRequests)
      .where(and(eq(campaignAccessRequests.campaignId, campaignId), eq(campaignAccessRequests.userId, userId)));

  beforeAll(async () => {
    owner = await createUser(ctx, { userType: 'campaign-owner' });
    asker = await createUser(ctx, { userType: 'investor' });
    other = await createUser(ctx, { userType: 'investor' });
    campaignId = (await insertCampaign(ctx, { ownerId: owner.id })).id;
  });

  it('refuses visitors (401), and anyone without a request of their own (404), leaving the request alone', async () => {
    expect((await call('POST', path(), asker.token, { message: 'May I?' })).statusCode).toBe(201);
    expect((await call('DELETE', path())).statusCode).toBe(401);
    expect((await call('DELETE', path(), other.token)).statusCode).toBe(404);
    expect((await call('DELETE', path(), owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', path(), await staffToken(ctx))).statusCode).toBe(404);
    expect((await call('DELETE', `/campaigns/99999999/access-requests`, asker.token)).statusCode).toBe(404);
    expect(await rowsOf(asker.id)).toHaveLength(1);
  });

  it('withdraws a pending request: gone from the owner’s list, and it may be asked again', async () => {
    const res = await call('DELETE', path(), asker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toMatchObject({ campaignId, deleted: true });
    expect(await rowsOf(asker.id)).toEqual([]);
    const list = await call('GET', path(), owner.token);
    expect(list.json().data.data).toEqual([]);
    expect((await call('DELETE', path(), asker.token)).statusCode).toBe(404);
    expect((await call('POST', path(), asker.token, {})).statusCode).toBe(201);
  });

  it('keeps a decided request (409 with a clear message)', async () => {
    const [row] = await rowsOf(asker.id);
    expect((await call('PATCH', `${path()}/${row!.id}`, owner.token, { status: 'denied' })).statusCode).toBe(200);
    const res = await call('DELETE', path(), asker.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a request still awaiting the company’s answer can be withdrawn.');
    expect(await rowsOf(asker.id)).toHaveLength(1);
  });
});
