import { getT } from '@cf/i18n';
import { type AppLoadContext, redirect } from '@remix-run/node';
import { type AccountApi, accountApi } from '../account/api.server';
import { siteExtras } from '../account/site.server';
import { dataOf, failureOf, isOk } from '../api.server';
import { pageMessages } from '../page-messages.server';
import { enabledRoutes, type PaymentRoute } from '../payments/gateways.server';
import { redirectWithToast } from '../session.server';
import { ACH_API, type AchAccount, type AchConnectionUrl, BANK_PATHS } from './types';

/** The `bank` texts a page needs (and the bank rules' messages, which are the campaign funding step's). */
export const bankMessages = (lang: string) => pageMessages(lang, { bank: true, campaigns: ['validation'] });

/** The caller's active linked accounts, newest first. */
export async function linkedAccounts(api: AccountApi): Promise<AchAccount[]> {
  return (await api.get<AchAccount[]>(`${ACH_API}/get-all-accounts-by-user`)) ?? [];
}

/** The accounts a payment form offers: only when the ACH route is offered at all. */
export const accountsForRoutes = (api: AccountApi, routes: PaymentRoute[]) =>
  routes.includes('ach') ? linkedAccounts(api) : Promise.resolve([] as AchAccount[]);

/** /settings/ach-account-list: the accounts, whether ACH is on, and the one whose disconnection is being confirmed (?disconnect=). */
export async function loadAccountList(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const [accounts, routes, site] = await Promise.all([
    linkedAccounts(api),
    enabledRoutes(context, api.lang),
    siteExtras(request, context, api.lang),
  ]);
  const confirmId = new URL(request.url).searchParams.get('disconnect');
  return {
    accounts,
    achOn: routes.includes('ach'),
    confirming: accounts.find((a) => a.id === confirmId) ?? null,
    lang: api.lang,
    timezone: site.timezone,
    messages: bankMessages(api.lang),
  };
}

/**
 * The list page's two forms: "Link a bank account" asks the API where to link (Plaid's Hosted
 * Link, or the twin's page here) and goes there; "Yes, disconnect" disconnects, then back to the list.
 */
export async function accountListAction(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'link') {
    const res = await api.send('POST', `${ACH_API}/get-connection-url`);
    if (!isOk(res)) return { error: failureOf(res).message || t('bank.linkFailed') };
    const { url, twin } = dataOf<AchConnectionUrl>(res);
    // The twin's page is ours (a path on this site); Plaid's Hosted Link is elsewhere.
    const target = new URL(url);
    return redirect(twin ? `${target.pathname}${target.search}` : target.href);
  }
  const id = String(form.get('accountId') ?? '');
  if (intent !== 'disconnect' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Response('Bad request', { status: 400 });
  const res = await api.send('DELETE', `${ACH_API}/disconnect-ach-account/${id}`);
  if (!isOk(res)) return { error: failureOf(res).message };
  return redirectWithToast(request, context, BANK_PATHS.list, { type: 'success', text: t('bank.disconnected') });
}
