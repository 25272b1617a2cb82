import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accreditations, activityLog, emailOutbox, kycDocuments, kycParties, notifications } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit as latestAuditOf, listUrl, totalOf, useStaff, useTestApp } from '../../test/app';
import { storePrivatePdf } from '../../test/files';

type Row = Record<string, unknown>;
const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-reviews-'));

describe('console: KYC and accreditation reviews', () => {
  const ctx = useTestApp({ uploadsDir });
  const admin = useStaff(ctx);
  const staff = admin.client;

  const storeFile = (ownerId: string, text: string, purpose: string) =>
    storePrivatePdf(ctx, { ownerId, text, purpose, originalName: 'x.pdf' });
  const latestAudit = (resource: string, recordId: string) => latestAuditOf(ctx, resource, recordId);
  const mailsTo = (userId: string) => ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  describe('KYC', () => {
    let owner: Awaited<ReturnType<typeof createUser>>;
    let partyId = 0;
    let documentId = 0;
    let fileId = '';
    let bytes: Buffer;

    beforeAll(async () => {
      owner = await createUser(ctx, { notificationLanguage: 'fr', firstName: 'Ines' });
      const [party] = await ctx.handle.db
        .insert(kycParties)
        .values({ userId: owner.id, provider: 'sandbox', firstName: 'Ines', lastName: 'Kyc' })
        .returning();
      partyId = party!.id;
      const stored = await storeFile(owner.id, 'passport', 'kyc-document');
      bytes = stored.bytes;
      fileId = stored.file.id;
      const [doc] = await ctx.handle.db.insert(kycDocuments).values({ partyId, fileId, documentType: 'passport' }).returning();
      documentId = doc!.id;
    });

    it('lists the queue by status, with the user e-mail and the documents', async () => {
      const res = await staff.get(listUrl('kyc', { filter: { status: 'under-review', q: owner.email } }));
      expect(res.statusCode, res.body).toBe(200);
      expect(totalOf(res)).toBe(1);
      const [record] = res.json() as Row[];
      expect(record).toMatchObject({
        id: partyId,
        userId: owner.id,
        userEmail: owner.email,
        status: 'under-review',
        documents: [{ id: documentId, documentType: 'passport', fileId, contentType: 'application/pdf', size: bytes.length }],
      });
      expect(totalOf(await staff.get(listUrl('kyc', { filter: { status: 'approved', q: owner.email } })))).toBe(0);
      expect((await staff.get(`/api/v1/console/kyc/${partyId}`)).json()).toMatchObject({ id: partyId, userEmail: owner.email });
    });

    it('documents are streamed to staff only; the owner reads the file through /files/:id', async () => {
      const res = await staff.get(`/api/v1/console/kyc/${partyId}/documents/${documentId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(await latestAudit('kyc', String(partyId))).toMatchObject({ action: 'view-document', actorId: admin.id });

      const other = await createUser(ctx);
      const forbidden = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/kyc/${partyId}/documents/${documentId}`,
        headers: bearer(owner.token),
      });
      expect(forbidden.statusCode).toBe(403);
      expect((await staff.get(`/api/v1/console/kyc/${partyId + 1000}/documents/${documentId}`)).statusCode).toBe(404);
      expect((await staff.get(`/api/v1/console/kyc/${partyId}/documents/abc`)).statusCode).toBe(404);

      const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: bearer(owner.token) });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(bytes)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    });

    it('approve sets status, who and when; notifies, e-mails in the user’s language, logs activity and audits', async () => {
      const res = await staff.post(`/api/v1/console/kyc/${partyId}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: partyId,
        status: 'approved',
        decidedById: admin.id,
        reason: null,
        decidedAt: expect.any(String),
      });

      const [note] = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, owner.id));
      expect(note).toMatchObject({
        type: 'kyc',
        messageKey: 'notify.kyc.approved',
        link: '/user-kyc',
        text: 'Your identity verification has been approved.',
      });
      const [mail] = await mailsTo(owner.id);
      expect(mail).toMatchObject({ template: 'decision-kyc-approved', lang: 'fr', subject: 'Votre vérification d’identité est approuvée' });
      expect(mail!.text).toContain('Bonjour Ines,');
      expect(mail!.text).toContain('http://localhost/user-kyc');
      const [activity] = await ctx.handle.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.userId, owner.id), eq(activityLog.type, 'kyc')));
      expect(activity).toMatchObject({ type: 'kyc', messageKey: 'notify.activity.kycApproved' });
      expect(await latestAudit('kyc', String(partyId))).toMatchObject({
        action: 'approve',
        actorId: admin.id,
        before: { status: 'under-review', reason: null },
        after: { status: 'approved', reason: null, decidedById: admin.id },
      });

      const again = await staff.post(`/api/v1/console/kyc/${partyId}/decline`, { reason: 'Changed my mind' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This request has already been decided.');
    });

    it('decline needs a reason of 3 characters or more, and the reason reaches the user', async () => {
      const person = await createUser(ctx);
      const [party] = await ctx.handle.db.insert(kycParties).values({ userId: person.id, provider: 'sandbox' }).returning();
      expect((await staff.post(`/api/v1/console/kyc/${party!.id}/decline`, {})).statusCode).toBe(400);
      const short = await staff.post(`/api/v1/console/kyc/${party!.id}/decline`, { reason: '  ab ' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual([{ field: 'reason', message: 'Must be at least 3 characters.' }]);

      const res = await staff.post(`/api/v1/console/kyc/${party!.id}/decline`, { reason: 'Passport expired' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'declined', reason: 'Passport expired' });
      const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(person.token) });
      expect(page.json().data).toMatchObject({
        unreadCount: 1,
        data: [{ type: 'kyc', text: 'Your identity verification was declined. Reason: Passport expired', link: '/user-kyc', read: false }],
      });
      const [mail] = await mailsTo(person.id);
      expect(mail).toMatchObject({ template: 'decision-kyc-declined', subject: 'Your identity verification was declined' });
      expect(mail!.text).toContain('Reason: Passport expired');
      expect(await latestAudit('kyc', String(party!.id))).toMatchObject({
        action: 'decline',
        after: { status: 'declined', reason: 'Passport expired' },
      });
      expect((await staff.post('/api/v1/console/kyc/999999/approve')).statusCode).toBe(404);
    });
  });

  describe('accreditations', () => {
    const apply = async (userId: string, withLetter: boolean) => {
      const contract = await storeFile(userId, 'contract', 'accreditation-contract');
      const letter = withLetter ? await storeFile(userId, 'letter', 'accreditation-letter') : null;
      const [row] = await ctx.handle.db
        .insert(accreditations)
        .values({
          userId,
          basis: 'net-worth',
          verificationType: withLetter ? 'letter' : 'phone-call',
          verificationPhone: withLetter ? null : '5551234567',
          letterFileId: letter?.file.id ?? null,
          contractFileId: contract.file.id,
          signature: 'Ann Investor',
          signedAt: new Date(),
        })
        .returning();
      return { row: row!, contract, letter };
    };

    it('lists the queue, serves letter and contract to staff, and approves', async () => {
      const person = await createUser(ctx, { notificationLanguage: 'ar' });
      const { row, contract, letter } = await apply(person.id, true);
      const list = await staff.get(listUrl('accreditations', { filter: { status: 'under-review', q: person.email } }));
      expect((list.json() as Row[]).map((r) => [r.id, r.userEmail])).toEqual([[row.id, person.email]]);

      const letterRes = await staff.get(`/api/v1/console/accreditations/${row.id}/letter`);
      expect(letterRes.statusCode).toBe(200);
      expect(letterRes.rawPayload.equals(letter!.bytes)).toBe(true);
      const contractRes = await staff.get(`/api/v1/console/accreditations/${row.id}/contract`);
      expect(contractRes.rawPayload.equals(contract.bytes)).toBe(true);
      expect(await latestAudit('accreditations', String(row.id))).toMatchObject({ action: 'view-contract' });
      const notStaff = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/accreditations/${row.id}/letter`,
        headers: bearer(person.token),
      });
      expect(notStaff.statusCode).toBe(403);

      const res = await staff.post(`/api/v1/console/accreditations/${row.id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', decidedById: admin.id });
      const [mail] = await mailsTo(person.id);
      expect(mail).toMatchObject({ template: 'decision-accreditation-approved', lang: 'ar', subject: 'تمت الموافقة على اعتمادك' });
      const [note] = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(note).toMatchObject({
        type: 'accreditation',
        messageKey: 'notify.accreditation.approved',
        link: '/settings/investment-account',
      });
      expect(await latestAudit('accreditations', String(row.id))).toMatchObject({ action: 'approve', after: { status: 'approved' } });
    });

    it('a phone-call request has no letter (404); decline carries the reason to the user', async () => {
      const person = await createUser(ctx);
      const { row } = await apply(person.id, false);
      expect((await staff.get(`/api/v1/console/accreditations/${row.id}/letter`)).statusCode).toBe(404);
      const res = await staff.post(`/api/v1/console/accreditations/${row.id}/decline`, { reason: 'Net worth not shown' });
      expect(res.statusCode, res.body).toBe(200);
      const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications?language=fr', headers: bearer(person.token) });
      expect(page.json().data.data[0].text).toBe('Votre accréditation a été refusée. Motif : Net worth not shown');
      const [mail] = await mailsTo(person.id);
      expect(mail!.text).toContain('Your accreditation was declined. Reason: Net worth not shown');
      expect(mail!.text).toContain('You can send a new request with other evidence.');
      const [activity] = await ctx.handle.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.userId, person.id), eq(activityLog.type, 'accreditation')));
      expect(activity).toMatchObject({
        type: 'accreditation',
        messageKey: 'notify.activity.accreditationDeclined',
        params: { reason: 'Net worth not shown' },
      });
    });
  });
});
