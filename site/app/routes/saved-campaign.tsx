import { getT } from '@cf/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '~/components/campaigns/CardGrid';
import { primaryButton } from '~/components/header/styles';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { requireUser } from '~/lib/auth.server';
import { apiList } from '~/lib/api.server';
import { LIST_SECTIONS } from '~/lib/campaigns-public/browse.server';
import type { CampaignCard } from '~/lib/campaigns-public/types';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { pageMessages, withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { pageParam } from '~/lib/page-param';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** /saved-campaign: the signed-in user's saved campaigns, last saved first, 9 a page (visitors go to login and back). */
async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const page = pageParam(request.url, { max: 10_000 });
  const list = await apiList<CampaignCard>(context, { path: `/saved-campaigns?page=${page}`, lang, token });
  return {
    ...list,
    lang,
    title: String(getT(lang)('browse.saved.title')),
    messages: pageMessages(lang, { browse: [...LIST_SECTIONS, 'saved'] }),
  };
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES);

export default function SavedCampaigns() {
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const { t } = useTranslation();
  const saved = useMemo(() => new Set(data.items.map((c) => c.id)), [data.items]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('browse.saved.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('browse.saved.intro')}</p>
      {data.items.length ? (
        <div className="mt-8">
          <CardGrid cards={data.items} lang={data.lang} savedIds={saved} signedIn label={t('browse.saved.title')} />
          <Pagination page={data.page} limit={data.limit} total={data.total} />
        </div>
      ) : (
        <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('browse.saved.emptyTitle')}</h2>
          <p className="mt-2 text-slate-700">{t('browse.saved.empty')}</p>
          <p className="mt-6">
            <Link to="/browse-companies" className={primaryButton}>
              {t('browse.saved.browse')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
