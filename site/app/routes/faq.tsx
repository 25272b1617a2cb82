import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Accordion } from '~/components/help/Accordion';
import type { Faq } from '~/lib/api-types';
import { apiGet } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.faq.title' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const faqs = await apiGet<Faq[]>(context, { path: '/admin/content-page/faqs/front', lang: requestLanguage(request) });
  return { faqs: faqs ?? [] };
}

export default function FaqPage() {
  const { t } = useTranslation();
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.faq.title')}</h1>
      {faqs.length ? (
        <Accordion className="mt-8" items={faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer }))} />
      ) : (
        <p className="mt-8 text-slate-700">{t('site.faq.empty')}</p>
      )}
    </div>
  );
}
