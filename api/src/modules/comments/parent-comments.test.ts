import { campaignComments } from '@cf/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, useTestApp } from '../../../test/app';
import { insertCampaign } from '../../../test/campaigns-public';

type Parent = { id: number; text: string; status: string; postType: string; isMine: boolean; replies?: unknown };

describe('GET /campaigns/equity/comments/parent-comments', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let alice = { id: '', token: '' };
  let owner = { id: '', token: '' };
  let campaignId = 0;

  const parents = async (query: string, token?: string) => {
    const res = await call('GET', `/campaigns/equity/comments/parent-comments?campaignId=${campaignId}${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: Parent[]; total: number; page: number; limit: number };
  };

  beforeAll(async () => {
    owner = await createUser(ctx, { userType: 'campaign-owner' });
    alice = await createUser(ctx, { userType: 'investor' });
    campaignId = (await insertCampaign(ctx, { ownerId: owner.id })).id;
    const db = ctx.handle.db;
    const base = Date.now() - 3_600_000;
    const rows = await db
      .insert(campaignComments)
      .values(
        [1, 2, 3].map((n) => ({
          campaignId,
          userId: alice.id,
          text: `Top ${n}`,
          status: 'approved' as const,
          createdAt: new Date(base + n * 1000),
        })),
      )
      .returning({ id: campaignComments.id });
    await db.insert(campaignComments).values([
      { campaignId, userId: owner.id, parentId: rows[0]!.id, text: 'A reply', status: 'approved', fromCompany: true },
      { campaignId, userId: alice.id, text: 'Awaiting', status: 'pending', createdAt: new Date(base + 9000) },
    ]);
  });

  it('lists top-level comments only, newest first, paged, without replies', async () => {
    const first = await parents('&page=1&limit=2');
    expect(first.data.map((c) => c.text)).toEqual(['Top 3', 'Top 2']);
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.data.every((c) => c.postType === 'comment' && c.replies === undefined)).toBe(true);
    const second = await parents('&page=2&limit=2');
    expect(second.data.map((c) => c.text)).toEqual(['Top 1']);
  });

  it('shows pending comments to their author and the owner only', async () => {
    expect((await parents('', alice.token)).data.map((c) => c.text)).toEqual(['Awaiting', 'Top 3', 'Top 2', 'Top 1']);
    expect((await parents('', owner.token)).total).toBe(4);
    const other = await createUser(ctx, { userType: 'investor' });
    expect((await parents('', other.token)).total).toBe(3);
  });

  it('answers 400 without a campaign and 404 for a campaign visitors cannot see', async () => {
    expect((await call('GET', '/campaigns/equity/comments/parent-comments')).statusCode).toBe(400);
    const draft = await insertCampaign(ctx, { ownerId: owner.id, status: 0 });
    expect((await call('GET', `/campaigns/equity/comments/parent-comments?campaignId=${draft.id}`, alice.token)).statusCode).toBe(404);
  });
});
