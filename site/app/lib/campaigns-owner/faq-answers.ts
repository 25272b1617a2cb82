import { campaignFaqPatch } from '@cf/domain/schemas/campaigns';
import { z } from '@cf/domain/zod-setup';
import type { ApiResponse } from '../api.server';
import type { Faq, FaqTemplate } from './types';

/** The answer field of one platform question on the answers form. */
export const answerField = (templateId: number) => `q${templateId}`;

/** One answer per platform question (the domain's answer rule); required ones are checked by the checklist. */
export function answersForm(templates: readonly FaqTemplate[]) {
  return z.object(Object.fromEntries(templates.map((t) => [answerField(t.id), campaignFaqPatch.shape.answer])));
}

type Sender = { send: (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<ApiResponse> };

/** An API refusal about one answer, moved onto that question's field. */
function onField(res: ApiResponse, field: string): ApiResponse {
  const body = (res.json ?? {}) as { errors?: { field?: string; message?: string }[] };
  if (!Array.isArray(body.errors)) return res;
  return { ...res, json: { ...body, errors: body.errors.map((e) => ({ ...e, field })) } };
}

/**
 * The calls the answers form makes: a new answer is posted, a changed one patched, an emptied one
 * removed; one after the other, stopping at the first refusal (shown at its question).
 */
export async function faqAnswerCalls(
  api: Sender,
  campaignId: number,
  templates: readonly FaqTemplate[],
  faqs: readonly Faq[],
  value: Record<string, string | undefined>,
  formData: FormData,
): Promise<ApiResponse> {
  const base = '/campaigns/equity/campaign-faqs';
  let last: ApiResponse = { status: 200, json: null };
  for (const template of templates) {
    const field = answerField(template.id);
    const answer = value[field];
    const existing = faqs.find((f) => f.questionId === template.id);
    let res: ApiResponse | null = null;
    if (answer && !existing) res = await api.send('POST', base, { campaignId, questionId: template.id, answer });
    else if (answer && existing && existing.answer !== answer) res = await api.send('PATCH', `${base}/${existing.id}`, { answer });
    else if (!answer && existing && formData.get(field) === '') res = await api.send('DELETE', `${base}/${existing.id}`);
    if (!res) continue;
    if (res.status >= 400) return onField(res, field);
    last = res;
  }
  return last;
}
