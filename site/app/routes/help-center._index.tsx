import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { HelpCategory } from '~/lib/api-types';
import { apiGet } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.help.title' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const categories = await apiGet<HelpCategory[]>(context, { path: '/admin/help-center/categories/front', lang: requestLanguage(request) });
  return { categories: categories ?? [] };
}

/** Topics, each with its question titles; a title opens the single question. */
export default function HelpCenter() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.help.title')}</h1>
      <p className="mt-3 text-slate-700">{t('site.help.intro')}</p>
      {categories.length === 0 ? <p className="mt-8">{t('common.noRecords')}</p> : null}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {categories.map((c) => (
          <section key={c.id} aria-labelledby={`help-${c.slug}`} className="rounded-lg border border-slate-200 p-6">
            <h2 id={`help-${c.slug}`} className="text-xl font-semibold">
              <Link to={`/help-center/question-list?category=${encodeURIComponent(c.slug)}`} className="hover:underline">
                {c.name}
              </Link>
            </h2>
            {c.description ? <p className="mt-2 text-sm text-slate-700">{c.description}</p> : null}
            <ul className="mt-4 space-y-2">
              {c.questions.map((q) => (
                <li key={q.id}>
                  <Link to={`/help-center/single-question?id=${q.id}`} className="text-primary underline-offset-2 hover:underline">
                    {q.question}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
