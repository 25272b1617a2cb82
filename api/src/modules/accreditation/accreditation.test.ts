import { accreditations, activityLog, auditLog, files, investorProfiles } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, nextIp, staffToken, useTestApp } from '../../../test/app';
import { png } from '../../../test/files';
import { form, htmlAsPng, investorWithProfile, pdfText, svgWithScript, tinyPdf } from '../../../test/identity';
import { CONTRACT_FONT_NAMES } from '../contracts/index';

type Submit = { verificationType?: string; verificationPhone?: string; signatureType?: string; signature?: string; acceptTerms?: string };
type Upload = { name: string; type: string; data: Buffer | string };
const phoneCall: Submit = {
  verificationType: 'phone-call',
  verificationPhone: '+12125550100',
  signature: 'Ada Lovelace',
  acceptTerms: 'true',
};

describe('accreditation (spec §3, §5, §9)', () => {
  const ctx = useTestApp();
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  async function submit(token: string, fields: Submit, letter?: Upload, ip = nextIp(), signatureImage?: Upload) {
    const files = [
      ...(letter ? [{ field: 'letter', ...letter }] : []),
      ...(signatureImage ? [{ field: 'signatureImage', ...signatureImage }] : []),
    ];
    const body = await form(fields as Record<string, string>, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/accreditation',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
      remoteAddress: ip,
    });
  }

  describe('GET /accreditation', () => {
    it('shows the self-check, the thresholds in minor units and no request at first', async () => {
      const user = await createUser(ctx);
      expect(dataOf(await get('/api/v1/accreditation', user.token))).toEqual({
        selfCheck: { accredited: false, basis: null },
        latest: null,
        hasProfile: false,
        thresholds: { netWorth: 100_000_000, income: 20_000_000, jointIncome: 30_000_000, currency: 'USD' },
      });
    });

    it('follows the profile: net worth, income with a spouse, not accredited', async () => {
      const rich = await investorWithProfile(ctx);
      expect(dataOf<{ selfCheck: unknown }>(await get('/api/v1/accreditation', rich.token)).selfCheck).toEqual({
        accredited: true,
        basis: 'net-worth',
      });
      const couple = await investorWithProfile(ctx, {
        netWorth: 100_000_000,
        hasSpouseIncome: true,
        spouseFirstName: 'Grace',
        spouseLastName: 'Hopper',
        incomeLastYear: 30_000_001,
        incomeYearBefore: 30_000_001,
      } as never);
      expect(dataOf<{ selfCheck: unknown }>(await get('/api/v1/accreditation', couple.token)).selfCheck).toEqual({
        accredited: true,
        basis: 'income',
      });
      const modest = await investorWithProfile(ctx, { netWorth: 100_000_000, incomeLastYear: 20_000_000 });
      expect(dataOf<{ selfCheck: unknown }>(await get('/api/v1/accreditation', modest.token)).selfCheck).toEqual({
        accredited: false,
        basis: null,
      });
    });
  });

  describe('GET /accreditation/contract', () => {
    it('needs an investor profile first', async () => {
      const user = await createUser(ctx);
      const res = await get('/api/v1/accreditation/contract', user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please complete your investor profile first.');
    });

    it('is a real PDF with the investor’s name, address, basis and date, in English', async () => {
      const user = await investorWithProfile(ctx);
      const res = await get('/api/v1/accreditation/contract', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.subarray(-8).toString()).toContain('%%EOF');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Accredited investor contract');
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('12 Analytical Street');
      expect(text).toContain('Net worth, excluding the main home');
      expect(text).toContain('$1,000,000.00');
      expect(text).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()).split(' ')[0]);
      expect(text).toContain('Not signed yet');
    });

    it('is in French when asked', async () => {
      const user = await investorWithProfile(ctx);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/accreditation/contract',
        headers: { ...bearer(user.token), 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('fr');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Contrat d’investisseur accrédité');
      expect(text).toContain('Patrimoine net, résidence principale exclue');
      expect(text).toContain('Ada Lovelace');
    });

    it('is in Arabic, drawn with the Arabic font the platform ships', async () => {
      const user = await investorWithProfile(ctx, { legalName: 'ليلى أحمد' });
      const res = await get('/api/v1/accreditation/contract?language=ar', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-language']).toBe('ar');
      expect(res.rawPayload.toString('latin1')).toContain(CONTRACT_FONT_NAMES.arabic);
    });
  });

  describe('POST /accreditation', () => {
    it('refuses a profile whose self-check is not accredited, explaining the rule', async () => {
      const user = await investorWithProfile(ctx, { netWorth: 100_000_000, incomeLastYear: 1, incomeYearBefore: 1 });
      const res = await submit(user.token, phoneCall);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Your investor profile does not meet the accredited-investor rule.',
        errors: [
          {
            field: 'profile',
            message:
              'An accredited investor has a net worth above $1,000,000.00 excluding the main home, or an income above $200,000.00 ($300,000.00 with a spouse) in each of the last two years.',
          },
        ],
      });
    });

    it('needs an investor profile', async () => {
      const user = await createUser(ctx);
      expect((await submit(user.token, phoneCall)).json().message).toBe('Please complete your investor profile first.');
    });

    it.each([
      ['acceptTerms', { ...phoneCall, acceptTerms: undefined }, 'The accredited-investor checkbox must be ticked.'],
      ['acceptTerms', { ...phoneCall, acceptTerms: 'false' }, 'The accredited-investor checkbox must be ticked.'],
      [
        'verificationPhone',
        { ...phoneCall, verificationPhone: '1234567' },
        'The phone number for the verification call must be 8 to 13 characters.',
      ],
      [
        'verificationPhone',
        { ...phoneCall, verificationPhone: '12345678901234' },
        'The phone number for the verification call must be 8 to 13 characters.',
      ],
      [
        'verificationPhone',
        { ...phoneCall, verificationPhone: undefined },
        'The phone number for the verification call must be 8 to 13 characters.',
      ],
      ['signature', { ...phoneCall, signature: 'A'.repeat(21) }, 'The signature must be at most 20 characters.'],
      ['signature', { ...phoneCall, signature: '  ' }, 'Please type your name as your signature.'],
      ['verificationType', { ...phoneCall, verificationType: 'fax' }, 'Please choose one of the options.'],
      ['letter', { ...phoneCall, verificationType: 'letter' }, 'This field is required.'],
    ])('refuses a bad %s with the spec’s message', async (field, fields, message) => {
      const user = await investorWithProfile(ctx);
      const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Submit;
      const res = await submit(user.token, clean);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    });

    it.each([
      ['an HTML page named .png', { name: 'letter.png', type: 'image/png', data: htmlAsPng }, 'Invalid file format.'],
      ['an SVG with a script', { name: 'letter.svg', type: 'image/svg+xml', data: svgWithScript }, 'Invalid file format.'],
      [
        'a file over 2 MB',
        { name: 'letter.pdf', type: 'application/pdf', data: Buffer.concat([tinyPdf(), Buffer.alloc(2 * 1024 * 1024)]) },
        'File must be under 2 MB.',
      ],
    ])('refuses %s as the letter', async (_name, letter, message) => {
      const user = await investorWithProfile(ctx);
      const res = await submit(user.token, { ...phoneCall, verificationType: 'letter' }, letter);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'letter', message }]);
      expect(await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    });

    it('with a phone call: under review, the signed contract stored privately, one open request at a time', async () => {
      const user = await investorWithProfile(ctx);
      const ip = nextIp();
      const res = await submit(user.token, phoneCall, undefined, ip);
      expect(res.statusCode).toBe(201);
      const created = res.json().data.data;
      expect(created).toMatchObject({
        status: 'under-review',
        basis: 'net-worth',
        verificationType: 'phone-call',
        verificationPhone: '+12125550100',
        letterFileId: null,
        contractUrl: `/api/v1/accreditation/${created.id}/contract`,
      });

      const [contract] = await ctx.handle.db.select().from(files).where(eq(files.id, created.contractFileId));
      expect(contract).toMatchObject({
        ownerId: user.id,
        visibility: 'private',
        purpose: 'accreditation-contract',
        contentType: 'application/pdf',
      });
      expect(contract!.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/);

      const pdf = await get(created.contractUrl, user.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain(ip);
      expect(text).toContain('Signed on');

      const state = dataOf<{ latest: { id: number; status: string } }>(await get('/api/v1/accreditation', user.token));
      expect(state.latest).toMatchObject({ id: created.id, status: 'under-review' });
      const [profile] = await ctx.handle.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
      expect(profile!.declaresAccredited).toBe(true);
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(activity.map((a) => a.type)).toContain('accreditation');

      const again = await submit(user.token, phoneCall);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your accreditation request is already under review. Please wait for our decision.');

      // Once staff decide, a new request may be made.
      await ctx.handle.db
        .update(accreditations)
        .set({ status: 'declined', reason: 'Call not answered' })
        .where(eq(accreditations.id, created.id));
      expect((await submit(user.token, phoneCall)).statusCode).toBe(201);
    });

    it('with a letter (PDF or image by content): the letter stored privately beside the contract', async () => {
      const user = await investorWithProfile(ctx);
      const res = await submit(
        user.token,
        { signature: 'Ada', acceptTerms: 'on', verificationType: 'letter' },
        {
          name: '../../etc/passwd.png',
          type: 'application/octet-stream',
          data: png(40, 30),
        },
      );
      expect(res.statusCode).toBe(201);
      const created = res.json().data.data;
      expect(created).toMatchObject({ verificationType: 'letter', verificationPhone: null, letterFileId: expect.any(String) });
      const [letter] = await ctx.handle.db.select().from(files).where(eq(files.id, created.letterFileId));
      expect(letter).toMatchObject({
        purpose: 'accreditation-letter',
        contentType: 'image/png',
        visibility: 'private',
        originalName: 'passwd.png',
      });

      const download = await get(`/api/v1/files/${created.letterFileId}`, user.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      // Re-encoded on upload (lib/image-clean): the same picture, without the uploader's metadata.
      expect(imageSize(download.rawPayload)).toMatchObject({ type: 'png', width: 40, height: 30 });
    });

    it('also takes a JSON body for a phone call (no file to send)', async () => {
      const user = await investorWithProfile(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/accreditation',
        headers: bearer(user.token),
        payload: { ...phoneCall, acceptTerms: true },
      });
      expect(res.statusCode).toBe(201);
      const letter = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/accreditation',
        headers: bearer((await investorWithProfile(ctx)).token),
        payload: { ...phoneCall, verificationType: 'letter', acceptTerms: true },
      });
      expect(letter.json().errors).toEqual([{ field: 'letter', message: 'This field is required.' }]);
    });

    it('accepts one of two submissions made at the same time', async () => {
      const user = await investorWithProfile(ctx);
      const answers = await Promise.all([submit(user.token, phoneCall), submit(user.token, phoneCall)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const rows = await ctx.handle.db.select().from(accreditations).where(eq(accreditations.userId, user.id));
      expect(rows).toHaveLength(1);
      // The refused one left no file behind.
      const stored = await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id));
      expect(stored).toHaveLength(1);
    });
  });

  describe('POST /accreditation with an uploaded signature image (spec §9)', () => {
    const imageSigned: Submit = { ...phoneCall, signature: undefined, signatureType: 'image' };
    const clean = (fields: Submit) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Submit;
    // A wide, transparent scan of a signature: not the 400x200 frame, and with an alpha channel.
    const scan = () =>
      sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="900" height="300"><path d="M40 200 C 200 20, 500 280, 860 80" stroke="#102a5c" stroke-width="14" fill="none"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer();

    it('stores the image privately in the fixed 400x200 frame and puts it in the signed contract with the IP', async () => {
      const user = await investorWithProfile(ctx);
      const ip = nextIp();
      const res = await submit(user.token, clean(imageSigned), undefined, ip, { name: 'sig.png', type: 'image/png', data: await scan() });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data.data;

      const [row] = await ctx.handle.db.select().from(accreditations).where(eq(accreditations.id, created.id));
      expect(row!.signature).toBeNull();
      const [image] = await ctx.handle.db.select().from(files).where(eq(files.id, row!.signatureFileId!));
      expect(image).toMatchObject({
        ownerId: user.id,
        visibility: 'private',
        purpose: 'accreditation-signature',
        contentType: 'image/png',
      });
      const download = await get(`/api/v1/files/${image!.id}`, user.token);
      expect(download.statusCode).toBe(200);
      // Staff reviewing the request open the same image in the console.
      const forStaff = await get(`/api/v1/console/accreditations/${created.id}/signature`, staff);
      expect(forStaff.statusCode).toBe(200);
      expect(forStaff.rawPayload.equals(download.rawPayload)).toBe(true);
      const meta = await sharp(download.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 400, height: 200 });
      // Flattened on white: no transparency left to print black.
      expect(meta.hasAlpha).toBe(false);

      const pdf = (await get(created.contractUrl, user.token)).rawPayload;
      expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
      const text = pdfText(pdf);
      expect(text).toContain(ip);
      expect(text).toContain('Signed on');

      // The typed way makes a contract without any image.
      const typist = await investorWithProfile(ctx);
      const typed = (await submit(typist.token, phoneCall)).json().data.data;
      expect((await get(typed.contractUrl, typist.token)).rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
      const [typedRow] = await ctx.handle.db.select().from(accreditations).where(eq(accreditations.id, typed.id));
      expect(typedRow).toMatchObject({ signature: 'Ada Lovelace', signatureFileId: null });
    });

    it('takes a JPEG, and a file sent without signatureType signs with the image', async () => {
      const user = await investorWithProfile(ctx);
      const jpeg = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer();
      const res = await submit(user.token, clean({ ...phoneCall, signature: undefined }), undefined, nextIp(), {
        name: 'sig.jpg',
        type: 'image/jpeg',
        data: jpeg,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await ctx.handle.db.select().from(accreditations).where(eq(accreditations.id, res.json().data.data.id));
      const [image] = await ctx.handle.db.select().from(files).where(eq(files.id, row!.signatureFileId!));
      expect(image).toMatchObject({ contentType: 'image/png', purpose: 'accreditation-signature' });
    });

    it.each<[string, Submit, Upload | undefined, { field: string; message: string }]>([
      [
        'an image over 512 KB',
        imageSigned,
        { name: 'sig.png', type: 'image/png', data: png(400, 200, 600 * 1024) },
        { field: 'signatureImage', message: 'The signature image must be under 512 KB.' },
      ],
      [
        'an HTML page named .png',
        imageSigned,
        { name: 'sig.png', type: 'image/png', data: htmlAsPng },
        { field: 'signatureImage', message: 'Invalid file format.' },
      ],
      [
        'a GIF (an image, but not PNG or JPEG)',
        imageSigned,
        { name: 'sig.gif', type: 'image/gif', data: Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64') },
        { field: 'signatureImage', message: 'The signature must be a PNG or JPEG image.' },
      ],
      [
        'signatureType image without a file',
        imageSigned,
        undefined,
        { field: 'signatureImage', message: 'Please choose an image of your signature.' },
      ],
      [
        'neither a typed signature nor an image',
        { ...phoneCall, signature: undefined },
        undefined,
        { field: 'signature', message: 'Please type your name as your signature.' },
      ],
    ])('refuses %s, on its field, storing nothing', async (_name, fields, image, error) => {
      const user = await investorWithProfile(ctx);
      const res = await submit(user.token, clean(fields), undefined, nextIp(), image);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([error]);
      expect(await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
      expect(await ctx.handle.db.select().from(accreditations).where(eq(accreditations.userId, user.id))).toEqual([]);
    });

    it('takes a letter and a signature image in the same request', async () => {
      const user = await investorWithProfile(ctx);
      const body = await form({ verificationType: 'letter', signatureType: 'image', acceptTerms: 'on' }, [
        { field: 'letter', name: 'letter.pdf', type: 'application/pdf', data: tinyPdf() },
        { field: 'signatureImage', name: 'sig.png', type: 'image/png', data: png(400, 200) },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/accreditation',
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const stored = await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id));
      expect(stored.map((f) => f.purpose).sort()).toEqual(['accreditation-contract', 'accreditation-letter', 'accreditation-signature']);
    });
  });

  describe('GET /accreditation/:id/contract', () => {
    it('is for the owner and staff (audited); anyone else gets 404', async () => {
      const owner = await investorWithProfile(ctx);
      const other = await createUser(ctx);
      const created = (await submit(owner.token, phoneCall)).json().data.data;
      const url = `/api/v1/accreditation/${created.id}/contract`;

      const denied = await get(url, other.token);
      expect(denied.statusCode).toBe(404);
      expect(denied.body).not.toContain('%PDF');
      expect((await get(`/api/v1/files/${created.contractFileId}`, other.token)).statusCode).toBe(404);
      expect((await get('/api/v1/accreditation/999999/contract', owner.token)).statusCode).toBe(404);

      const byStaff = await get(url, staff);
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = await ctx.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'view-file'), eq(auditLog.recordId, created.contractFileId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ resource: 'files', actorEmail: 'admin@demo.test' });
    });
  });
});
