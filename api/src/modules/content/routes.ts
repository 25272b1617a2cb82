import {
  contentFaqOut as faq,
  contentPageOut as page,
  contentPageSummaryOut as pageSummary,
  helpCategoryOut as helpCategory,
  helpCategoryWithAnswersOut as helpCategoryWithAnswers,
  helpQuestionOut as helpQuestion,
  slideOut as slide,
} from '@cf/domain';
import { z } from 'zod';
import { byLang, cachedGet } from '../../lib/cached-route';
import type { App } from '../../types';
import * as service from './service';

const tags = ['public content'];

const slugParam = z.object({ slug: z.string().max(120) });
const idParam = z.object({ id: z.coerce.number().int().positive() });

export default async function contentRoutes(app: App) {
  const db = app.db;
  cachedGet(app, '/admin/content-page/pages', {
    tags,
    summary: 'Published content pages (slug and title) in the asked language',
    data: z.array(pageSummary),
    key: byLang,
    load: ({ request }) => service.pageList(db, request.lang),
  });
  cachedGet(app, '/admin/content-page/pages/:slug', {
    tags,
    summary: 'One content page by slug, body as sanitised HTML (English fallback)',
    data: page,
    params: slugParam,
    key: ({ request, params }) => `${request.lang}|${params.slug}`,
    load: ({ request, params }) => service.pageBySlug(db, request.lang, params.slug),
  });
  cachedGet(app, '/admin/content-page/faqs/front', {
    tags,
    summary: 'FAQ page entries',
    data: z.array(faq),
    key: byLang,
    load: ({ request }) => service.faqList(db, request.lang),
  });
  cachedGet(app, '/admin/front-faqs/front', {
    tags,
    summary: 'Footer FAQs (the footer links to /faq only when there are some)',
    data: z.array(faq),
    key: byLang,
    load: ({ request }) => service.footerFaqList(db, request.lang),
  });
  cachedGet(app, '/admin/help-center/categories/front', {
    tags,
    summary: 'Help-centre categories with their question titles',
    data: z.array(helpCategory),
    key: byLang,
    load: ({ request }) => service.helpCategoryList(db, request.lang),
  });
  cachedGet(app, '/admin/help-center/categories/:slug/front', {
    tags,
    summary: 'One help-centre category with its questions and answers',
    data: helpCategoryWithAnswers,
    params: slugParam,
    key: ({ request, params }) => `${request.lang}|${params.slug}`,
    load: ({ request, params }) => service.helpCategoryBySlug(db, request.lang, params.slug),
  });
  cachedGet(app, '/admin/help-center/questions/front', {
    tags,
    summary: 'Every help-centre question with its answer, by category (the question list without a topic)',
    data: z.array(helpCategoryWithAnswers),
    key: byLang,
    load: ({ request }) => service.helpQuestionsByCategory(db, request.lang),
  });
  cachedGet(app, '/admin/help-center/questions/:id/front', {
    tags,
    summary: 'One help-centre question',
    data: helpQuestion,
    params: idParam,
    key: ({ params }) => String(params.id),
    load: ({ params }) => service.helpQuestionById(db, params.id),
  });
  cachedGet(app, '/admin/sliders/front-sliders', {
    tags,
    summary: 'Home-page slides; status=yes gives the active ones only',
    data: z.array(slide),
    querystring: z.object({ language: z.string().optional(), status: z.enum(['yes', 'no']).optional() }),
    key: ({ request, query }) => `${request.lang}|${query.status ?? ''}`,
    load: ({ request, query }) => service.sliderList(db, request.lang, query.status !== 'no'),
  });
}
