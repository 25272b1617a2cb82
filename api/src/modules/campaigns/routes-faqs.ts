import { campaignFaqInput, campaignFaqPatch, campaignPartsQuery, deletedOut, faqOut, faqTemplateOut, faqTemplatesQuery } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as faqs from './faqs';
import { actorOf, idParams, tags } from './route-helpers';

/** The platform's questions and each campaign's FAQs (answers to them and the owner's own). */
export default async function faqRoutes(app: App) {
  const base = '/campaigns/equity/campaign-faqs';
  const one = { 200: envelope(faqOut), ...errorResponses };
  const auth = { preHandler: app.requireUser };

  app.get(
    '/campaigns/faq-templates',
    {
      schema: {
        tags,
        summary: 'The platform’s questions for an investing type (required ones marked)',
        querystring: faqTemplatesQuery,
        response: { 200: envelope(z.array(faqTemplateOut)), ...errorResponses },
      },
    },
    async (request) => ok(await faqs.faqTemplates(app.db, request.query.investingType)),
  );

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: 'FAQs of a campaign',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(faqOut)), ...errorResponses },
      },
    },
    async (request) => ok(await faqs.listFaqs(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(`${base}/:id`, { ...auth, schema: { tags, summary: 'One FAQ', params: idParams, response: one } }, async (request) =>
    ok(await faqs.getFaq(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Answer a platform question (questionId) or add an own question; the answer is required',
        body: campaignFaqInput,
        response: { 201: envelope(faqOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await faqs.addFaq(app, actorOf(request), request.body))),
  );
  app.patch(
    `${base}/:id`,
    { ...auth, schema: { tags, summary: 'Change an FAQ', params: idParams, body: campaignFaqPatch, response: one } },
    async (request) => ok(await faqs.updateFaq(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}/:id`,
    { ...auth, schema: { tags, summary: 'Remove an FAQ', params: idParams, response: { 200: envelope(deletedOut), ...errorResponses } } },
    async (request) => ok(await faqs.deleteFaq(app, actorOf(request), request.params.id)),
  );
}
