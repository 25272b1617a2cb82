import { getT } from '@cf/i18n';
import type { $ZodType, output } from 'zod/v4/core';
import { submitForm } from '../account/forms.server';
import { type ApiResponse, isOk } from '../api.server';
import { parseForm } from '../validation';
import { failureRedirect, type OwnerApi, toastRedirect } from './api.server';

export type FormCtx = {
  api: OwnerApi;
  formData: FormData;
  intent: string;
  /** Where the page goes back to after an accepted change (the same step or tab). */
  back: string;
};

/**
 * One form of an owner page: parsed with the same schema the browser used, sent to the API (one
 * or several calls, stopping at the first refusal), then back to the page with a toast, or the
 * form again with the API's field errors on their fields.
 */
export function ownerForm<Schema extends $ZodType>(
  ctx: FormCtx,
  schema: Schema,
  call: (value: output<Schema>) => Promise<ApiResponse>,
  done: { key: string; to?: string; params?: Record<string, unknown> } = { key: 'wizard.saved' },
  hide: string[] = [],
) {
  return submitForm({
    formData: ctx.formData,
    schema,
    lang: ctx.api.lang,
    intent: ctx.intent,
    hide,
    call,
    done: () => toastRedirect(ctx.api, done.to ?? ctx.back, 'success', done.key, done.params),
  });
}

/** Calls in order, stopping at the first that is refused (its answer is the one returned). */
export async function inOrder(...calls: (() => Promise<ApiResponse> | null)[]): Promise<ApiResponse> {
  let last: ApiResponse = { status: 200, json: null };
  for (const call of calls) {
    const res = await call();
    if (!res) continue;
    last = res;
    if (!isOk(res)) return res;
  }
  return last;
}

/** A button-only change (delete, resend, approve...): back with a toast either way. */
export async function quickAction(ctx: FormCtx, send: () => Promise<ApiResponse>, key: string) {
  const res = await send();
  if (!isOk(res)) return failureRedirect(ctx.api, ctx.back, res);
  return toastRedirect(ctx.api, ctx.back, 'success', key);
}

/** The id a button names (hidden field `id`), digits only. */
export function partId(formData: FormData): number {
  const raw = String(formData.get('id') ?? '');
  if (!/^\d{1,10}$/.test(raw)) throw new Response(null, { status: 400 });
  return Number(raw);
}

/** Parses without sending: for forms whose API call needs more than the parsed value. */
export function parseOnly<Schema extends $ZodType>(ctx: FormCtx, schema: Schema) {
  return parseForm(ctx.formData, schema, getT(ctx.api.lang));
}

/** A refused edit of one item of a list: its answer names the item, so only that item's form shows it. */
export function withItem<T>(answer: T, itemId: number): T | (T & { itemId: number }) {
  return answer instanceof Response ? answer : { ...answer, itemId };
}
