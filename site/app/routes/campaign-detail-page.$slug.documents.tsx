import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '~/components/campaign-page/DocumentsPanel';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { accessRequestAction } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';
import { requestLanguage } from '~/lib/language.server';

type Answer = { ok: boolean; error: string | null; withdrawn?: boolean };

/** The investor takes back their pending request (DELETE: the API knows it by campaign and caller). */
async function withdrawAction(request: Request, context: AppLoadContext, formData: FormData): Promise<Answer> {
  const { token } = await requireUser(request, context);
  const campaignId = Number(formData.get('campaignId'));
  if (!Number.isInteger(campaignId) || campaignId < 1 || campaignId > 2_147_483_647) return { ok: false, error: null };
  const res = await apiRequest(context, {
    method: 'DELETE',
    path: `/campaigns/${campaignId}/access-requests`,
    lang: requestLanguage(request),
    token,
  });
  return isOk(res) ? { ok: true, error: null, withdrawn: true } : { ok: false, error: failureOf(res).message || null };
}

/** Ask the owner for the private documents, or withdraw a pending request (the page then shows the request's state). */
export async function action({ request, context }: ActionFunctionArgs) {
  // The request body can be read once: the intent is read from a copy, the ask reads the original.
  const formData = await request.clone().formData();
  if (formData.get('intent') === 'withdraw') return withdrawAction(request, context, formData);
  return accessRequestAction(request, context);
}

/** Below the panel's "requested" note: the way to take the request back, and what happened to it. */
function WithdrawRequest({ campaignId, pending }: { campaignId: number; pending: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = useActionData<Answer>();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'withdraw';
  return (
    <div aria-live="polite" className="mt-4">
      {pending ? (
        <Form method="post">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="campaignId" value={campaignId} />
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:opacity-70"
          >
            {t('site.accessRequest.withdraw')}
          </button>
        </Form>
      ) : null}
      {answer?.withdrawn && !pending ? <p className="text-sm font-medium text-slate-800">{t('site.accessRequest.withdrawn')}</p> : null}
      {answer && !answer.ok && answer.error && pending ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {answer.error}
        </p>
      ) : null}
    </div>
  );
}

export default function CampaignDocumentsTab() {
  const { campaign, signedIn, lang } = useCampaign();
  const pending = signedIn && !campaign.canManage && campaign.accessRequest === 'requested';
  return (
    <>
      <DocumentsPanel campaign={campaign} signedIn={signedIn} lang={lang} />
      {signedIn && !campaign.canManage ? <WithdrawRequest campaignId={campaign.id} pending={pending} /> : null}
    </>
  );
}
