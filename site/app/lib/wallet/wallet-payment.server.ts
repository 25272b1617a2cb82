import type { investmentQuoteOut, investmentReceiptOut, offerFrontOut } from '@cf/domain/schemas/investments';
import type { WireOf } from '@cf/domain/schemas/wire';
import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { dataOf, failureOf, isOk } from '../api.server';
import { replyWithFailure } from '../form-reply.server';
import { parseForm } from '../validation';
import type { WalletDetail } from './types';
import { walletPaymentForm } from './wallet-payment-form';
import { moneyMessages } from './wallet.server';

export type Offer = WireOf<typeof offerFrontOut>;
export type Quote = WireOf<typeof investmentQuoteOut>;
export type WalletReceipt = WireOf<typeof investmentReceiptOut>;

function campaignIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return id;
}

/** The ask in the address: ?shares=N, or ?amount= typed in major units ("250" or "250.50"). */
function askOf(url: URL, decimals: number): { amount: number } | { shares: number } | null {
  const shares = url.searchParams.get('shares');
  if (shares && /^\d{1,15}$/.test(shares)) return { shares: Number(shares) };
  const amount = parseTypedMajor(url.searchParams.get('amount') ?? '', decimals);
  return amount !== null && amount > 0 ? { amount } : null;
}

/**
 * The page's data: after paying, the receipt (wallet-investment-completed); before, the offer, the
 * ask as the API would accept it now (process-investment-check, nothing held) and the balance.
 */
export async function loadWalletPayment(request: Request, context: AppLoadContext, rawId: string) {
  const api = await accountApi(request, context);
  const campaignId = campaignIdOf(rawId);
  const url = new URL(request.url);
  const base = { lang: api.lang, messages: moneyMessages(api.lang) };
  const paid = url.searchParams.get('paid');
  if (paid) {
    const receipt = /^[0-9a-f-]{36}$/i.test(paid)
      ? await api.get<WalletReceipt>(`/process-investment/${paid}/wallet-investment-completed`)
      : null;
    if (!receipt || receipt.campaignId !== campaignId) throw new Response('Not found', { status: 404 });
    return { ...base, step: 'receipt' as const, receipt };
  }
  const offer = await api.get<Offer>(`/process-investment/${campaignId}/front`);
  if (!offer) throw new Response('Not found', { status: 404 });
  const ask = askOf(url, offer.currency.decimals);
  const detail = await api.get<WalletDetail>(`/wallet/get-user-wallet-detail?currencyCode=${offer.currency.code}`);
  const balance = detail?.balance ?? 0;
  let quote: Quote | null = null;
  let refusal: string | null = null;
  // ECSP/FCA: above the warning threshold the ask is fine once acknowledged; the page then asks for it.
  let riskWarning: string | null = null;
  if (ask) {
    const check = (riskAcknowledged: boolean) =>
      api.send('POST', '/process-investment/process-investment-check', {
        campaignId,
        ...ask,
        ...(riskAcknowledged ? { riskAcknowledged } : {}),
      });
    let res = await check(false);
    const warning = isOk(res) ? undefined : failureOf(res).fieldErrors.riskAcknowledged?.[0];
    if (warning) {
      riskWarning = warning;
      res = await check(true);
    }
    if (isOk(res)) quote = dataOf<Quote>(res);
    else {
      const failure = failureOf(res);
      refusal = Object.values(failure.fieldErrors).flat()[0] ?? failure.message;
    }
  }
  return { ...base, step: 'confirm' as const, offer, ask, quote, refusal, riskWarning, balance, idempotencyKey: crypto.randomUUID() };
}

/** Pay: PATCH check-and-process-wallet-investment with the page's key, then the receipt. */
export async function payFromWallet(request: Request, context: AppLoadContext, rawId: string) {
  const api = await accountApi(request, context);
  const campaignId = campaignIdOf(rawId);
  const formData = await request.formData();
  const submission = parseForm(formData, walletPaymentForm, getT(api.lang));
  if (submission.status !== 'success') return { result: submission.reply() };
  const { amount, shares, idempotencyKey, signature, accreditedInvestor } = submission.value;
  const body = {
    campaignId,
    ...(shares ? { shares: Number(shares) } : { amount: Number(amount) }),
    paymentType: 'wallet',
    acceptTerms: true,
    acceptRisk: true,
    ...(accreditedInvestor ? { accreditedInvestor: true } : {}),
    // The acknowledgement box of the page (tied to this form); the API refuses on that field without it.
    ...(formData.get('riskAcknowledged') === 'on' ? { riskAcknowledged: true } : {}),
    signature: { type: 'typed', value: signature },
  };
  const res = await api.send('PATCH', '/process-investment/check-and-process-wallet-investment', body, {
    'idempotency-key': idempotencyKey,
  });
  if (!isOk(res)) return { result: replyWithFailure(submission, failureOf(res), []) };
  throw redirect(`/wallet-payment/${campaignId}?paid=${dataOf<{ id: string }>(res).id}`);
}
