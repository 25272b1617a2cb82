import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignDocuments, campaigns, campaignStatusHistory, campaignTeamMembers, files } from '@cf/db';
import { type CampaignActor, type CampaignStatus, checkTransition } from '@cf/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, staffToken, useTestApp } from '../../../test/app';
import { call, completeDraft, createdOf, fieldErrors, insertCampaign, newDraft, ownerUser, pdf, upload } from '../../../test/campaigns';
import { updateCampaignStatus } from './repository';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-campaigns-'));
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const pairs = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));
/** What the API answers for a move refused by the machine. */
const refusal = (from: CampaignStatus, to: CampaignStatus, actor: CampaignActor) => {
  const check = checkTransition(from, to, actor);
  return check.ok ? 200 : check.error === 'not-your-move' ? 403 : 409;
};

describe('campaign lifecycle, owner list and access', () => {
  const ctx = useTestApp({ uploadsDir });
  const db = () => ctx.handle.db;
  const row = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
  const history = (id: number) =>
    db().select().from(campaignStatusHistory).where(eq(campaignStatusHistory.campaignId, id)).orderBy(desc(campaignStatusHistory.id));

  describe('status moves by the owner (PATCH /campaigns/equities/:id)', () => {
    let owner: Awaited<ReturnType<typeof ownerUser>>;
    beforeAll(async () => {
      owner = await ownerUser(ctx);
    });
    it('owners may withdraw (1 → 0) and reopen (3 → 0), and nothing else', async () => {
      expect(refusal(1, 0, 'owner')).toBe(200);
      expect(refusal(3, 0, 'owner')).toBe(200);
      expect(refusal(1, 2, 'owner')).toBe(403);
      expect(refusal(0, 2, 'owner')).toBe(409);
    });

    it.each(pairs.filter(([, to]) => to !== 1))('%i → %i', async (from, to) => {
      const c = await insertCampaign(ctx, owner.id, { status: from });
      const res = await call(ctx, owner.token, 'PATCH', `/campaigns/equities/${c.id}`, { status: to });
      const expected = refusal(from, to, 'owner');
      expect(res.statusCode).toBe(expected);
      if (expected === 200) {
        expect(dataOf<{ status: number }>(res).status).toBe(to);
        expect(await history(c.id)).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to, actorId: owner.id })]);
      } else {
        expect(fieldErrors(res)).toHaveLength(1);
        expect((await row(c.id)).status).toBe(from);
        expect(await history(c.id)).toEqual([]);
      }
    });

    it('→ 1 is the submission: refused while not ready (0 and 3), accepted when ready; refused from other statuses', async () => {
      for (const from of [0, 3] as const) {
        const c = await insertCampaign(ctx, owner.id, { status: from });
        const res = await call(ctx, owner.token, 'PATCH', `/campaigns/equities/${c.id}`, { status: 1 });
        expect(res.statusCode).toBe(400);
        expect((await row(c.id)).status).toBe(from);
      }
      for (const from of [2, 4, 5, 6, 7] as const) {
        const c = await insertCampaign(ctx, owner.id, { status: from });
        expect((await call(ctx, owner.token, 'PATCH', `/campaigns/equities/${c.id}`, { status: 1 })).statusCode).toBe(409);
      }
      const fresh = await ownerUser(ctx);
      const id = await newDraft(ctx, fresh.token);
      await completeDraft(ctx, fresh.token, id);
      await db().update(campaigns).set({ status: 3, decisionReason: 'Add a clearer story' }).where(eq(campaigns.id, id));
      const res = await call(ctx, fresh.token, 'PATCH', `/campaigns/equities/${id}`, { status: 1 });
      expect(dataOf(res)).toMatchObject({ status: 1, decisionReason: null });
    });

    it('refuses a status that does not exist', async () => {
      const c = await insertCampaign(ctx, owner.id);
      const res = await call(ctx, owner.token, 'PATCH', `/campaigns/equities/${c.id}`, { status: 9 });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(['status: Please choose one of the options.']);
    });
  });

  describe('updateCampaignStatus (staff decisions and the clock)', () => {
    let owner: Awaited<ReturnType<typeof ownerUser>>;
    beforeAll(async () => {
      owner = await ownerUser(ctx);
    });
    const move = (campaignId: number, to: CampaignStatus, actor: CampaignActor, reason?: string) =>
      db().transaction((tx) => updateCampaignStatus(tx, { campaignId, to, actor, actorId: null, reason: reason ?? null }));

    it.each((['staff', 'system'] as const).flatMap((actor) => pairs.map(([from, to]) => [actor, from, to] as const)))(
      '%s: %i → %i',
      async (actor, from, to) => {
        const c = await insertCampaign(ctx, owner.id, { status: from });
        const expected = refusal(from, to, actor);
        const result = await move(c.id, to, actor, 'A reason for the owner').then(
          (r) => ({ status: 200, r }),
          (err: { status: number }) => ({ status: err.status, r: null }),
        );
        expect(result.status).toBe(expected);
        expect((await row(c.id)).status).toBe(expected === 200 ? to : from);
        expect(await history(c.id)).toHaveLength(expected === 200 ? 1 : 0);
      },
    );

    it('returns before and after, keeps approvedAt and the decision reason', async () => {
      const c = await insertCampaign(ctx, owner.id, { status: 1 });
      await expect(move(c.id, 3, 'staff')).rejects.toMatchObject({
        status: 400,
        fieldErrors: [{ field: 'reason', message: 'validation.required' }],
      });
      const declined = await move(c.id, 3, 'staff', '  Story too short  ');
      expect(declined.before.status).toBe(1);
      expect(declined.after).toMatchObject({ status: 3, decisionReason: 'Story too short' });
      await db().update(campaigns).set({ status: 1 }).where(eq(campaigns.id, c.id));
      const approved = await move(c.id, 2, 'staff');
      expect(approved.after).toMatchObject({ status: 2, decisionReason: null });
      expect(approved.after.approvedAt).toBeInstanceOf(Date);
      const [last] = await history(c.id);
      expect(last).toMatchObject({ fromStatus: 1, toStatus: 2, reason: null });
      await expect(move(999_999, 2, 'staff')).rejects.toMatchObject({ status: 404 });
    });

    it('staff use the same route for their moves on any campaign', async () => {
      const c = await insertCampaign(ctx, owner.id, { status: 1 });
      const token = await staffToken(ctx);
      const noReason = await call(ctx, token, 'PATCH', `/campaigns/equities/${c.id}`, { status: 3 });
      expect(fieldErrors(noReason)).toEqual(['reason: This field is required.']);
      expect(dataOf(await call(ctx, token, 'PATCH', `/campaigns/equities/${c.id}`, { status: 2 }))).toMatchObject({ status: 2 });
    });
  });

  describe('GET /campaigns/equities (owner list)', () => {
    it('lists the caller’s campaigns, 6 a page, newest first, with a status filter', async () => {
      const owner = await ownerUser(ctx);
      const other = await ownerUser(ctx);
      await insertCampaign(ctx, other.id);
      const ids: number[] = [];
      for (let i = 0; i < 8; i++)
        ids.push(
          (await insertCampaign(ctx, owner.id, { status: i === 7 ? 2 : 0, createdAt: new Date(Date.now() - (10 - i) * 60_000) })).id,
        );
      const page1 = await call(ctx, owner.token, 'GET', '/campaigns/equities');
      const body = page1.json().data;
      expect(body).toMatchObject({ total: 8, page: 1, limit: 6 });
      expect(body.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(2).reverse());
      const page2 = (await call(ctx, owner.token, 'GET', '/campaigns/equities?page=2')).json().data;
      expect(page2.data.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
      const active = (await call(ctx, owner.token, 'GET', '/campaigns/equities?status=2')).json().data;
      expect(active).toMatchObject({ total: 1, data: [{ id: ids[7], status: 2, savedCount: 0, accreditedOnly: false, percentRaised: 0 }] });
      const token = await staffToken(ctx);
      expect((await call(ctx, token, 'GET', `/campaigns/equities?ownerId=${owner.id}`)).json().data.total).toBe(8);
      // ownerId is for staff only: an owner asking for another's list gets their own.
      expect((await call(ctx, other.token, 'GET', `/campaigns/equities?ownerId=${owner.id}`)).json().data.total).toBe(1);
    });

    it('a declined card carries staff’s reason for its owner; other statuses carry none', async () => {
      const owner = await ownerUser(ctx);
      const declined = await insertCampaign(ctx, owner.id, { status: 3, decisionReason: 'Add the audited accounts.' });
      const live = await insertCampaign(ctx, owner.id, { status: 2, decisionReason: 'An old note' });
      const cards = (await call(ctx, owner.token, 'GET', '/campaigns/equities')).json().data.data as {
        id: number;
        decisionReason: string | null;
      }[];
      expect(cards.find((c) => c.id === declined.id)?.decisionReason).toBe('Add the audited accounts.');
      expect(cards.find((c) => c.id === live.id)?.decisionReason).toBeNull();
    });
  });

  describe('only the owner and staff', () => {
    it('another owner or an investor gets 404 on a draft, its team and its private documents, and changes nothing', async () => {
      const owner = await ownerUser(ctx);
      const id = await newDraft(ctx, owner.token);
      const member = createdOf<{ id: number }>(
        await call(ctx, owner.token, 'POST', '/campaigns/equity/team-members', {
          campaignId: id,
          fullName: 'Ada Team',
          roleTitle: 'CTO',
          email: 'ada.team@example.test',
        }),
      );
      const doc = createdOf<{ id: number }>(
        await upload(
          ctx,
          owner.token,
          '/campaigns/equity/extras-document',
          { name: 'p.pdf', type: 'application/pdf', data: pdf() },
          {
            campaignId: String(id),
            title: 'Cap table',
            visibility: 'private',
          },
        ),
      );
      const before = await row(id);
      for (const intruder of [await ownerUser(ctx), await createUser(ctx, { userType: 'investor' })]) {
        const t = intruder.token;
        const answers = await Promise.all([
          call(ctx, t, 'GET', `/campaigns/equities/${id}`),
          call(ctx, t, 'GET', `/campaigns/equities/${id}/checklist`),
          call(ctx, t, 'PATCH', `/campaigns/equity/company-profile/${id}`, { companyTagLine: 'Hijacked' }),
          call(ctx, t, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, { achAccountId: 'acct_evil' }),
          call(ctx, t, 'POST', `/campaigns/equities/${id}/submit`),
          call(ctx, t, 'PATCH', `/campaigns/equities/${id}`, { status: 1 }),
          call(ctx, t, 'GET', `/campaigns/equity/team-members?campaignId=${id}`),
          call(ctx, t, 'GET', `/campaigns/equity/team-members/${member.id}`),
          call(ctx, t, 'PATCH', `/campaigns/equity/team-members/${member.id}`, { email: 'me@evil.test' }),
          call(ctx, t, 'DELETE', `/campaigns/equity/team-members/${member.id}`),
          call(ctx, t, 'POST', `/campaigns/equity/team-members/resend-email/${member.id}`),
          call(ctx, t, 'GET', `/campaigns/equity/extras-document?campaignId=${id}`),
          call(ctx, t, 'GET', `/campaigns/equity/extras-document/${doc.id}`),
          call(ctx, t, 'PATCH', `/campaigns/equity/extras-document/${doc.id}`, { visibility: 'public' }),
          call(ctx, t, 'DELETE', `/campaigns/equity/extras-document/${doc.id}`),
          call(ctx, t, 'GET', `/campaigns/equity/lead-investors?campaignId=${id}`),
          call(ctx, t, 'POST', '/campaigns/equity/lead-investors', { campaignId: id, name: 'Intruder' }),
          call(ctx, t, 'GET', `/campaigns/equity/campaign-faqs?campaignId=${id}`),
          call(ctx, t, 'GET', `/campaigns/equity/updates?campaignId=${id}`),
          call(ctx, t, 'POST', '/campaigns/equity/updates', { campaignId: id, title: 'Hi', description: 'Hijacked' }),
        ]);
        expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
      }
      expect(await row(id)).toEqual(before);
      expect(await db().select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, member.id))).toHaveLength(1);
      const [stored] = await db().select().from(campaignDocuments).where(eq(campaignDocuments.id, doc.id));
      expect(stored).toMatchObject({ visibility: 'private' });
      expect(await db().select().from(files).where(eq(files.id, stored!.fileId))).toHaveLength(1);
    });

    it('staff read any campaign', async () => {
      const owner = await ownerUser(ctx);
      const id = await newDraft(ctx, owner.token);
      expect(dataOf(await call(ctx, await staffToken(ctx), 'GET', `/campaigns/equities/${id}`))).toMatchObject({ id, ownerId: owner.id });
    });

    it('every owner route is in the OpenAPI document', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/v1/campaigns/equities',
          '/api/v1/campaigns/equities/{id}',
          '/api/v1/campaigns/equities/{id}/submit',
          '/api/v1/campaigns/campaign/fundraising-detail/{id}',
          '/api/v1/campaigns/equity/team-members/resend-email/{id}',
          '/api/v1/campaigns/team-invites/accept',
          '/api/v1/campaigns/equity/extras-document',
        ]),
      );
    });

    it('needs a login', async () => {
      expect((await call(ctx, null, 'GET', '/campaigns/equities')).statusCode).toBe(401);
      expect((await call(ctx, null, 'POST', '/campaigns/equities', { investingType: 'equity' })).statusCode).toBe(401);
    });
  });
});
