import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { apiGet } from '../api.server';
import type { PaymentGateway } from '../payments/gateways.server';
import { bankMessages, linkedAccounts } from './bank.server';

/** /settings/payment-options: the routes the console has on (with their currencies) and the user's linked accounts. */
export async function loadPaymentOptions(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const gateways = ((await apiGet<PaymentGateway[]>(context, { path: '/admin/payment-gateway/', lang: api.lang })) ?? []).filter(
    (g) => g.enabled,
  );
  const accounts = gateways.some((g) => g.provider === 'ach') ? await linkedAccounts(api) : [];
  return { gateways, accounts, lang: api.lang, messages: bankMessages(api.lang) };
}
