import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { failureOf, isOk } from '../api.server';
import { redirectWithToast } from '../session.server';
import { parseForm } from '../validation';
import { bankMessages } from './bank.server';
import { testBankForm } from './test-bank-form';
import { ACH_API, BANK_PATHS } from './types';

const FORM_FIELDS = ['bankName', 'accountType', 'accountNumber', 'confirmAccountNumber', 'routingNumber', 'tos'];

/** The twin's "link a test bank" page: the signed-in user and the page's texts. */
export async function loadTestBank(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  return { lang: api.lang, messages: bankMessages(api.lang) };
}

/**
 * The test bank typed on the twin's page, checked here as in the browser, then linked by the API
 * (connect-ach-account, method test_bank); refusals go back on their fields, the others (the route
 * off, a live route) above the form.
 */
export async function submitTestBank(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const submission = parseForm(await request.formData(), testBankForm, t);
  if (submission.status !== 'success') return { result: submission.reply() };
  const res = await api.send('POST', `${ACH_API}/connect-ach-account`, { method: 'test_bank', ...submission.value, tos: true });
  if (isOk(res)) return redirectWithToast(request, context, BANK_PATHS.list, { type: 'success', text: t('bank.linked') });
  const failure = failureOf(res);
  const onFields = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([field]) => FORM_FIELDS.includes(field)));
  const elsewhere = Object.entries(failure.fieldErrors)
    .filter(([field]) => !FORM_FIELDS.includes(field))
    .flatMap(([, errors]) => errors);
  const formErrors = elsewhere.length > 0 ? elsewhere : Object.keys(onFields).length > 0 ? [] : [failure.message || t('bank.linkFailed')];
  return { result: submission.reply({ fieldErrors: onFields, formErrors }) };
}

/**
 * The return from Plaid's Hosted Link (?link=<our link session>): the API asks Plaid what was
 * linked (the address itself proves nothing) and the user lands on the list with the outcome.
 */
export async function completeHostedLink(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const linkSessionId = new URL(request.url).searchParams.get('link') ?? '';
  const res = /^[0-9a-f-]{36}$/i.test(linkSessionId)
    ? await api.send('POST', `${ACH_API}/connect-ach-account`, { method: 'hosted_link', linkSessionId })
    : null;
  const ok = res !== null && isOk(res);
  const text = ok
    ? t('bank.linked')
    : (res && (Object.values(failureOf(res).fieldErrors)[0]?.[0] ?? failureOf(res).message)) || t('bank.linkFailed');
  return redirectWithToast(request, context, BANK_PATHS.list, { type: ok ? 'success' : 'error', text });
}
