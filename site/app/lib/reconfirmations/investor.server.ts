import type { AppLoadContext } from '@remix-run/node';
import { getT } from '@cf/i18n';
import type { ReconfirmationOut } from '@cf/domain/schemas/reconfirmations';
import { accountApi } from '../account/api.server';
import { failureOf, isOk } from '../api.server';
import { pageMessages } from '../page-messages.server';
import { redirectWithToast } from '../session.server';

const isInvestmentId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** What the investor is asked to reconfirm on /investments/{id} (Reg CF material change), if anything. */
export async function loadReconfirmation(request: Request, context: AppLoadContext, id: string) {
  const api = await accountApi(request, context);
  const reconfirmation = isInvestmentId(id) ? await api.get<ReconfirmationOut>(`/my-investment/${id}/reconfirmation`) : null;
  return { reconfirmation, messages: pageMessages(api.lang, { reconfirmations: ['investor'] }) };
}

/** The "Reconfirm my investment" button: POST my-investment/{id}/reconfirm, back to the page with a toast. */
export async function reconfirmInvestment(request: Request, context: AppLoadContext, id: string) {
  if (!isInvestmentId(id)) throw new Response('Not found', { status: 404 });
  const api = await accountApi(request, context);
  const res = await api.send('POST', `/my-investment/${id}/reconfirm`);
  if (res.status === 404) throw new Response('Not found', { status: 404 });
  const t = getT(api.lang);
  const back = `/investments/${id}`;
  if (!isOk(res)) {
    return redirectWithToast(request, context, back, {
      type: 'error',
      text: failureOf(res).message || t('reconfirmations.investor.failed'),
    });
  }
  return redirectWithToast(request, context, back, { type: 'success', text: t('reconfirmations.investor.done') });
}
