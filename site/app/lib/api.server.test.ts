import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFile, apiGet, apiList, apiRequest, apiUpload, failureOf, okOrThrow, refusal } from './api.server';
import { env } from './env.server';

type Call = { method: string; path: string; headers?: Record<string, string>; body?: unknown };
type Answer = { status: number; body?: string | Uint8Array; headers?: Record<string, string> };

/** A context whose in-process API is a fake: it records the calls and gives the answers in order. */
function fakeApi(...answers: Answer[]) {
  const calls: Call[] = [];
  const context = {
    api: async (call: Call) => {
      calls.push(call);
      const answer = answers.shift() ?? { status: 200, body: '' };
      const bytes = typeof answer.body === 'string' || answer.body === undefined ? Buffer.from(answer.body ?? '') : answer.body;
      return { status: answer.status, headers: answer.headers ?? {}, body: Buffer.from(bytes).toString(), rawBody: bytes };
    },
  } as AppLoadContext;
  return { context, calls };
}

const json = (status: number, value: unknown): Answer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('apiRequest', () => {
  it('calls /api/v1 with the language, the token and a JSON body', async () => {
    const { context, calls } = fakeApi(json(201, { status: 'success', data: { data: { id: 7 } } }));
    const res = await apiRequest(context, { method: 'POST', path: '/things?kind=a', lang: 'fr', token: 'tok', body: { name: 'x' } });
    expect(res).toEqual({ status: 201, json: { status: 'success', data: { data: { id: 7 } } } });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/things?kind=a&language=fr',
      headers: { accept: 'application/json', 'accept-language': 'fr', authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
  });

  it('sends no authorization without a token and no body for a read', async () => {
    const { context, calls } = fakeApi(json(200, {}));
    await apiRequest(context, { path: '/site/shell', lang: 'ar' });
    expect(calls[0]!.path).toBe('/api/v1/site/shell?language=ar');
    expect(calls[0]!.headers).toEqual({ accept: 'application/json', 'accept-language': 'ar' });
    expect(calls[0]!.body).toBeUndefined();
  });

  it('gives null for an answer that is empty or not JSON', async () => {
    const { context } = fakeApi({ status: 204 }, { status: 502, body: '<html>Bad gateway</html>' });
    expect(await apiRequest(context, { path: '/a', lang: 'en' })).toEqual({ status: 204, json: null });
    expect(await apiRequest(context, { path: '/b', lang: 'en' })).toEqual({ status: 502, json: null });
  });
});

describe('error mapping', () => {
  it('groups field errors by field and keeps the message and the resend flag', () => {
    const failure = failureOf({
      status: 400,
      json: {
        status: 'fail',
        message: 'Check the form',
        showResendLink: true,
        errors: [
          { field: 'email', message: 'Invalid e-mail' },
          { field: 'email', message: 'Already taken' },
          { field: 'password', message: 'Too short' },
          { message: 'no field' },
          { field: 'x', message: 3 },
        ],
      },
    });
    expect(failure).toEqual({
      message: 'Check the form',
      fieldErrors: { email: ['Invalid e-mail', 'Already taken'], password: ['Too short'] },
      showResendLink: true,
    });
  });

  it('gives an empty failure for an answer without an envelope', () => {
    expect(failureOf({ status: 500, json: null })).toEqual({ message: '', fieldErrors: {}, showResendLink: false });
  });

  it('turns refusals into the page status: 4xx kept, API faults become 502', () => {
    expect(refusal({ status: 403, json: null }).status).toBe(403);
    expect(refusal({ status: 404, json: null }).status).toBe(404);
    expect(refusal({ status: 500, json: null }).status).toBe(502);
    expect(refusal({ status: 503, json: null }).status).toBe(502);
    // Too many requests stays a 429 with the API's Retry-After (60 s when it gave none), never a 502.
    expect(refusal({ status: 429, json: null, retryAfter: '17' }).headers.get('retry-after')).toBe('17');
    const limited = refusal({ status: 429, json: null });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '60']);
    const ok = { status: 200, json: {} };
    expect(okOrThrow(ok)).toBe(ok);
    expect(() => okOrThrow({ status: 401, json: null })).toThrow(Response);
  });
});

describe('apiGet and apiList', () => {
  it('reads the inner data, null on 404, and throws other refusals', async () => {
    const { context } = fakeApi(json(200, { status: 'success', data: { data: { a: 1 } } }), json(404, {}), json(500, {}), json(403, {}));
    expect(await apiGet(context, { path: '/x', lang: 'en' })).toEqual({ a: 1 });
    expect(await apiGet(context, { path: '/x', lang: 'en' })).toBeNull();
    expect(((await thrown(apiGet(context, { path: '/x', lang: 'en' }))) as Response).status).toBe(502);
    expect(((await thrown(apiGet(context, { path: '/x', lang: 'en' }))) as Response).status).toBe(403);
  });

  it('reads a list as items with its paging and what the API adds beside them', async () => {
    const { context } = fakeApi(
      json(200, { status: 'success', data: { data: [{ id: 1 }, { id: 2 }], total: 12, page: 2, limit: 2, unreadCount: 3 } }),
    );
    expect(await apiList(context, { path: '/notifications', lang: 'en', token: 't' })).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 12,
      page: 2,
      limit: 2,
      unreadCount: 3,
    });
  });

  it('throws a refused list (404 stays a 404 page)', async () => {
    const { context } = fakeApi(json(404, {}));
    expect(((await thrown(apiList(context, { path: '/l', lang: 'en' }))) as Response).status).toBe(404);
  });
});

describe('apiUpload', () => {
  it('sends the form as multipart bytes with its boundary', async () => {
    const { context, calls } = fakeApi(json(200, { status: 'success', data: { data: {} } }));
    const form = new FormData();
    form.append('kind', 'logo');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'logo.png');
    const res = await apiUpload(context, { path: '/campaigns/equities/3/images', lang: 'en', token: 't', formData: form });
    expect(res.status).toBe(200);
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/v1/campaigns/equities/3/images?language=en');
    const type = call.headers!['content-type']!;
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(Buffer.isBuffer(call.body)).toBe(true);
    const text = (call.body as Buffer).toString();
    expect(text).toContain(type.split('boundary=')[1]);
    expect(text).toContain('name="kind"');
    expect(text).toContain('filename="logo.png"');
    expect(text).toContain('PNGDATA');
  });

  it('uses PATCH when asked', async () => {
    const { context, calls } = fakeApi(json(200, {}));
    await apiUpload(context, { path: '/p', lang: 'en', formData: new FormData(), method: 'PATCH' });
    expect(calls[0]!.method).toBe('PATCH');
  });
});

describe('apiFile', () => {
  it('passes the bytes and only the allowed headers, never cached', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const { context, calls } = fakeApi({
      status: 200,
      body: pdf,
      headers: { 'content-type': 'application/pdf', 'content-length': '4', 'set-cookie': 'secret=1', 'x-internal': 'y' },
    });
    const file = await apiFile(context, { path: '/files/abc', lang: 'en', token: 'tok' });
    expect(calls[0]!.headers).toEqual({ 'accept-language': 'en', authorization: 'Bearer tok' });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await new Response(file.body).arrayBuffer())).toEqual(pdf);
    expect(Object.fromEntries(file.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '4',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('makes anything a browser could render as a page a download', async () => {
    const { context } = fakeApi({ status: 200, body: '<script>', headers: { 'content-type': 'text/html' } });
    const file = await apiFile(context, { path: '/files/abc', lang: 'en' });
    expect(file.headers.get('content-disposition')).toBe('attachment');
  });

  it('gives the status and no body for a refusal', async () => {
    const { context } = fakeApi({ status: 404, body: '{"status":"fail"}' });
    const file = await apiFile(context, { path: '/files/abc', lang: 'en', token: 'tok' });
    expect(file.status).toBe(404);
    expect(file.body).toBeNull();
  });
});

describe('over HTTP (no in-process API)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the same request to API_URL', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { data: 5 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiGet({} as AppLoadContext, { path: '/count', lang: 'en', token: 't' })).toBe(5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${env().API_URL}/api/v1/count?language=en`);
    expect(init).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer t' }, redirect: 'manual' });
  });
});
