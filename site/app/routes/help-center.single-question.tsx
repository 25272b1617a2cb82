import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '~/components/content/NotFoundPanel';
import { ArrowStartIcon } from '~/components/icons/ui-icons';
import type { HelpQuestion } from '~/lib/api-types';
import { apiGet } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';

/**
 * The question chosen by its own id (?id=), whatever its topic. No id at all: nothing was chosen
 * yet, so the list of every question rather than a 404; an id that matches nothing is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!id) throw redirect('/help-center/question-list');
  const question = /^[1-9]\d{0,9}$/.test(id)
    ? await apiGet<HelpQuestion>(context, { path: `/admin/help-center/questions/${id}/front`, lang: requestLanguage(request) })
    : null;
  return data({ question }, { status: question ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  siteMeta(matches, { title: data?.question?.question ?? null, titleKey: 'site.notFoundTitle' });

export default function SingleQuestion() {
  const { t } = useTranslation();
  const { question } = useLoaderData<typeof loader>();
  if (!question) return <NotFoundPanel />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <nav aria-label={t('site.help.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/help-center" className="font-medium text-primary hover:underline">
              {t('site.help.title')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/help-center/question-list?category=${encodeURIComponent(question.category.slug)}`}
              className="font-medium text-primary hover:underline"
            >
              {question.category.name}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{question.question}</h1>
      <p className="mt-6 whitespace-pre-line leading-7 text-slate-800">{question.answer}</p>
      <p className="mt-10">
        <Link
          to={`/help-center/question-list?category=${encodeURIComponent(question.category.slug)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowStartIcon className="h-4 w-4" />
          {t('site.help.backToList')}
        </Link>
      </p>
    </article>
  );
}
