import {
  campaignAccessRequests,
  campaignDocuments,
  campaignDocumentViews,
  campaigns,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  files,
  notifications,
  users,
} from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, latestNotifications, login, staffToken, useTestApp } from '../../../test/app';
import { insertCampaign } from '../../../test/campaigns-public';
import { storePrivatePdf } from '../../../test/files';

type Doc = { id: number; visibility: 'public' | 'private'; locked: boolean; url: string | null };

describe('campaign documents and private access', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let ownerToken = '';
  let ownerId = '';
  let reader = { id: '', token: '' };
  let campaignId = 0;
  let publicDoc = 0;
  let privateDoc = 0;

  beforeAll(async () => {
    ownerToken = await login(ctx, DEMO_LOGINS.owner, DEMO_PASSWORD);
    reader = await createUser(ctx, { userType: 'investor', firstName: 'Rita', lastName: 'Reader' });
    const [solar] = await ctx.handle.db
      .select({ id: campaigns.id, ownerId: campaigns.ownerId })
      .from(campaigns)
      .where(eq(campaigns.slug, 'solarnest-home-batteries'));
    campaignId = solar!.id;
    ownerId = solar!.ownerId;
    const docs = await ctx.handle.db.select().from(campaignDocuments).where(eq(campaignDocuments.campaignId, campaignId));
    publicDoc = docs.find((d) => d.visibility === 'public')!.id;
    privateDoc = docs.find((d) => d.visibility === 'private')!.id;
  });

  const docUrl = (id: number, campaign = campaignId) => `/campaigns/${campaign}/documents/${id}`;

  it('serves a public document to anyone, as a valid PDF', async () => {
    const res = await call('GET', docUrl(publicDoc));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
  });

  it('refuses a private document (404) to visitors and to signed-in users without a granted request', async () => {
    expect((await call('GET', docUrl(privateDoc))).statusCode).toBe(404);
    expect((await call('GET', docUrl(privateDoc), reader.token)).statusCode).toBe(404);
    // A document of another campaign, and one that does not exist, are the same 404.
    expect((await call('GET', docUrl(publicDoc, campaignId + 1))).statusCode).toBe(404);
    expect((await call('GET', docUrl(99_999_999))).statusCode).toBe(404);
  });

  it('an access request notifies the owner; granting it notifies the requester and unlocks the document', async () => {
    const asked = await call('POST', `/campaigns/${campaignId}/access-requests`, reader.token, { message: 'May I see the accounts?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data.data;
    expect(request).toMatchObject({ status: 'requested', message: 'May I see the accounts?', user: { id: reader.id, firstName: 'Rita' } });
    // One request per user: asking again returns it as it stands.
    const again = await call('POST', `/campaigns/${campaignId}/access-requests`, reader.token, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.data.id).toBe(request.id);

    const [ownerNote] = await latestNotifications(ctx, ownerId);
    expect(ownerNote).toMatchObject({ type: 'campaign-access-request', messageKey: 'campaigns.documents.notifyRequest' });
    expect(ownerNote!.text).toBe('Rita Reader asked to see the private documents of SolarNest home batteries.');

    const list = await call('GET', `/campaigns/${campaignId}/access-requests`, ownerToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toContain(request.id);
    expect(list.body).not.toMatch(/@example\.test/);

    const page = async () => (await call('GET', '/campaigns/equities/front/solarnest-home-batteries', reader.token)).json().data.data;
    expect((await page()).documents.find((d: Doc) => d.visibility === 'private').locked).toBe(true);
    expect((await page()).accessRequest).toBe('requested');

    const granted = await call('PATCH', `/campaigns/${campaignId}/access-requests/${request.id}`, ownerToken, { status: 'granted' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.data).toMatchObject({ status: 'granted', decidedAt: expect.any(String) });
    const [readerNote] = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(readerNote).toMatchObject({
      messageKey: 'campaigns.documents.notifyGranted',
      text: 'You may now see the private documents of SolarNest home batteries.',
      link: '/campaign-detail-page/solarnest-home-batteries',
    });

    expect((await page()).documents.find((d: Doc) => d.visibility === 'private')).toMatchObject({ locked: false, url: expect.any(String) });
    const file = await call('GET', docUrl(privateDoc), reader.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('records each private view and lists them to the owner only', async () => {
    await call('GET', docUrl(privateDoc), reader.token);
    const views = await ctx.handle.db
      .select()
      .from(campaignDocumentViews)
      .where(and(eq(campaignDocumentViews.documentId, privateDoc), eq(campaignDocumentViews.userId, reader.id)));
    expect(views).toHaveLength(2);
    // Public documents and the owner's own reads are not recorded.
    await call('GET', docUrl(publicDoc), reader.token);
    await call('GET', docUrl(privateDoc), ownerToken);
    const list = await call('GET', `/campaigns/${campaignId}/document-views`, ownerToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.data[0]).toMatchObject({
      documentId: privateDoc,
      title: 'Financial statements and shareholder agreement',
      user: { id: reader.id, firstName: 'Rita', lastName: 'Reader' },
      viewedAt: expect.any(String),
    });
    expect((await call('GET', `/campaigns/${campaignId}/document-views`, reader.token)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/${campaignId}/access-requests`, reader.token)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/${campaignId}/document-views`, await staffToken(ctx))).statusCode).toBe(200);
  });

  it('denying takes the access away again, and tells the requester', async () => {
    const [row] = await ctx.handle.db
      .select()
      .from(campaignAccessRequests)
      .where(and(eq(campaignAccessRequests.campaignId, campaignId), eq(campaignAccessRequests.userId, reader.id)));
    const denied = await call('PATCH', `/campaigns/${campaignId}/access-requests/${row!.id}`, ownerToken, { status: 'denied' });
    expect(denied.json().data.data.status).toBe('denied');
    expect((await call('GET', docUrl(privateDoc), reader.token)).statusCode).toBe(404);
    const [note] = await latestNotifications(ctx, reader.id);
    expect(note!.messageKey).toBe('campaigns.documents.notifyDenied');
    // Only the owner (or staff) decides.
    const other = await createUser(ctx);
    expect(
      (await call('PATCH', `/campaigns/${campaignId}/access-requests/${row!.id}`, other.token, { status: 'granted' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/campaigns/${campaignId}/access-requests/${row!.id}`, ownerToken, { status: 'maybe' })).statusCode).toBe(
      400,
    );
  });

  it('refuses requests from visitors (401), from the owner, and for campaigns visitors cannot see', async () => {
    expect((await call('POST', `/campaigns/${campaignId}/access-requests`, undefined, {})).statusCode).toBe(401);
    const own = await call('POST', `/campaigns/${campaignId}/access-requests`, ownerToken, {});
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You already see the documents of your own campaign.');
    const [owner] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.owner));
    const draft = await insertCampaign(ctx, { ownerId: owner!.id, status: 0 });
    expect((await call('POST', `/campaigns/${draft.id}/access-requests`, reader.token, {})).statusCode).toBe(404);
  });

  it('a draft’s documents are served to its owner and staff only', async () => {
    const [owner] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.owner));
    const draft = await insertCampaign(ctx, { ownerId: owner!.id, status: 0 });
    const [file] = await ctx.handle.db
      .select()
      .from(files)
      .innerJoin(campaignDocuments, eq(campaignDocuments.fileId, files.id))
      .where(eq(campaignDocuments.id, publicDoc));
    const [doc] = await ctx.handle.db
      .insert(campaignDocuments)
      .values({ campaignId: draft.id, fileId: file!.files.id, title: 'Draft plan', visibility: 'public' })
      .returning();
    expect((await call('GET', docUrl(doc!.id, draft.id))).statusCode).toBe(404);
    expect((await call('GET', docUrl(doc!.id, draft.id), ownerToken)).statusCode).toBe(200);
  });

  it('serves an uploaded file from the private storage', async () => {
    const { file, bytes } = await storePrivatePdf(ctx, { ownerId, text: '% uploaded', purpose: 'campaign-document' });
    const [doc] = await ctx.handle.db
      .insert(campaignDocuments)
      .values({ campaignId, fileId: file.id, title: 'Uploaded term sheet', visibility: 'public' })
      .returning();
    const res = await call('GET', docUrl(doc!.id));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-disposition']).toBe(`inline; filename="document-${doc!.id}.pdf"`);
  });
});
