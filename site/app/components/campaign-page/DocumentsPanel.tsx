import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '~/lib/campaigns-public/format';
import type { CampaignDocument, CampaignPageData } from '~/lib/campaigns-public/types';
import { Badge } from '../campaigns/Badge';
import { SubmitButton } from '../form/SubmitButton';
import { Icon } from '../icons/Icon';
import { EmptyNote, TabPanel } from './TabPanel';

export const documentPath = (campaignId: number, documentId: number) => `/campaign-documents/${campaignId}/${documentId}`;

const LockIcon = () => (
  <Icon className="h-5 w-5 shrink-0 text-slate-600">
    <path d="M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z" />
  </Icon>
);
const FileIcon = () => (
  <Icon className="h-5 w-5 shrink-0 text-slate-600">
    <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5Z" />
  </Icon>
);

/**
 * Public documents open for anyone; private ones show their title and a lock until the owner
 * grants the viewer's access request (requested → granted or denied). Files stream through the
 * site, which adds the viewer's token (never given to the page).
 */
export function DocumentsPanel({ campaign, signedIn, lang }: { campaign: CampaignPageData; signedIn: boolean; lang: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const answer = useActionData<{ ok: boolean; error: string | null }>();
  const locked = campaign.documents.some((d) => d.locked);
  const status = campaign.accessRequest;

  const row = (doc: CampaignDocument) => (
    <li key={doc.id} className="flex flex-wrap items-center gap-3 px-5 py-4">
      {doc.locked ? <LockIcon /> : <FileIcon />}
      <div className="min-w-0 flex-1">
        {doc.locked ? (
          <bdi className="font-semibold text-slate-900">{doc.title}</bdi>
        ) : (
          <a
            href={documentPath(campaign.id, doc.id)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            <bdi>{doc.title}</bdi>
            <span className="sr-only"> {t('browse.share.newTab')}</span>
          </a>
        )}
        {doc.locked ? <p className="text-sm text-slate-600">{t('browse.documents.lockedHint')}</p> : null}
        {!doc.locked && fileSize(doc.size, lang) ? <p className="text-sm text-slate-600">{fileSize(doc.size, lang)}</p> : null}
      </div>
      <Badge tone={doc.visibility === 'private' ? 'accredited' : 'neutral'}>{t(`browse.documents.${doc.visibility}`)}</Badge>
    </li>
  );

  return (
    <TabPanel id="documents" title={t('browse.tabs.documents')}>
      {campaign.documents.length === 0 ? (
        <EmptyNote>{t('browse.documents.empty')}</EmptyNote>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">{campaign.documents.map(row)}</ul>
      )}
      {locked && !campaign.canManage ? (
        <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6" aria-live="polite">
          <h3 className="font-semibold text-slate-900">{t('browse.documents.accessTitle')}</h3>
          {!signedIn ? (
            <p className="mt-2 text-slate-800">
              {t('browse.documents.loginToRequest')}{' '}
              <Link
                to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                className="font-semibold text-primary underline"
              >
                {t('browse.documents.login')}
              </Link>
            </p>
          ) : status === 'requested' ? (
            <p className="mt-2 text-slate-800">
              <Badge tone="pending">{t('browse.documents.status.requested')}</Badge> {t('browse.documents.requestedText')}
            </p>
          ) : status === 'denied' ? (
            <p className="mt-2 text-slate-800">
              <Badge tone="closed">{t('browse.documents.status.denied')}</Badge> {t('browse.documents.deniedText')}
            </p>
          ) : (
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="campaignId" value={campaign.id} />
              <label htmlFor="access-message" className="block text-sm font-medium text-slate-800">
                {t('browse.documents.messageLabel')}
              </label>
              <textarea
                id="access-message"
                name="message"
                rows={3}
                maxLength={500}
                className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
              />
              {answer?.error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {answer.error}
                </p>
              ) : null}
              <SubmitButton busy={navigation.state === 'submitting'}>{t('browse.documents.requestAccess')}</SubmitButton>
            </Form>
          )}
        </div>
      ) : null}
      {status === 'granted' ? <p className="mt-6 text-sm font-medium text-emerald-800">{t('browse.documents.grantedText')}</p> : null}
    </TabPanel>
  );
}
