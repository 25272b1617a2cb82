import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RegisterTable, type ReissueAnswer } from '~/components/certificates/RegisterTable';
import { EmptyState, TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { dataOf, failureOf, isOk } from '~/lib/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { type Certificate, type Register, registerCsvPath } from '~/lib/certificates/types';
import { pageMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

/** Shareholders (issue 10 §7): the campaign's shareholder register, as CSV too; the owner may reissue a certificate. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const register = await api.get<Register>(`/campaigns/equities/${id}/shareholder-register`);
  if (!register) throw new Response(null, { status: 404 });
  return { register, messages: pageMessages(api.lang, { certificates: ['register', 'errors'] }) };
}

export async function action(args: ActionFunctionArgs): Promise<ReissueAnswer> {
  const { api, formData } = await tabAction(args, 'shareholders');
  const certificateId = String(formData.get('certificateId') ?? '');
  const res = await api.send('POST', `/equity/share-certificate/${encodeURIComponent(certificateId)}/reissue`, {
    reason: String(formData.get('reason') ?? ''),
  });
  if (!isOk(res)) {
    const failure = failureOf(res);
    return { certificateId, ok: false, message: Object.values(failure.fieldErrors).flat()[0] ?? failure.message };
  }
  const made = dataOf<Certificate>(res);
  const old = await api.get<Certificate>(`/equity/share-certificate/${encodeURIComponent(certificateId)}`);
  const message = String(getT(api.lang)('certificates.register.reissued', { old: old?.number ?? '', number: made.number }));
  return { certificateId, ok: true, message };
}

export default function ShareholdersTab() {
  const { t } = useTranslation();
  const { register, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const answer = useActionData<typeof action>();
  const { campaign, lang, timezone } = useDashboard();
  return (
    <>
      <TabHeader title={t('certificates.register.title')} intro={t('certificates.register.intro')} />
      {register.entries.length === 0 ? (
        <EmptyState>{t('certificates.register.empty')}</EmptyState>
      ) : (
        <>
          <p className="mb-4">
            <a href={registerCsvPath(campaign.id)} className="font-semibold text-primary underline" download>
              {t('certificates.register.download')}
            </a>
          </p>
          <RegisterTable register={register} lang={lang} timezone={timezone} answer={answer} />
        </>
      )}
    </>
  );
}
