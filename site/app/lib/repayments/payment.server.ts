import { isPayable, REPAYMENT_PAY_ROUTES, type RepaymentPayRoute } from '@cf/domain/repayments';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { type AccountApi, accountApi } from '../account/api.server';
import { dataOf, failureOf, isOk } from '../api.server';
import { replyWithFailure } from '../form-reply.server';
import { checkoutRedirect, enabledRoutes } from '../payments/gateways.server';
import { parseForm } from '../validation';
import type { WalletDetail } from '../wallet/types';
import { payForm, repaymentIdOf } from './forms';
import { receiptPathOf } from './paths';
import type { SingleRepayment } from './types';

/** One repayment as the caller may see it (404 for anyone but its campaign's owner, investors and staff). */
export async function loadRepayment(api: AccountApi, id: string): Promise<SingleRepayment> {
  const single = await api.get<SingleRepayment>(`/campaigns/equities/${id}/get-single-repayment`);
  if (!single) throw new Response(null, { status: 404 });
  return single;
}

/** The payment page: the owner's repayment, the routes the console has on, and the wallet's balance in its currency. */
export async function loadPayment(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const api = await accountApi(request, context);
  const single = await loadRepayment(api, repaymentIdOf(rawId));
  if (single.role !== 'owner') throw new Response(null, { status: 404 });
  const [routes, wallet] = await Promise.all([
    enabledRoutes(context, api.lang, single.campaign.currency.code),
    api.get<WalletDetail>(`/wallet/get-user-wallet-detail?currencyCode=${single.campaign.currency.code}`),
  ]);
  const { status, paymentType } = single.repayment;
  return {
    single,
    routes: REPAYMENT_PAY_ROUTES.filter((r) => (routes as string[]).includes(r)) as RepaymentPayRoute[],
    balance: wallet?.balance ?? 0,
    payable: isPayable(status, paymentType),
    lang: api.lang,
  };
}

/**
 * Pay: PATCH process-repayment. A card route goes on to its checkout; the others to the receipt,
 * which is also where a refused debit ("Re-payment process failed") is shown. A route that is off
 * stays on the form with its error.
 */
export async function payRepayment(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const api = await accountApi(request, context);
  const id = repaymentIdOf(rawId);
  const submission = parseForm(await request.formData(), payForm, getT(api.lang));
  if (submission.status !== 'success') return { result: submission.reply() };
  const res = await api.send('PATCH', `/campaigns/equities/${id}/process-repayment`, {
    action: 'pay',
    paymentType: submission.value.paymentType,
  });
  if (res.status === 409) throw redirect(receiptPathOf(id));
  if (!isOk(res)) return { result: replyWithFailure(submission, failureOf(res), []) };
  const { checkoutUrl } = dataOf<SingleRepayment>(res);
  throw redirect(checkoutUrl ? checkoutRedirect(checkoutUrl) : receiptPathOf(id));
}
