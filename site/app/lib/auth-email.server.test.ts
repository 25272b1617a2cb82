import { forgotPasswordInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { authEmailAction } from './auth-email.server';

const t = getT('en');

function post(fields: Record<string, string>) {
  return new Request('http://site.test/forgot-password', { method: 'POST', body: new URLSearchParams(fields) });
}

/** An in-process API that records the calls and always gives one answer. */
function fakeApi(status: number, body: unknown) {
  const calls: { path: string; body?: unknown }[] = [];
  const text = JSON.stringify(body);
  const context = {
    api: async (call: { path: string; body?: unknown }) => {
      calls.push(call);
      return { status, headers: {}, body: text, rawBody: Buffer.from(text) };
    },
  } as AppLoadContext;
  return { context, calls };
}

const run = (request: Request, context: AppLoadContext) =>
  authEmailAction({ request, context, params: {} }, forgotPasswordInput, '/users/forgotPassword');

describe('authEmailAction', () => {
  it('puts a malformed address back on the e-mail field without calling the API', async () => {
    const { context, calls } = fakeApi(200, {});
    const answer = await run(post({ email: 'not-an-address' }), context);
    expect(answer.sent).toBe(false);
    expect(answer.result.error).toEqual({ email: [t('validation.invalidEmail')] });
    expect(calls).toHaveLength(0);
  });

  it('asks for an address when the field is empty', async () => {
    const { context } = fakeApi(200, {});
    const answer = await run(post({ email: '' }), context);
    expect(answer.result.error?.email).toEqual([t('validation.required')]);
  });

  it('sends the normalised address and says the link is on its way', async () => {
    const { context, calls } = fakeApi(200, { status: 'success', data: { data: null } });
    const answer = await run(post({ email: '  Ann@Example.TEST ' }), context);
    expect(answer.sent).toBe(true);
    expect(calls[0]!.path).toBe('/api/v1/users/forgotPassword?language=en');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'ann@example.test' });
    // The form is emptied for the next address.
    expect(answer.result.initialValue).toBeNull();
  });

  it("shows the API's field error on its field and its message on the form", async () => {
    const fieldRefusal = fakeApi(422, {
      status: 'fail',
      message: 'Nope',
      errors: [{ field: 'email', message: 'Too many requests for this address' }],
    });
    const onField = await run(post({ email: 'ann@example.test' }), fieldRefusal.context);
    expect(onField.sent).toBe(false);
    expect(onField.result.error).toEqual({ email: ['Too many requests for this address'] });

    const formRefusal = fakeApi(429, { status: 'fail', message: 'Slow down' });
    const onForm = await run(post({ email: 'ann@example.test' }), formRefusal.context);
    expect(onForm.result.error).toEqual({ '': ['Slow down'] });
  });
});
