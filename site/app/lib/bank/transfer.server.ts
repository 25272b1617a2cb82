import { type AppLoadContext, redirect } from '@remix-run/node';
import { type AccountApi, accountApi } from '../account/api.server';
import { dataOf, failureOf, isOk } from '../api.server';
import { moneyMessages, walletCurrencies } from '../wallet/wallet.server';
import { bankMessages } from './bank.server';
import { ACH_API, type AchTransfer, BANK_PATHS } from './types';

const UUID = /^[0-9a-f-]{36}$/i;
const transferPath = (sessionId: string) => `${ACH_API}/transfers/${encodeURIComponent(sessionId)}`;

/** One of the caller's ACH debits, with its currency's display; anyone else's is not found. */
export async function loadTransfer(request: Request, context: AppLoadContext, sessionId: string) {
  const api = await accountApi(request, context);
  const transfer = UUID.test(sessionId) ? await api.get<AchTransfer>(transferPath(sessionId)) : null;
  if (!transfer) throw new Response('Not found', { status: 404 });
  const { currencies } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === transfer.currencyCode) ?? {
    code: transfer.currencyCode,
    symbol: '$',
    displayFormat: 'leftSpaceCode' as const,
    decimals: 2,
  };
  return { transfer, currency, lang: api.lang, messages: { ...moneyMessages(api.lang), ...bankMessages(api.lang) } };
}

/**
 * The twin bank's answer (Settle, Fail, Return): handled by the API as Plaid's events are, then on
 * to the receipt, where the outcome is read.
 */
export async function answerTransfer(request: Request, context: AppLoadContext, sessionId: string) {
  const api = await accountApi(request, context);
  const event = (await request.formData()).get('event');
  if (!UUID.test(sessionId) || (event !== 'settled' && event !== 'failed' && event !== 'returned'))
    throw new Response('Bad request', { status: 400 });
  const res = await api.send('POST', `${ACH_API}/sandbox/transfers/${encodeURIComponent(sessionId)}/events`, { event });
  if (!isOk(res)) return { error: failureOf(res).message };
  return redirect(dataOf<AchTransfer>(res).receiptPath);
}

/** After paying by ACH: the transfer's page (pending, and the twin's buttons), found by what it pays. */
export async function transferPageOf(api: AccountApi, subjectId: string, fallback: string) {
  const transfer = await api.get<AchTransfer>(`${ACH_API}/transfers/by-subject/${encodeURIComponent(subjectId)}`);
  return transfer ? BANK_PATHS.transfer(transfer.sessionId) : fallback;
}
