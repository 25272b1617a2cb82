import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import type { AccountApi } from '../account/api.server';
import { failureOf, isOk } from '../api.server';
import { replyWithFailure } from '../form-reply.server';
import { parseForm } from '../validation';
import { walletCurrencies } from './wallet.server';
import { withdrawForm } from './withdraw-form';

/**
 * The withdraw form's action: the same rules as the browser, the amount turned into minor units,
 * then POST wallet/withdraw with the form's Idempotency-Key. Success goes back to the wallet, where
 * the withdrawal is listed as pending; a refusal goes back onto the form in the user's language.
 */
export async function withdraw(request: Request, context: AppLoadContext, api: AccountApi, formData: FormData) {
  const t = getT(api.lang);
  const submission = parseForm(formData, withdrawForm, t);
  if (submission.status !== 'success') return submission.reply();
  const { amount: typed, currencyCode, idempotencyKey, ...bank } = submission.value;
  const { currencies } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === currencyCode);
  const amount = currency ? parseTypedMajor(typed, currency.decimals) : null;
  if (!currency || amount === null) return submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } });
  const res = await api.send('POST', '/wallet/withdraw', { amount, currencyCode, ...bank }, { 'idempotency-key': idempotencyKey });
  if (!isOk(res)) return replyWithFailure(submission, failureOf(res), []);
  throw redirect(`/settings/wallet?currency=${currencyCode}#withdrawals-heading`);
}
