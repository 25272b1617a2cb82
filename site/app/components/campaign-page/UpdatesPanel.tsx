import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moment } from '~/lib/campaigns-public/format';
import type { CampaignUpdate, Paged } from '~/lib/campaigns-public/types';
import { primaryButton } from '../header/styles';
import { Pagination } from '../settings/Pagination';
import { EmptyNote, TabPanel } from './TabPanel';

type Props = { data: Paged<CampaignUpdate> & { loginRequired: boolean }; lang: string; timezone: string };

/** The owner's updates, newest first; visitors are asked to log in to read them (spec §1). */
export function UpdatesPanel({ data, lang, timezone }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <TabPanel id="updates" title={t('browse.tabs.updates')}>
      {data.loginRequired ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <p className="text-slate-800">{t('browse.updates.loginToSee')}</p>
          <p className="mt-4">
            <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} className={primaryButton}>
              {t('browse.updates.login')}
            </Link>
          </p>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyNote>{t('browse.updates.empty')}</EmptyNote>
      ) : (
        <>
          <ol className="space-y-6">
            {data.items.map((u) => (
              <li key={u.id}>
                <article aria-labelledby={`update-${u.id}`} className="rounded-lg border border-slate-200 p-6">
                  <h3 id={`update-${u.id}`} dir="auto" className="text-lg font-semibold text-slate-900">
                    {u.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={u.createdAt}>{moment(u.createdAt, lang, timezone)}</time>
                    {u.author ? (
                      <>
                        {' · '}
                        <bdi>
                          {u.author.firstName} {u.author.lastName}
                        </bdi>
                      </>
                    ) : null}
                  </p>
                  <p dir="auto" className="mt-4 whitespace-pre-line text-slate-800">
                    {u.description}
                  </p>
                </article>
              </li>
            ))}
          </ol>
          <Pagination page={data.page} limit={data.limit} total={data.total} />
        </>
      )}
    </TabPanel>
  );
}
