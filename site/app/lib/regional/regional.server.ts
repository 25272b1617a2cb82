import type { MangopayErrorObject } from '@cf/domain/schemas/mangopay';
import { formatMoney } from '@cf/domain/currency-format';
import { parseTypedMajor } from '@cf/domain/money';
import { getT, messages, uiLanguage } from '@cf/i18n';
import type { Submission } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import type { AccountApi } from '../account/api.server';
import { type ApiResponse, dataOf, failureOf, isOk, okOrThrow } from '../api.server';
import { pageParam } from '../page-param';
import { redirectWithToast } from '../session.server';
import { parseForm } from '../validation';
import type { WalletCurrency } from '../wallet/types';
import { accountApi, walletCurrencies } from '../wallet/wallet.server';
import { REGIONAL_API, REGIONAL_PAGE } from './paths';
import { regionalBankAccountForm, regionalDeactivateForm, regionalPayoutForm, regionalTopUpForm } from './forms';
import type { RegionalBankAccount, RegionalTransaction, RegionalWallet } from './types';

/** The texts a regional page sends with its data (the namespace is not in the root's). */
export function regionalMessages(lang: string) {
  const all = messages[uiLanguage(lang)];
  return { regional: all.regional, wallet: { amountFormat: all.wallet.amountFormat }, invest: { payMangopay: all.invest.payMangopay } };
}

/**
 * Where to send the payer after a top-up starts or its twin page is decided: our own pages (the
 * sandbox twin's card page, the receipt) by their path, MangoPay's card page by its address.
 */
export function paymentRedirect(url: string): string {
  const parsed = new URL(url);
  return /^\/mangopay-topup-(pay|receipt)\b/.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

/** The currency of the regional wallet, as the site shows money (a code the site lacks is shown by its code). */
export async function currencyOf(request: Request, context: AppLoadContext, lang: string, code: string) {
  const { currencies, timezone } = await walletCurrencies(request, context, lang);
  const currency: WalletCurrency = currencies.find((c) => c.code === code) ?? {
    id: 0,
    code,
    name: code,
    symbol: code,
    displayFormat: 'leftSpaceCode',
    decimals: 2,
  };
  return { currency, timezone };
}

/**
 * /settings/mango-pay's data in one go: the wallet (made on first use), a page of its
 * transactions and the bank accounts. A site with the regional wallet off (or its route off) gets
 * the API's own sentence to show instead.
 */
export async function loadRegionalPage(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const detail = await api.send('GET', `${REGIONAL_API}/wallet-detail`);
  const base = { lang: api.lang, messages: regionalMessages(api.lang) };
  if (detail.status === 403 || detail.status === 400) return { ...base, off: failureOf(detail).message, data: null };
  const wallet = dataOf<RegionalWallet>(okOrThrow(detail));
  const page = pageParam(request.url);
  const [transactions, banks, money] = await Promise.all([
    api.list<RegionalTransaction>(`${REGIONAL_API}/wallet-transaction-list?page=${page}`),
    api.get<RegionalBankAccount[]>(`${REGIONAL_API}/linked-bank-accounts`),
    currencyOf(request, context, api.lang, wallet.currencyCode),
  ]);
  // Each rendering of a money form gets its own key: a double submit of it moves the money once.
  const keys = { topUp: crypto.randomUUID(), payout: crypto.randomUUID() };
  return { ...base, off: null, data: { wallet, transactions, banks: banks ?? [], keys, ...money } };
}

/** The API's refusal on the form: its field errors by field, its message (and MangoPay's own words) on top. */
function refusedReply<T>(submission: Submission<T>, res: ApiResponse, lang: string) {
  const failure = failureOf(res);
  const provider = (res.json as { providerError?: MangopayErrorObject } | null)?.providerError;
  const said = provider?.Message ? [String(getT(lang)('regional.providerSays', { message: provider.Message }))] : [];
  return submission.reply({ fieldErrors: failure.fieldErrors, formErrors: [failure.message, ...said].filter(Boolean) });
}

const toPage = (api: AccountApi, request: Request, context: AppLoadContext, hash: string, key: string, params?: Record<string, string>) =>
  redirectWithToast(request, context, `${REGIONAL_PAGE}${hash}`, { type: 'success', text: String(getT(api.lang)(key, params)) });

/** The page's forms, by intent: top-up (to the card page), bank account, deactivate, payout. */
export async function regionalAction(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const currencyCode = String(formData.get('currencyCode') ?? '');
  const { currency } = await currencyOf(request, context, api.lang, currencyCode);
  const minor = (typed: string) => parseTypedMajor(typed, currency.decimals);

  if (intent === 'topup') {
    const submission = parseForm(formData, regionalTopUpForm, t);
    if (submission.status !== 'success') return { intent, result: submission.reply() };
    const amount = minor(submission.value.amount);
    if (amount === null) return { intent, result: submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } }) };
    const res = await api.send(
      'POST',
      `${REGIONAL_API}/checkout-session`,
      { amount },
      { 'idempotency-key': submission.value.idempotencyKey },
    );
    if (!isOk(res)) return { intent, result: refusedReply(submission, res, api.lang) };
    return redirect(paymentRedirect(dataOf<{ redirectUrl: string }>(res).redirectUrl));
  }
  if (intent === 'bank') {
    const submission = parseForm(formData, regionalBankAccountForm, t);
    if (submission.status !== 'success') return { intent, result: submission.reply() };
    const res = await api.send('POST', `${REGIONAL_API}/linked-bank-account`, submission.value);
    if (!isOk(res)) return { intent, result: refusedReply(submission, res, api.lang) };
    return toPage(api, request, context, '#bank-accounts-heading', 'regional.bank.added');
  }
  if (intent === 'deactivate') {
    const submission = parseForm(formData, regionalDeactivateForm, t);
    if (submission.status !== 'success') return { intent, result: submission.reply() };
    const res = await api.send('POST', `${REGIONAL_API}/deactivate-bank-account`, submission.value);
    if (!isOk(res)) return { intent, result: refusedReply(submission, res, api.lang) };
    return toPage(api, request, context, '#bank-accounts-heading', 'regional.bank.deactivated');
  }
  const submission = parseForm(formData, regionalPayoutForm, t);
  if (submission.status !== 'success') return { intent: 'payout', result: submission.reply() };
  const amount = minor(submission.value.amount);
  if (amount === null) return { intent: 'payout', result: submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } }) };
  const { bankAccountId, idempotencyKey } = submission.value;
  const res = await api.send('POST', `${REGIONAL_API}/process-payout`, { bankAccountId, amount }, { 'idempotency-key': idempotencyKey });
  if (!isOk(res)) return { intent: 'payout', result: refusedReply(submission, res, api.lang) };
  return toPage(api, request, context, '#payout-heading', 'regional.payout.done', { amount: formatMoney(amount, currency, api.lang) });
}
