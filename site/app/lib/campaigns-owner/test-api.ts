import type { AppLoadContext } from '@remix-run/node';
import type { ApiResponse } from '../api.server';
import type { OwnerApi } from './api.server';
import type { StepCtx } from './step-actions.server';
import type { Campaign } from './types';

/** A test double of the owner's API: records every change and gives the answers in order. */
export function fakeOwnerApi(...answers: ApiResponse[]) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const uploads: { path: string; formData: FormData }[] = [];
  const next = () => answers.shift() ?? { status: 200, json: { status: 'success', data: { data: {} } } };
  const api = {
    user: { id: 'u1' },
    lang: 'en',
    request: new Request('http://site.test/campaign-dashboard/3'),
    context: { sessionSecret: 'test-session-secret-of-at-least-32-characters' } as AppLoadContext,
    get: async () => null,
    list: async () => ({ items: [], total: 0, page: 1, limit: 10 }),
    send: async (method: string, path: string, body?: unknown) => {
      sent.push({ method, path, body });
      return next();
    },
    upload: async (path: string, formData: FormData) => {
      uploads.push({ path, formData });
      return next();
    },
  } as unknown as OwnerApi;
  return { api, sent, uploads };
}

/** A form post as an owner page's action receives it. */
export function stepCtx(api: OwnerApi, fields: Record<string, string>, extra: Partial<StepCtx> = {}): StepCtx {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return {
    api,
    campaign: { id: 3 } as Campaign,
    formData,
    intent: fields.intent ?? '',
    back: '/create-campaign/funding/3',
    ...extra,
  };
}

export const refused = (errors: { field: string; message: string }[], message = 'Refused'): ApiResponse => ({
  status: 422,
  json: { status: 'fail', message, errors },
});
