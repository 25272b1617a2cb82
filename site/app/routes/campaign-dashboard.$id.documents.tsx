import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { PersonRow } from '~/components/owner-dashboard/PersonRow';
import { ItemButton } from '~/components/wizard/StepForm';
import { formatDateTime } from '~/lib/account/format';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { partId, quickAction } from '~/lib/campaigns-owner/form-actions.server';
import type { AccessRequest, DocumentView } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';

/** Private documents: who asked for access (grant or deny) and who opened which document, when. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const [requests, views] = await Promise.all([
    api.list<AccessRequest>(`/campaigns/${id}/access-requests?limit=50`),
    api.list<DocumentView>(`/campaigns/${id}/document-views?limit=50`),
  ]);
  return { requests: requests.items, views: views.items };
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'documents');
  if (ctx.intent !== 'access') throw new Response(null, { status: 400 });
  const status = ctx.formData.get('status') === 'granted' ? 'granted' : 'denied';
  return quickAction(
    ctx,
    () => ctx.api.send('PATCH', `/campaigns/${ctx.campaign.id}/access-requests/${partId(ctx.formData)}`, { status }),
    `wizard.documents.${status}`,
  );
}

export default function DocumentsTab() {
  const { t } = useTranslation();
  const { lang, timezone } = useDashboard();
  const { requests, views } = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.documents')} intro={t('wizard.documents.intro')} />
      <section aria-labelledby="requests-heading" className="space-y-4">
        <h3 id="requests-heading" className="text-lg font-semibold">
          {t('wizard.documents.requestsTitle')}
        </h3>
        {requests.length === 0 ? (
          <EmptyState>{t('wizard.documents.noRequests')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0" id={`request-${r.id}`}>
                  <PersonRow person={r.user}>
                    {formatDateTime(r.createdAt, lang, timezone)} · {t(`wizard.documents.statuses.${r.status}`)}
                  </PersonRow>
                  {r.message ? <p className="mt-2 text-sm text-slate-800">{r.message}</p> : null}
                </div>
                <div className="flex gap-2">
                  {r.status !== 'granted' ? (
                    <ItemButton
                      intent="access"
                      id={r.id}
                      extra={{ status: 'granted' }}
                      label={t('wizard.documents.grant')}
                      describedBy={`request-${r.id}`}
                    />
                  ) : null}
                  {r.status !== 'denied' ? (
                    <ItemButton
                      intent="access"
                      id={r.id}
                      extra={{ status: 'denied' }}
                      label={t('wizard.documents.deny')}
                      tone="danger"
                      describedBy={`request-${r.id}`}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="views-heading" className="mt-10 space-y-4">
        <h3 id="views-heading" className="text-lg font-semibold">
          {t('wizard.documents.viewsTitle')}
        </h3>
        {views.length === 0 ? (
          <EmptyState>{t('wizard.documents.noViews')}</EmptyState>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 text-start">
                  {t('wizard.documents.viewer')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('wizard.documents.document')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('wizard.documents.when')}
                </th>
              </tr>
            </thead>
            <tbody>
              {views.map((v) => (
                <tr key={v.id} className="border-b border-slate-200">
                  <td className="py-2">{v.user ? `${v.user.firstName} ${v.user.lastName}` : '—'}</td>
                  <td className="py-2">{v.title}</td>
                  <td className="py-2">{formatDateTime(v.viewedAt, lang, timezone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
