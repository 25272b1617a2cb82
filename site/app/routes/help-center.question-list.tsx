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

/**
 * With ?category=: that topic (404 when it does not exist). Without one (the spec's plain
 * /help-center/question-list): every question, grouped by topic.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('category');
  const lang = requestLanguage(request);
  if (!slug) {
    const all = await apiGet<HelpCategoryWithAnswers[]>(context, { path: '/admin/help-center/questions/front', lang });
    return data({ category: null, all: all ?? [] });
  }
  const category = await apiGet<HelpCategoryWithAnswers>(context, {
    path: `/admin/help-center/categories/${encodeURIComponent(slug)}/front`,
    lang,
  });
  return data({ category, all: null }, { status: category ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.all
    ? siteMeta(matches, { titleKey: 'site.help.allQuestions' })
    : siteMeta(matches, { title: data?.category?.name ?? null, titleKey: 'site.notFoundTitle' });

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/help-center" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
      <ArrowStartIcon className="h-4 w-4" />
      {t('site.help.back')}
    </Link>
  );
}

/** One help topic with all its questions and answers, or every topic's. */
export default function QuestionList() {
  const { t } = useTranslation();
  const { category, all } = useLoaderData<typeof loader>();
  if (all) {
    const topics = all.filter((c) => c.questions.length > 0);
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <BackLink />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('site.help.allQuestions')}</h1>
        <p className="mt-3 text-slate-700">{t('site.help.allQuestionsIntro')}</p>
        {topics.length === 0 ? <p className="mt-8 text-slate-700">{t('common.noRecords')}</p> : null}
        {topics.map((c) => (
          <section key={c.id} aria-labelledby={`help-${c.slug}`} className="mt-10">
            <h2 id={`help-${c.slug}`} className="text-xl font-semibold">
              <Link to={`/help-center/question-list?category=${encodeURIComponent(c.slug)}`} className="hover:underline">
                {c.name}
              </Link>
            </h2>
            <Accordion className="mt-4" items={c.questions} />
          </section>
        ))}
      </div>
    );
  }
  if (!category) return <NotFoundPanel />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <BackLink />
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
