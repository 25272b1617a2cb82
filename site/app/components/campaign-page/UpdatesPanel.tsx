import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moment } from '~/lib/campaigns-public/format';
import type { CampaignUpdate } from '~/lib/campaigns-public/types';
import { Pagination } from '../settings/Pagination';
import { EmptyNote, TabPanel } from './TabPanel';

/** What visitors get of an update: its headline and when it was posted. */
export type UpdateTitle = Pick<CampaignUpdate, 'id' | 'title' | 'createdAt'>;

type Page<T> = { items: T[]; page: number; limit: number; total: number };
type Props = {
  data: (Page<CampaignUpdate> & { loginRequired: false }) | (Page<UpdateTitle | CampaignUpdate> & { loginRequired: true });
  lang: string;
  timezone: string;
};

const hasBody = (u: UpdateTitle | CampaignUpdate): u is CampaignUpdate => 'description' in u;

/**
 * The owner's updates, newest first. Visitors see each one's title and date; the words stay behind
 * login (spec §1), with one link to log in and come back here.
 */
export function UpdatesPanel({ data, lang, timezone }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const items: (UpdateTitle | CampaignUpdate)[] = data.items;
  return (
    <TabPanel id="updates" title={t('browse.tabs.updates')}>
      {items.length === 0 ? (
        <EmptyNote>{t('browse.updates.empty')}</EmptyNote>
      ) : (
        <>
          {data.loginRequired ? (
            <p className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="updates-locked">
              {t('browse.pageHelp.updatesLocked')}{' '}
              <Link
                to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                className="font-semibold text-primary underline underline-offset-2"
              >
                {t('browse.pageHelp.loginToRead')}
              </Link>
            </p>
          ) : null}
          <ol className="space-y-6">
            {items.map((u) => (
              <li key={u.id}>
                <article aria-labelledby={`update-${u.id}`} className="rounded-lg border border-slate-200 p-6">
                  <h3 id={`update-${u.id}`} dir="auto" className="text-lg font-semibold text-slate-900">
                    {u.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={u.createdAt}>{moment(u.createdAt, lang, timezone)}</time>
                    {hasBody(u) && u.author ? (
                      <>
                        {' · '}
                        <bdi>
                          {u.author.firstName} {u.author.lastName}
                        </bdi>
                      </>
                    ) : null}
                  </p>
                  {hasBody(u) ? (
                    <p dir="auto" className="mt-4 whitespace-pre-line text-slate-800">
                      {u.description}
                    </p>
                  ) : null}
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
