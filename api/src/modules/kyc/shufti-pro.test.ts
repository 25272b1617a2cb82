import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, useTestApp } from '../../../test/app';
import { form, tinyJpeg, validParty } from '../../../test/identity';
import { type FakeProvider, jsonOf, startFakeProvider } from '../../../test/kyc-fake';
import type { AppConfig } from '../../config';

const basic = `Basic ${Buffer.from('shufti-client:shufti-secret').toString('base64')}`;

describe('identity verification through Shufti Pro (fake API on loopback)', () => {
  let fake: FakeProvider;
  const kyc: AppConfig['kyc'] = {
    provider: 'shuftiprokyc',
    northCapital: { url: 'http://127.0.0.1:9', clientId: undefined, developerKey: undefined },
    shufti: { url: '', clientId: 'shufti-client', secretKey: 'shufti-secret' },
  };
  beforeAll(async () => {
    fake = await startFakeProvider();
    kyc.shufti.url = fake.url;
  });
  afterAll(() => fake.close());
  const ctx = useTestApp({ kyc });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object, lang = 'en') =>
    ctx.app.inject({
      method,
      url: `/api/v1/northKYC/${path}`,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  async function upload(token: string, documentType = 'passport') {
    const body = await form({ documentType }, [{ field: 'file', name: 'passport.jpg', type: 'image/jpeg', data: tinyJpeg() }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/northKYC/uploadPartyDocument',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  /** Answers with the request's own reference, as Shufti does. */
  const event =
    (name: string, extra: object = {}, status = 200) =>
    (request: { body: Buffer }) => ({
      status,
      json: { reference: JSON.parse(request.body.toString()).reference, event: name, ...extra },
    });

  it('creates the party with an AML background check (basic auth, JSON) and uses its reference', async () => {
    const user = await createUser(ctx);
    fake.answer(event('request.pending'));
    const res = await call('POST', 'createParty', user.token, validParty, 'fr');
    expect(res.statusCode).toBe(201);
    const party = res.json().data.data;
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/');
    expect(request.headers.authorization).toBe(basic);
    expect(request.headers['content-type']).toBe('application/json');
    const sent = jsonOf(request);
    expect(sent).toEqual({
      reference: party.partyId,
      email: user.email,
      country: 'US',
      language: 'FR',
      verification_mode: 'any',
      background_checks: { name: { first_name: 'Ada', middle_name: 'B', last_name: 'Lovelace' }, dob: '1980-05-17' },
    });
    expect(party).toMatchObject({
      provider: 'shuftiprokyc',
      partyId: expect.stringMatching(/^cf-/),
      status: 'under-review',
      providerErrors: [],
    });
  });

  it('sends a document as a verification request, shows a decline, then reads the status with /status', async () => {
    const user = await createUser(ctx);
    fake.answer(event('request.pending'));
    const created = await call('POST', 'createParty', user.token, validParty);
    const party = created.json().data.data as { partyId: string };

    fake.answer(
      event('verification.declined', { declined_reason: 'Document originality could not be verified', declined_codes: ['SPDR01'] }),
    );
    const res = await upload(user.token);
    expect(res.statusCode).toBe(201);
    const doc = res.json().data.data;
    expect(doc).toMatchObject({
      providerRef: expect.stringMatching(new RegExp(`^${party.partyId}-d`)),
      status: 'under-review',
      providerErrors: ['Document originality could not be verified'],
      providerWarnings: ['Codes: SPDR01'],
    });
    const sent = jsonOf(fake.last());
    expect(sent).toMatchObject({
      reference: doc.providerRef,
      document: {
        proof: tinyJpeg().toString('base64'),
        supported_types: ['passport'],
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        dob: '1980-05-17',
      },
    });

    fake.answer(event('verification.accepted'));
    const checked = await call('POST', 'updateKycAml', user.token);
    expect(checked.json().data.data).toMatchObject({ status: 'approved', providerErrors: [] });
    const status = fake.last();
    expect(status.path).toBe('/status');
    expect(status.headers.authorization).toBe(basic);
    expect(jsonOf(status)).toEqual({ reference: doc.providerRef });
  });

  it('shows an invalid request’s message to the user', async () => {
    const user = await createUser(ctx);
    fake.answer(
      event(
        'request.invalid',
        { error: { service: 'background_checks', key: 'dob', message: 'The dob does not match the format Y-m-d.' } },
        400,
      ),
    );
    const res = await call('POST', 'createParty', user.token, validParty);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data.providerErrors).toEqual(['dob: The dob does not match the format Y-m-d.']);
  });

  it('a server failure or refused credentials are a clean, translated 502', async () => {
    const user = await createUser(ctx);
    fake.answer(() => ({ status: 500, text: 'Internal Server Error' }));
    const down = await call('POST', 'createParty', user.token, validParty, 'ar');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ status: 'error', message: 'خدمة التحقق من الهوية غير متاحة حاليًا. يرجى المحاولة لاحقًا.' });

    fake.answer(event('request.unauthorized', { error: { message: 'Authorization keys are missing/invalid.' } }, 401));
    const refused = await call('POST', 'createParty', user.token, validParty);
    expect(refused.statusCode).toBe(502);
    expect(refused.body).not.toContain('Authorization keys');
  });
});
