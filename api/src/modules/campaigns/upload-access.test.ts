import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignDocuments, campaignLeadInvestors, campaigns, campaignTeamMembers, DEMO_PASSWORD, files, users } from '@cf/db';
import { SEED_FILE_PREFIX } from '@cf/db/seed/demo-pdf';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, useTestApp } from '../../../test/app';
import { call, form, insertCampaign, ownerUser, upload } from '../../../test/campaigns';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-upload-access-'));

describe('campaign uploads: who may upload is checked before what is uploaded (found by the authorisation matrix)', () => {
  const ctx = useTestApp({ uploadsDir });
  let owner: Awaited<ReturnType<typeof ownerUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let campaignId: number;
  let leadId: number;
  let memberId: number;
  beforeAll(async () => {
    owner = await ownerUser(ctx);
    stranger = await createUser(ctx, { userType: 'campaign-owner' });
    campaignId = (await insertCampaign(ctx, owner.id)).id;
    const [lead] = await ctx.handle.db
      .insert(campaignLeadInvestors)
      .values({ campaignId, name: 'Lead' })
      .returning({ id: campaignLeadInvestors.id });
    leadId = lead!.id;
    const [member] = await ctx.handle.db
      .insert(campaignTeamMembers)
      .values({ campaignId, fullName: 'Member', roleTitle: 'CTO', email: 'member@example.test' })
      .returning({ id: campaignTeamMembers.id });
    memberId = member!.id;
  });

  // Before the fix these answered 400 "Please choose a file" (or "kind") to anyone signed in.
  it.each([
    ['campaign image', () => `/campaigns/equities/${campaignId}/images`, () => ({ kind: 'logo' })],
    ['own contract', () => `/campaigns/equities/${campaignId}/contract`, () => ({})],
    ['gallery image', () => '/campaigns/equity/extras-images', () => ({ campaignId: String(campaignId), title: 'T' })],
    ['document', () => '/campaigns/equity/extras-document', () => ({ campaignId: String(campaignId), title: 'T', visibility: 'private' })],
    ['lead investor photo', () => `/campaigns/equity/lead-investors/${leadId}/photo`, () => ({})],
    ['team member photo', () => `/campaigns/equity/team-members/${memberId}/photo`, () => ({})],
  ])('%s: another user without a file gets 404, the owner the validation error', async (_, url, fields) => {
    expect((await upload(ctx, stranger.token, url(), null, fields())).statusCode).toBe(404);
    expect((await upload(ctx, owner.token, url(), null, fields())).statusCode).toBe(400);
  });

  it("an investor's contract upload: another user without a file gets 404, the owner the validation error", async () => {
    const body = await form(null, { investmentId: '00000000-0000-4000-8000-000000000001' });
    const as = (token: string) => call(ctx, token, 'PATCH', `/campaigns/${campaignId}/upload-user-contact`, body.payload, body.headers);
    expect((await as(stranger.token)).statusCode).toBe(404);
    expect((await as(owner.token)).statusCode).toBe(400);
  });
});

describe('deleting a demo document (its bytes are drawn on the fly, not stored)', () => {
  const ctx = useTestApp({ uploadsDir });

  it('answers 200 and removes the row and its file row; it answered 500 "invalid storage key"', async () => {
    const [seeded] = await ctx.handle.db
      .select({ id: campaignDocuments.id, fileId: campaignDocuments.fileId, ownerEmail: users.email })
      .from(campaignDocuments)
      .innerJoin(files, eq(files.id, campaignDocuments.fileId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDocuments.campaignId))
      .innerJoin(users, eq(users.id, campaigns.ownerId))
      .where(like(files.storageKey, `${SEED_FILE_PREFIX}%`))
      .limit(1);
    expect(seeded).toBeDefined();
    const token = await login(ctx, seeded!.ownerEmail, DEMO_PASSWORD);
    const res = await call(ctx, token, 'DELETE', `/campaigns/equity/extras-document/${seeded!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await ctx.handle.db.select().from(campaignDocuments).where(eq(campaignDocuments.id, seeded!.id))).toEqual([]);
    expect(await ctx.handle.db.select().from(files).where(eq(files.id, seeded!.fileId))).toEqual([]);
  });
});
