import { files, kycParties } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, nextIp, useTestApp } from '../../../test/app';
import { png } from '../../../test/files';
import { form, validParty, validProfile } from '../../../test/identity';
import { type FakeProvider, type FakeRequest, formOf, startFakeProvider } from '../../../test/kyc-fake';
import type { AppConfig } from '../../config';

const PATH = '/tapiv3/index.php/v3';
const ok = (extra: object) => ({ json: { statusCode: '101', statusDesc: 'Ok', ...extra } });
const createdParty = (partyId: string) => ok({ partyDetails: [true, [{ partyId, KYCstatus: 'Pending', AMLstatus: 'Pending' }]] });
const kycCheck = (kycstatus: string, amlstatus: string) =>
  ok({
    kyc: {
      response: {
        'id-number': '3298151570',
        'summary-result': { key: 'id.success', message: 'PASS' },
        results: { key: 'result.match', message: 'ID Located' },
        qualifiers: { qualifier: [{ key: 'resultcode.address.does.not.match', message: 'Address Does Not Match' }] },
        idnotescore: '0',
      },
      kycstatus,
      amlstatus,
    },
  });

/** Answers by endpoint, like TAPI; anything not listed is an unknown endpoint. */
const byEndpoint = (answers: Record<string, object>) => (request: FakeRequest) => {
  const endpoint = request.path.replace(`${PATH}/`, '');
  return answers[endpoint] ?? { status: 404, json: { statusCode: '404', statusDesc: 'Not found' } };
};

describe('identity verification through North Capital (fake TAPI on loopback)', () => {
  let fake: FakeProvider;
  const kyc: AppConfig['kyc'] = {
    provider: 'northkyc',
    northCapital: { url: '', clientId: 'client-123', developerKey: 'dev-key-456' },
    shufti: { url: 'http://127.0.0.1:9', clientId: undefined, secretKey: undefined },
  };
  beforeAll(async () => {
    fake = await startFakeProvider();
    kyc.northCapital.url = `${fake.url}${PATH}`;
  });
  afterAll(() => fake.close());
  const ctx = useTestApp({ kyc });
  beforeEach(() => {
    fake.requests.length = 0;
    ctx.app.config.kyc.northCapital.url = `${fake.url}${PATH}`;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object, lang = 'en') =>
    ctx.app.inject({
      method,
      url: `/api/v1/northKYC/${path}`,
      headers: { ...bearer(token), 'accept-language': lang },
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });
  async function upload(token: string) {
    const body = await form({ documentType: 'passport' }, [{ field: 'file', name: 'passport.png', type: 'image/png', data: png(30, 20) }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/northKYC/uploadPartyDocument',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  async function userWithParty(partyId: string) {
    const user = await createUser(ctx, { phoneNumber: '+1 (212) 555-0100' });
    fake.answer(byEndpoint({ createParty: createdParty(partyId) }));
    const res = await call('POST', 'createParty', user.token, validParty);
    expect(res.statusCode).toBe(201);
    return user;
  }

  it('creates the party with createParty (PUT, form-encoded, credentials, TAPI field names and formats)', async () => {
    const user = await createUser(ctx, { phoneNumber: '+1 (212) 555-0100' });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/investor-profiles', headers: bearer(user.token), payload: validProfile });
    fake.answer(byEndpoint({ createParty: createdParty('P1234567') }));
    const res = await call('POST', 'createParty', user.token, validParty);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toMatchObject({ provider: 'northkyc', partyId: 'P1234567', status: 'under-review', providerErrors: [] });

    const request = fake.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`${PATH}/createParty`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const sent = Object.fromEntries(await formOf(request));
    expect(sent).toMatchObject({
      clientID: 'client-123',
      developerAPIKey: 'dev-key-456',
      domicile: 'U.S. Citizen',
      firstName: 'Ada',
      middleInitial: 'B',
      lastName: 'Lovelace',
      dob: '05-17-1980',
      primAddress1: '12 Analytical Street',
      primCity: 'New York',
      primState: 'NY',
      primZip: '10001',
      primCountry: 'US',
      emailAddress: user.email,
      emailAddress2: 'ada.alt@example.test',
      phone: '12125550100',
      socialSecurityNumber: '123456789',
      associatedPerson: 'No',
      empStatus: 'Employed',
      empName: 'Engines Ltd',
      currentAnnIncome: '250000',
      householdNetworth: '1500000',
    });
    expect(sent.createdIpAddress).toMatch(/^10\.77\./);
  });

  it('shows the provider’s error to the user and keeps it; a later call creates the party', async () => {
    const user = await createUser(ctx);
    fake.answer(() => ({ status: 400, json: { statusCode: '106', statusDesc: 'Invalid Date of Birth, must be 18 years or older' } }));
    const res = await call('POST', 'createParty', user.token, validParty);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toMatchObject({
      partyId: null,
      status: 'under-review',
      providerErrors: ['Invalid Date of Birth, must be 18 years or older'],
    });
    expect(dataOf<{ party: { providerErrors: string[] } }>(await call('GET', 'get-user-kyc', user.token)).party.providerErrors).toEqual([
      'Invalid Date of Birth, must be 18 years or older',
    ]);

    // Uploading needs a party the provider accepted.
    const refused = await upload(user.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The verification provider did not accept your details yet: please correct them first.');

    fake.answer(byEndpoint({ createParty: createdParty('P7654321'), performKycAmlBasic: kycCheck('Pending', 'Pending') }));
    fake.requests.length = 0;
    const retried = await call('POST', 'updateKycAml', user.token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.data).toMatchObject({ partyId: 'P7654321', providerErrors: [], status: 'under-review' });
    expect(fake.requests.map((r) => r.path.replace(`${PATH}/`, ''))).toEqual(['createParty', 'performKycAmlBasic']);
  });

  it('updates the party with updateParty (POST) and shows its error answer', async () => {
    const user = await userWithParty('P1000001');
    fake.answer(byEndpoint({ updateParty: { json: { statusCode: '106', statusDesc: 'Data/parameter missing: primZip' } } }));
    const res = await call('PATCH', 'update-party', user.token, { city: 'Boston' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toMatchObject({ city: 'Boston', providerErrors: ['Data/parameter missing: primZip'] });
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(await formOf(request))).toMatchObject({ partyId: 'P1000001', primCity: 'Boston', clientID: 'client-123' });
  });

  it('sends documents with uploadPartyDocument (multipart with userfile0) and keeps them privately', async () => {
    const user = await userWithParty('P1000002');
    fake.answer(byEndpoint({ uploadPartyDocument: ok({ document_details: 'Document has been uploaded Successfully' }) }));
    const res = await upload(user.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toMatchObject({ documentType: 'passport', contentType: 'image/png', providerErrors: [] });

    const request = fake.last();
    expect(request.path).toBe(`${PATH}/uploadPartyDocument`);
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await formOf(request);
    expect(sent.get('clientID')).toBe('client-123');
    expect(sent.get('developerAPIKey')).toBe('dev-key-456');
    expect(sent.get('partyId')).toBe('P1000002');
    expect(sent.get('file_name')).toBe('filename0="passport.png"');
    expect(sent.get('documentTitle')).toBe('documentTitle0="Passport"');
    const file = sent.get('userfile0') as File;
    expect(Buffer.from(await file.arrayBuffer()).equals(png(30, 20))).toBe(true);
  });

  it('runs performKycAmlBasic: approval by the provider, its qualifiers shown as warnings', async () => {
    const user = await userWithParty('P1000003');
    fake.answer(byEndpoint({ performKycAmlBasic: kycCheck('Auto Approved', 'Auto Approved') }));
    const res = await call('POST', 'updateKycAml', user.token);
    expect(res.json().data.data).toMatchObject({ status: 'approved', providerWarnings: ['Address Does Not Match'], providerErrors: [] });
    expect(Object.fromEntries(await formOf(fake.last()))).toEqual({
      clientID: 'client-123',
      developerAPIKey: 'dev-key-456',
      partyId: 'P1000003',
    });
  });

  it('a disapproval is shown and left to staff (still under review)', async () => {
    const user = await userWithParty('P1000004');
    fake.answer(byEndpoint({ performKycAmlBasic: kycCheck('Disapproved', 'Auto Approved') }));
    const party = dataOf<{ status: string; providerErrors: string[] }>(await call('POST', 'updateKycAml', user.token));
    expect(party.status).toBe('under-review');
    expect(party.providerErrors).toEqual(['KYC: Disapproved; AML: Auto Approved (PASS)']);
  });

  it('reads the decision with getKycAml when asked to refresh', async () => {
    const user = await userWithParty('P1000005');
    fake.answer(
      byEndpoint({
        getKycAml: ok({
          'KYC Status': 'Manually Approved',
          'Party Status': { PartyID: 'P1000005', 'AML status': 'Auto Approved', 'AML date': '08-06-2026' },
        }),
      }),
    );
    const res = await call('GET', 'get-user-kyc?refresh=true', user.token);
    expect(dataOf<{ party: { status: string } }>(res).party.status).toBe('approved');
    expect(fake.last().path).toBe(`${PATH}/getKycAml`);
  });

  describe('a provider that is down', () => {
    it('a server failure is a clean, translated 502, and nothing half-done is kept', async () => {
      const user = await createUser(ctx);
      fake.answer(() => ({ status: 500, text: '<html><body>Fatal error: Uncaught Exception in /var/www/tapi.php:42</body></html>' }));
      const res = await call('POST', 'createParty', user.token, validParty);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'The identity verification service is not available at the moment. Please try again later.',
      });
      expect(await ctx.handle.db.select().from(kycParties).where(eq(kycParties.userId, user.id))).toEqual([]);

      const fr = await call('POST', 'createParty', user.token, validParty, 'fr');
      expect(fr.json().message).toBe(
        'Le service de vérification d’identité est indisponible pour le moment. Veuillez réessayer plus tard.',
      );
    });

    it('an upload during an outage leaves no stored file', async () => {
      const user = await userWithParty('P1000006');
      fake.answer(() => ({ status: 503, text: 'Service Unavailable' }));
      expect((await upload(user.token)).statusCode).toBe(502);
      expect(await ctx.handle.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    });

    it('refused credentials and an unreachable host are 502 too', async () => {
      const user = await userWithParty('P1000007');
      fake.answer(() => ({ status: 401, json: { statusCode: '103', statusDesc: 'Invalid Client ID or Developer Key' } }));
      expect((await call('POST', 'updateKycAml', user.token)).statusCode).toBe(502);

      ctx.app.config.kyc.northCapital.url = 'http://127.0.0.1:9/tapiv3/index.php/v3';
      const res = await call('POST', 'updateKycAml', user.token);
      expect(res.statusCode).toBe(502);
      expect(res.body).not.toMatch(/ECONNREFUSED|stack|127\.0\.0\.1/);
    });
  });
});
