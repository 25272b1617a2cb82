import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '~/components/content/NotFoundPanel';
import { Accordion } from '~/components/help/Accordion';
import { ArrowStartIcon } from '~/components/icons/ui-icons';
import type { HelpCategoryWithAnswers } from '~/lib/api-types';
import { apiGet } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('category');
  const category = slug
    ? await apiGet<HelpCategoryWithAnswers>(context, {
        path: `/admin/help-center/categories/${encodeURIComponent(slug)}/front`,
        lang: requestLanguage(request),
      })
    : null;
  return data({ category }, { status: category ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  siteMeta(matches, { title: data?.category?.name ?? null, titleKey: 'site.notFoundTitle' });

/** One help topic with all its questions and answers. */
export default function QuestionList() {
  const { t } = useTranslation();
  const { category } = useLoaderData<typeof loader>();
  if (!category) return <NotFoundPanel />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/help-center" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowStartIcon className="h-4 w-4" />
        {t('site.help.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{category.name}</h1>
      {category.description ? <p className="mt-3 text-slate-700">{category.description}</p> : null}
      {category.questions.length ? (
        <Accordion className="mt-8" items={category.questions} />
      ) : (
        <p className="mt-8 text-slate-700">{t('site.help.empty')}</p>
      )}
    </div>
  );
}
