import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { ReservationFrontOut, ReservationSummaryOut } from '@cf/domain/schemas/reservations';
import { apiGet, apiRequest, dataOf, failureOf, isOk } from '../api.server';
import { loadViewer, requireUser } from '../auth.server';
import { requestLanguage } from '../language.server';
import { pageMessages } from '../page-messages.server';
import { redirectWithToast } from '../session.server';
import { reservePath } from './paths';

export { reservePath };

/** Dates come as strings over the wire. */
export type ReservationFront = Omit<ReservationFrontOut, 'reservation'> & {
  reservation: { id: string; amount: number; currency: string } | null;
};
export type ReservationSummary = ReservationSummaryOut;

/** What the reserve box's form answers when it cannot go on: the field's error, or the API's message. */
export type ReserveActionData = { error: string | null; amountError: string | null; amount: string };

/** The reserve box's texts (campaigns.reservations), for the page or the component that shows it. */
export const reservationMessages = (lang: string) => pageMessages(lang, { campaigns: ['reservations'] });

/** GET /reservations/front/:slug: the campaign as the reserve box needs it, with the viewer's reservation; null when hidden. */
export async function loadReservationFront(request: Request, context: AppLoadContext, slug: string): Promise<ReservationFront | null> {
  const viewer = await loadViewer(request, context);
  return apiGet<ReservationFront>(context, {
    path: `/reservations/front/${encodeURIComponent(slug)}`,
    lang: requestLanguage(request),
    token: viewer.token,
  });
}

/**
 * The campaign page's 404 when the campaign is not public: a campaign taking reservations before
 * launch sends its visitors to its reserve page instead; anything else is thrown as it was.
 */
export async function reservationsInstead(request: Request, context: AppLoadContext, slug: string, error: unknown): Promise<never> {
  if (error instanceof Response && error.status === 404 && slug) {
    const front = await loadReservationFront(request, context, slug);
    if (front?.open) throw redirect(reservePath(front.slug));
  }
  throw error;
}

/** /reserve/:slug: the campaign's reserve box (a campaign not taking reservations, and not public, is a 404). */
export async function reservePageLoader(request: Request, context: AppLoadContext, slug: string) {
  const lang = requestLanguage(request);
  const front = await loadReservationFront(request, context, slug);
  if (!front) throw new Response(null, { status: 404 });
  return { front, lang, messages: reservationMessages(lang) };
}

/**
 * The reserve box's form: reserve (or change) an amount typed in major units, or cancel. Visitors
 * go to login and come back. Success comes back to the page with a toast; a refused amount stays
 * in the form with the API's message under it.
 */
export async function reserveAction(request: Request, context: AppLoadContext, slug: string): Promise<ReserveActionData | Response> {
  const back = reservePath(slug);
  const viewer = await loadViewer(request, context);
  if (!viewer.token) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  const lang = requestLanguage(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const front = await loadReservationFront(request, context, slug);
  if (!front) throw new Response(null, { status: 404 });
  const path = `/campaign/${front.campaignId}/reservation`;
  if (intent === 'cancel') {
    const res = await apiRequest(context, { method: 'DELETE', path, lang, token: viewer.token });
    if (isOk(res))
      return redirectWithToast(request, context, back, { type: 'success', text: getT(lang)('campaigns.reservations.cancelled') });
    return { error: failureOf(res).message || null, amountError: null, amount: '' };
  }
  if (intent !== 'reserve') throw new Response(null, { status: 400 });
  const typed = String(form.get('amount') ?? '');
  const amount = parseTypedMajor(typed, front.currency?.decimals ?? 2);
  if (amount === null || amount < 1) return { error: null, amountError: getT(lang)('campaigns.reservations.amountInvalid'), amount: typed };
  const res = await apiRequest(context, { method: 'PUT', path, lang, token: viewer.token, body: { amount } });
  if (isOk(res)) return redirectWithToast(request, context, back, { type: 'success', text: getT(lang)('campaigns.reservations.reserved') });
  const failure = failureOf(res);
  const amountError = failure.fieldErrors.amount?.[0] ?? null;
  return { error: amountError ? null : failure.message || null, amountError, amount: typed };
}

/** The owner's reservations panel: the summary (null for anyone else) and its texts. */
export async function ownerReservationsLoader(request: Request, context: AppLoadContext, id: number) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const summary = await apiGet<ReservationSummary>(context, { path: `/campaign/${id}/reservations`, lang, token });
  return { summary, messages: reservationMessages(lang) };
}

/** The owner opens or closes reservations; the panel's fetcher gets the new summary or the API's message. */
export async function ownerReservationsAction(request: Request, context: AppLoadContext, id: number) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const form = await request.formData();
  const open = form.get('open') === 'true';
  const scripted = form.get('js') === '1';
  const res = await apiRequest(context, { method: 'PUT', path: `/campaign/${id}/reservations-open`, lang, token, body: { open } });
  if (isOk(res)) return { summary: dataOf<ReservationSummary>(res), error: null, scripted };
  return { summary: null, error: failureOf(res).message || null, scripted };
}
