import { parseTypedMajor } from '@cf/domain/money';
import { directionOf, getT } from '@cf/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile, apiGet } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import type { OfferFront } from '~/lib/invest/types';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page for an ask the rules refuse (a resource route has no layout to render). */
function invalidAsk(lang: string, campaignId: string): Response {
  const t = getT(lang);
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(String(t('invest.contract.title')))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><p role="alert">${escapeHtml(String(t('invest.contract.previewInvalid')))}</p><p><a href="/invest/${escapeHtml(campaignId)}">${escapeHtml(String(t('invest.backToCampaign')))}</a></p></main></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
}

/**
 * /contract-preview/{campaignId}?amount=250.00 (major units) or ?shares=10: the contract the
 * investor would sign, unsigned, as a PDF from the API (generate-pdf). No ask: the minimum.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const campaignId = params.campaignId ?? '';
  if (!/^\d{1,10}$/.test(campaignId)) return notFoundPage(lang);
  const offer = await apiGet<OfferFront>(context, { path: `/process-investment/${campaignId}/front`, lang });
  if (!offer) return notFoundPage(lang);
  const query = new URL(request.url).searchParams;
  const shares = query.get('shares')?.trim() ?? '';
  const amountText = (query.get('amount') ?? '').trim();
  let ask: { shares: number } | { amount: number } | object = {};
  if (/^\d{1,15}$/.test(shares)) ask = { shares: Number(shares) };
  else if (amountText) {
    const amount = parseTypedMajor(amountText, offer.currency.decimals);
    if (amount === null) return invalidAsk(lang, campaignId);
    ask = { amount };
  }
  const file = await apiFile(context, {
    method: 'POST',
    path: '/contracts/generate-pdf',
    lang,
    token,
    body: { campaignId: offer.campaignId, ...ask },
  });
  if (file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file.status === 400) return invalidAsk(lang, campaignId);
  if (file.status >= 500) throw new Response(null, { status: 502 });
  return notFoundPage(lang);
}
