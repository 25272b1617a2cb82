import { parseTypedMajor } from '@cf/domain/money';
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { apiGet, failureOf, isOk } from '../api.server';
import { siteExtras } from '../account/site.server';
import type { OfferFront } from '../invest/types';
import { pageMessages } from '../page-messages.server';
import { redirectWithToast } from '../session.server';
import type { SavedInvestment } from './types';

/** /save-investment: the caller's saved investments and the page's texts. */
export async function loadSaved(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const [items, site] = await Promise.all([api.get<SavedInvestment[]>('/save-investment'), siteExtras(request, context, api.lang)]);
  const messages = pageMessages(api.lang, { savedInvestments: true });
  return {
    items: items ?? [],
    lang: api.lang,
    timezone: site.timezone,
    messages,
    title: (messages.savedInvestments as { title: string }).title,
  };
}

/** The invest page's data with the texts of its "Save for later" button. */
export function withSaveForLater<T extends { lang: string }>(data: T) {
  return { ...data, saveForLater: pageMessages(data.lang, { savedInvestments: ['saveForLater', 'saveHint'] }) };
}

/** The delete button of a row (a plain form post): the API decides whose it is. */
export async function deleteSaved(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const id = String((await request.formData()).get('id') ?? '');
  const res = await api.send('DELETE', `/save-investment/delete-saved-investment-user/${encodeURIComponent(id)}`);
  if (!isOk(res)) return redirectWithToast(request, context, '/save-investment', { type: 'error', text: failureOf(res).message });
  return redirectWithToast(request, context, '/save-investment', { type: 'success', key: 'savedInvestments.deleted' });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The invest form's "Save for later" button (intent save): what is typed so far goes to the API,
 * which checks it with the investing rules; then to /save-investment. Null for any other intent,
 * so the invest action runs. A refusal is shown on the invest form, on its field.
 */
export async function saveForLater(request: Request, context: AppLoadContext, campaignId: string) {
  const form = await request.clone().formData();
  if (!form.getAll('intent').includes('save')) return null;
  const api = await accountApi(request, context);
  const offer = await apiGet<OfferFront>(context, { path: `/process-investment/${campaignId}/front`, lang: api.lang });
  if (!offer) throw new Response('Not found', { status: 404 });
  const [mode = '', amount = '', shares = '', paymentType = ''] = ['mode', 'amount', 'shares', 'paymentType'].map((name) =>
    text(form, name),
  );
  const initialValue = { mode: mode || 'amount', amount, shares, paymentType, signatureType: 'typed' };
  const reply = (error: Record<string, string[]>): { result: SubmissionResult<string[]> } => ({
    result: { status: 'error', initialValue, error },
  });
  const ask =
    mode === 'shares'
      ? { shares: /^\d{1,15}$/.test(shares) ? Number(shares) : 0 }
      : { amount: parseTypedMajor(amount, offer.currency.decimals) ?? 0 };
  const res = await api.send('POST', '/save-investment', {
    campaignId: offer.campaignId,
    ...ask,
    ...(paymentType ? { paymentType } : {}),
  });
  if (!isOk(res)) {
    const failure = failureOf(res);
    const fields = Object.keys(failure.fieldErrors).filter((f) => f in initialValue);
    return reply(fields.length ? Object.fromEntries(fields.map((f) => [f, failure.fieldErrors[f]!])) : { '': [failure.message] });
  }
  return redirectWithToast(request, context, '/save-investment', { type: 'success', key: 'savedInvestments.saved' });
}
