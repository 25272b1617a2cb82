import { activityLog, files, kycDocuments, kycParties } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, staffToken, useTestApp } from '../../../test/app';
import { png } from '../../../test/files';
import { form, htmlAsPng, svgWithScript, tinyPdf, validParty } from '../../../test/identity';

type Party = { id: number; partyId: string; status: string; provider: string; providerErrors: string[]; city: string };

describe('identity verification with the sandbox provider (spec §3 "KYC", §4)', () => {
  const ctx = useTestApp();
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/northKYC/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  async function upload(token: string, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer | string }) {
    const body = await form(fields, file ? [{ field: 'file', ...file }] : []);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/northKYC/uploadPartyDocument',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  async function withParty() {
    const user = await createUser(ctx);
    const res = await call('POST', 'createParty', user.token, validParty);
    if (res.statusCode !== 201) throw new Error(res.body);
    return { user, party: res.json().data.data as Party };
  }

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/northKYC/get-user-kyc' })).statusCode).toBe(401);
  });

  it('creates one party per user, under review, kept here for staff to decide', async () => {
    const user = await createUser(ctx);
    expect(dataOf(await call('GET', 'get-user-kyc', user.token))).toEqual({ party: null, documents: [] });

    const res = await call('POST', 'createParty', user.token, validParty);
    expect(res.statusCode).toBe(201);
    const party = res.json().data.data;
    expect(party).toMatchObject({
      provider: 'sandbox',
      partyId: expect.stringMatching(/^SBX-/),
      status: 'under-review',
      firstName: 'Ada',
      domicile: 'us-citizen',
      householdNetWorth: 150_000_000,
      providerErrors: [],
      providerWarnings: [],
    });
    expect(res.body).not.toMatch(/userId|decidedById/);

    const again = await call('POST', 'createParty', user.token, validParty);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already started your identity verification: please update it instead.');

    const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(activity.map((a) => [a.type, a.messageKey])).toContainEqual(['kyc', 'identity.kyc.activitySubmitted']);
  });

  it.each([
    ['firstName', { firstName: '' }, 'This field is required.'],
    ['firstName', { firstName: 'A'.repeat(21) }, 'Must be at most 20 characters.'],
    ['dateOfBirth', { dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'You must be at least 18 years old.'],
    ['domicile', { domicile: 'martian' }, 'Please choose one of the options.'],
    ['postalCode', { postalCode: '!' }, 'Please enter a valid postal code.'],
    ['country', { country: 'XX' }, 'Please choose a country from the list.'],
    ['alternateEmail', { alternateEmail: 'nope' }, 'Email is invalid.'],
    ['middleInitial', { middleInitial: 'AB' }, 'Please enter a single letter.'],
    ['householdNetWorth', { householdNetWorth: '1e6' }, 'Invalid numeric input: please enter digits only.'],
    ['employmentStatus', { employmentStatus: 'pirate' }, 'Please choose one of the options.'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const user = await createUser(ctx);
    const res = await call('POST', 'createParty', user.token, { ...validParty, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('updates the caller’s own party, which goes back under review', async () => {
    const { user, party } = await withParty();
    await ctx.handle.db.update(kycParties).set({ status: 'declined', reason: 'Blurred' }).where(eq(kycParties.id, party.id));
    const res = await call('PATCH', 'update-party', user.token, { city: 'Boston' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toMatchObject({ id: party.id, city: 'Boston', firstName: 'Ada', status: 'under-review', reason: null });

    const bad = await call('PATCH', 'update-party', user.token, { firstName: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'firstName', message: 'This field is required.' });
  });

  it('keeps each party to its owner: another user reaches only their own (none: 404)', async () => {
    const { user: owner, party } = await withParty();
    const other = await createUser(ctx);
    expect(dataOf(await call('GET', 'get-user-kyc', other.token))).toEqual({ party: null, documents: [] });
    const patch = await call('PATCH', 'update-party', other.token, { city: 'Hacked' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Please start your identity verification first.');
    expect((await call('POST', 'updateKycAml', other.token)).statusCode).toBe(404);
    expect(
      (await upload(other.token, { documentType: 'passport' }, { name: 'p.png', type: 'image/png', data: png(10, 10) })).statusCode,
    ).toBe(404);
    const mine = dataOf<{ party: Party }>(await call('GET', 'get-user-kyc', owner.token));
    expect(mine.party).toMatchObject({ id: party.id, city: 'New York' });
  });

  describe('documents', () => {
    it('stores a document privately: its owner and staff can read it, no one else', async () => {
      const { user, party } = await withParty();
      const other = await createUser(ctx);
      const res = await upload(
        user.token,
        { documentType: 'passport' },
        { name: 'my passport.pdf', type: 'application/pdf', data: tinyPdf() },
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json().data.data;
      expect(doc).toMatchObject({
        documentType: 'passport',
        contentType: 'application/pdf',
        originalName: 'my passport.pdf',
        url: `/api/v1/files/${doc.fileId}`,
        status: 'under-review',
        providerErrors: [],
      });
      const [row] = await ctx.handle.db.select().from(kycDocuments).where(eq(kycDocuments.id, doc.id));
      expect(row).toMatchObject({ partyId: party.id, fileId: doc.fileId });

      const listed = dataOf<{ documents: { id: number }[] }>(await call('GET', 'get-user-kyc', user.token));
      expect(listed.documents.map((d) => d.id)).toEqual([doc.id]);

      expect((await ctx.app.inject({ method: 'GET', url: doc.url, headers: bearer(user.token) })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: doc.url, headers: bearer(other.token) })).statusCode).toBe(404);
      const byStaff = await ctx.app.inject({ method: 'GET', url: doc.url, headers: bearer(staff) });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.rawPayload.equals(tinyPdf())).toBe(true);
    });

    it.each([
      ['an HTML page named .png', { name: 'id.png', type: 'image/png', data: htmlAsPng }, 'file', 'Invalid file format.'],
      ['an SVG with a script', { name: 'id.svg', type: 'image/svg+xml', data: svgWithScript }, 'file', 'Invalid file format.'],
      ['a file over 2 MB', { name: 'id.png', type: 'image/png', data: png(10, 10, 2 * 1024 * 1024) }, 'file', 'File must be under 2 MB.'],
    ])('refuses %s', async (_name, file, field, message) => {
      const { user } = await withParty();
      const res = await upload(user.token, { documentType: 'id-card' }, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
      expect(await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    });

    it('needs a file and a document type', async () => {
      const { user } = await withParty();
      const noFile = await upload(user.token, { documentType: 'passport' });
      expect(noFile.json().errors).toEqual([{ field: 'file', message: 'This field is required.' }]);
      const noType = await upload(user.token, {}, { name: 'p.png', type: 'image/png', data: png(10, 10) });
      expect(noType.json().errors).toEqual([{ field: 'documentType', message: 'Please choose one of the options.' }]);
      const json = await call('POST', 'uploadPartyDocument', user.token, { documentType: 'passport' });
      expect(json.statusCode).toBe(400);
    });

    it('needs a party first', async () => {
      const user = await createUser(ctx);
      const res = await upload(user.token, { documentType: 'passport' }, { name: 'p.png', type: 'image/png', data: png(10, 10) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Please start your identity verification first.');
    });
  });

  describe('POST /northKYC/updateKycAml', () => {
    it('leaves the decision to staff: a declined party goes back under review, an approved one stays approved', async () => {
      const { user, party } = await withParty();
      expect(dataOf<Party>(await call('POST', 'updateKycAml', user.token)).status).toBe('under-review');
      await ctx.handle.db.update(kycParties).set({ status: 'declined', reason: 'Blurred' }).where(eq(kycParties.id, party.id));
      expect(dataOf<Party>(await call('POST', 'updateKycAml', user.token)).status).toBe('under-review');
      await ctx.handle.db.update(kycParties).set({ status: 'approved', decidedAt: new Date() }).where(eq(kycParties.id, party.id));
      expect(dataOf<Party>(await call('POST', 'updateKycAml', user.token)).status).toBe('approved');
    });
  });
});
