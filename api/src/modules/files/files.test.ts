import { auditLog, files } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, staffToken, useTestApp } from '../../../test/app';
import { png } from '../../../test/files';
import { tinyJpeg, tinyPdf } from '../../../test/identity';
import { detectDocument } from './document-type';
import { storePrivateFile } from './service';

describe('private files (GET /files/:id)', () => {
  const ctx = useTestApp();
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });
  const get = (id: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: token ? bearer(token) : {} });

  async function privateFile(ownerId: string, bytes = tinyPdf()) {
    return storePrivateFile(ctx.app, {
      ownerId,
      bytes,
      type: detectDocument(bytes),
      purpose: 'kyc-document',
      originalName: 'C:\\Users\\me\\"passport".pdf',
    });
  }

  it('streams the file to its owner as a download that is never sniffed nor cached', async () => {
    const owner = await createUser(ctx);
    const file = await privateFile(owner.id);
    expect(file.originalName).toBe('passport.pdf');
    const res = await get(file.id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="kyc-document-${file.id.slice(0, 8)}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('gives 404 to another signed-in user, and 401 to nobody', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const file = await privateFile(owner.id);
    const res = await get(file.id, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: 'No records found.' });
    expect((await get(file.id)).statusCode).toBe(401);
  });

  it('serves staff, and records each staff read in the audit log', async () => {
    const owner = await createUser(ctx);
    const file = await privateFile(owner.id, png(20, 20));
    const res = await get(file.id, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'view-file'), eq(auditLog.recordId, file.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      resource: 'files',
      actorEmail: 'admin@demo.test',
      after: { purpose: 'kyc-document', ownerId: owner.id },
    });
    // The owner's own reads are not staff access: nothing more is audited.
    await get(file.id, owner.token);
    expect(await ctx.handle.db.select().from(auditLog).where(eq(auditLog.recordId, file.id))).toHaveLength(1);
  });

  it('gives the same 404 for an unknown id, a malformed id and a public file', async () => {
    const owner = await createUser(ctx);
    expect((await get('00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(404);
    expect((await get('..%2F..%2Fetc%2Fpasswd', owner.token)).statusCode).toBe(404);
    const [publicRow] = await ctx.handle.db
      .insert(files)
      .values({
        ownerId: owner.id,
        visibility: 'public',
        storageKey: `${'a'.repeat(32)}.png`,
        contentType: 'image/png',
        size: 1,
        purpose: 'avatar',
      })
      .returning();
    expect((await get(publicRow!.id, owner.token)).statusCode).toBe(404);
  });
});

describe('detectDocument (by content, spec §5)', () => {
  it.each([
    ['a PDF', tinyPdf(), 'application/pdf'],
    ['a PNG', png(10, 10), 'image/png'],
    ['a JPEG', tinyJpeg(), 'image/jpeg'],
  ])('accepts %s', (_name, bytes, contentType) => {
    expect(detectDocument(bytes).contentType).toBe(contentType);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PNG signature on garbage', Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('<html>')])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(() => detectDocument(bytes, 'letter')).toThrowError(
      expect.objectContaining({ fieldErrors: [{ field: 'letter', message: 'validation.fileFormat' }] }),
    );
  });

  it('refuses more than 2 MB', () => {
    expect(() => detectDocument(Buffer.concat([tinyPdf(), Buffer.alloc(2 * 1024 * 1024)]))).toThrowError(
      expect.objectContaining({ fieldErrors: [{ field: 'file', message: 'validation.fileTooLarge' }] }),
    );
  });
});
