import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { dataOf, isOk, okOrThrow } from '../api.server';
import { accountApi } from '../wallet/wallet.server';
import { REGIONAL_API } from './paths';
import { currencyOf, paymentRedirect, regionalMessages } from './regional.server';
import type { RegionalTopUp, RegionalTwinPayIn } from './types';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /mangopay-topup-receipt?topUpId=&transactionId=: MangoPay sends the payer back here. The API
 * asks MangoPay how the PayIn stands (the address proves nothing) and credits a succeeded one,
 * once; the page shows what it says.
 */
export async function loadTopUpReceipt({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const api = await accountApi(request, context);
  const query = new URL(request.url).searchParams;
  const ref = [query.get('topUpId'), query.get('transactionId')].find((v): v is string => !!v && ID.test(v));
  if (!ref) throw new Response(null, { status: 404 });
  const topUp = dataOf<RegionalTopUp>(okOrThrow(await api.send('GET', `${REGIONAL_API}/check-payment-session/${encodeURIComponent(ref)}`)));
  const { currency, timezone } = await currencyOf(request, context, api.lang, topUp.currencyCode);
  return { topUp, currency, timezone, lang: api.lang, messages: regionalMessages(api.lang) };
}

const payInPath = (id: string) => `${REGIONAL_API}/twin/pay-ins/${encodeURIComponent(id)}`;

/** /mangopay-topup-pay/{payInId}: the sandbox twin's card page (test mode without keys), for the payer. */
export async function loadTwinCardPage({ request, context, params }: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>) {
  const api = await accountApi(request, context);
  if (!ID.test(params.payInId ?? '')) throw new Response(null, { status: 404 });
  const payIn = await api.get<RegionalTwinPayIn>(payInPath(params.payInId!));
  if (!payIn) throw new Response(null, { status: 404 });
  const { currency } = await currencyOf(request, context, api.lang, payIn.currencyCode);
  return { payIn, currency, lang: api.lang, messages: regionalMessages(api.lang) };
}

/** Pay or Fail, then back to the receipt as MangoPay would send the payer. */
export async function completeTwinCardPage({ request, context, params }: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>) {
  const api = await accountApi(request, context);
  if (!ID.test(params.payInId ?? '')) throw new Response(null, { status: 404 });
  const outcome = (await request.formData()).get('outcome') === 'paid' ? 'paid' : 'failed';
  const res = await api.send('POST', `${payInPath(params.payInId!)}/complete`, { outcome });
  if (!isOk(res)) throw new Response(null, { status: res.status >= 500 ? 502 : res.status });
  return redirect(paymentRedirect(dataOf<{ returnUrl: string }>(res).returnUrl));
}
