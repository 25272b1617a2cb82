import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { apiGet, failureOf, isOk } from '../api.server';
import { accountsForRoutes, bankMessages } from '../bank/bank.server';
import { transferPageOf } from '../bank/transfer.server';
import { checkoutRedirect, checkReturn, enabledRoutes } from '../payments/gateways.server';
import { parseForm } from '../validation';
import { moneyMessages } from '../wallet/wallet.server';
import type { WalletDetail } from '../wallet/types';
import { regionalBalanceFor } from '../regional/invest.server';
import { regionalMessages } from '../regional/regional.server';
import { pageMessages } from '../page-messages.server';
import { formFieldOf, investForm, type InvestFormValue } from './invest-form';
import { regCfLimitOf } from './reg-cf.server';
import type { Kiis } from '@cf/domain/schemas/compliance';
import { complianceOf } from '../investor-protection/investor-protection.server';
import { siteExtras } from '../account/site.server';
import type { InvestmentReceipt, OfferFront } from './types';

/** The invest page's data: the campaign's offer, the investor's wallet in its currency, the texts. */
export async function loadInvest(request: Request, context: AppLoadContext, campaignId: string) {
  const api = await accountApi(request, context);
  if (!/^\d{1,10}$/.test(campaignId)) throw new Response('Not found', { status: 404 });
  const offer = await apiGet<OfferFront>(context, { path: `/process-investment/${campaignId}/front`, lang: api.lang });
  if (!offer) throw new Response('Not found', { status: 404 });
  const [wallet, routes, me] = await Promise.all([
    api.get<WalletDetail>(`/wallet/get-user-wallet-detail?currencyCode=${offer.currency.code}`),
    enabledRoutes(context, api.lang, offer.currency.code),
    complianceOf(api),
  ]);
  // Reg CF: the limit panel. ECSP and FCA: the steps still missing; under ECSP the campaign's checked KIIS and the warning threshold.
  const regCf = regCfLimitOf(me);
  const ecsp = me.jurisdiction === 'eu-ecsp';
  const [kiis, site] = await Promise.all([
    ecsp ? api.get<Kiis | null>(`/campaign/${campaignId}/kiis`) : Promise.resolve(null),
    siteExtras(request, context, api.lang),
  ]);
  const protection = {
    missing: ecsp || me.jurisdiction === 'uk-fca' ? (me.missing ?? []) : [],
    // The threshold is in euros: compared with the amount typed only for a campaign in euros.
    warningThreshold: ecsp && offer.currency.code === 'EUR' ? (me.warningThreshold ?? null) : null,
  };
  // ACH (US dollars only) is among the routes only for a campaign it can take: then the picker's accounts.
  // The regional (MangoPay) wallet is offered only when it holds the campaign's currency: then its balance.
  const [achAccounts, regionalBalance] = await Promise.all([
    accountsForRoutes(api, routes),
    regionalBalanceFor(api, routes, offer.currency.code),
  ]);
  return {
    offer,
    walletBalance: wallet?.balance ?? 0,
    routes: regionalBalance === null ? routes.filter((r) => r !== 'mangopay') : routes,
    achAccounts,
    regionalBalance,
    regCf,
    protection,
    kiis,
    timezone: site.timezone,
    lang: api.lang,
    messages: {
      ...moneyMessages(api.lang),
      ...bankMessages(api.lang),
      regional: regionalMessages(api.lang).regional,
      ...(regCf ? pageMessages(api.lang, { compliance: ['regCf'] }) : {}),
      ...pageMessages(api.lang, { investorProtection: ['missing', 'kiis', 'acknowledge'] }),
    },
  };
}

/** The signature as the API takes it: the typed name, or the drawn or uploaded image as a data URL. */
async function signatureOf(value: InvestFormValue) {
  if (value.signatureType === 'drawn') return { type: 'drawn' as const, value: value.signatureDrawn ?? '' };
  if (value.signatureType === 'uploaded' && value.signatureFile) {
    const file = value.signatureFile;
    const bytes = Buffer.from(await file.arrayBuffer());
    return { type: 'uploaded' as const, value: `data:${file.type.toLowerCase()};base64,${bytes.toString('base64')}` };
  }
  return { type: 'typed' as const, value: value.signature ?? '' };
}

/**
 * Sends the investment: the typed amount in minor units, or the shares; the API decides. A wallet
 * or bank-transfer investment goes to its receipt, a card payment to the checkout.
 */
export async function submitInvest(request: Request, context: AppLoadContext, campaignId: string) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const formData = await request.formData();
  const submission = parseForm(formData, investForm, t);
  if (submission.status !== 'success') return { result: submission.reply() };
  const value = submission.value;
  const offer = await apiGet<OfferFront>(context, { path: `/process-investment/${campaignId}/front`, lang: api.lang });
  if (!offer) throw new Response('Not found', { status: 404 });
  let ask: { amount: number } | { shares: number };
  if (value.mode === 'shares') ask = { shares: Number(value.shares) };
  else {
    const amount = parseTypedMajor(value.amount ?? '', offer.currency.decimals);
    if (amount === null) return { result: submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } }) };
    ask = { amount };
  }
  const res = await api.send('POST', '/process-investment/', {
    campaignId: offer.campaignId,
    ...ask,
    paymentType: value.paymentType,
    acceptTerms: true,
    acceptRisk: true,
    // ECSP: the investor ticked "I understand the risk" (asked above the warning threshold).
    riskAcknowledged: formData.get('riskAcknowledged') === 'on',
    accreditedInvestor: value.accreditedInvestor === 'on',
    signature: await signatureOf(value),
    ...(value.paymentType === 'ach' ? { achAccountId: value.achAccountId } : {}),
  });
  if (!isOk(res)) {
    const failure = failureOf(res);
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fieldErrors).map(([field, errors]) => [formFieldOf(field, value.signatureType), errors]),
    );
    const hasField = Object.keys(fieldErrors).length > 0;
    return { result: submission.reply({ fieldErrors, formErrors: hasField ? [] : [failure.message] }) };
  }
  const investment = (res.json as { data: { data: { id: string; checkoutUrl?: string } } }).data.data;
  // The signed contract is rendered now, in the investor's language, and kept with its SHA-256
  // (off the API's invest call, which must stay fast). Should this fail, the first download renders it.
  await api.send('POST', '/contracts/create-pdf', { investmentId: investment.id });
  const receipt = `/payment-receipt/${investment.id}`;
  // By ACH: the bank transfer's page (pending until the bank settles it; the twin's answers there).
  if (value.paymentType === 'ach') return redirect(await transferPageOf(api, investment.id, receipt));
  return redirect(investment.checkoutUrl ? checkoutRedirect(investment.checkoutUrl) : receipt);
}

/** A receipt, for the investor (or the owner, or staff), with the page's texts. */
export async function loadReceipt(request: Request, context: AppLoadContext, id: string) {
  const api = await accountApi(request, context);
  // Back from a provider's hosted checkout: have the API ask it how the payment stands first.
  await checkReturn(api, request);
  const receipt = /^[0-9a-f-]{36}$/i.test(id)
    ? await api.get<InvestmentReceipt>(`/process-investment/${id}/get-investment-process-reciept`)
    : null;
  if (!receipt) throw new Response('Not found', { status: 404 });
  return { receipt, lang: api.lang, messages: moneyMessages(api.lang) };
}
