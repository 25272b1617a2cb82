import { lookupOut, PAGE_SIZE } from '@cf/domain';
import { z } from 'zod';
import { byLang, cachedGet } from '../../lib/cached-route';
import { errorResponses, listEnvelope } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['public lookups'];
const MANAGE_OPTIONS = ['company-industry', 'team-member-type', 'campaign-stage', 'investing-round', 'investor-type', 'countries'] as const;

/** Spec §7 "Public lookups" (money spec) and the lookup calls of the accounts spec. */
export default async function lookupRoutes(app: App) {
  const db = app.db;
  const list = (url: string, type: Parameters<typeof service.lookupList>[1], summary: string) =>
    cachedGet(app, url, {
      tags,
      summary,
      data: z.array(lookupOut),
      key: byLang,
      load: ({ request }) => service.lookupList(db, type, request.lang),
    });

  list('/admin/types/front', 'types', 'Investing types (equity, debt)');
  list('/admin/categories/front', 'categories', 'Campaign categories');
  list('/admin/usertypes', 'user-types', 'User types offered at sign-up');
  for (const type of MANAGE_OPTIONS) list(`/admin/manage-options/${type}`, type, `Options: ${type}`);

  // Deal types are paged (spec: default page size 6).
  const dealQuery = z.object({
    language: z.string().max(10).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.dealTypes),
  });
  app.get(
    '/admin/deal-types/front',
    {
      schema: { tags, summary: 'Deal types, paged', querystring: dealQuery, response: { 200: listEnvelope(lookupOut), ...errorResponses } },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const body = await app.publicCache.get(`/admin/deal-types/front|${request.lang}|${page}|${limit}`, async () => {
        const result = await service.lookupPage(db, 'deal-types', request.lang, page, limit);
        return { status: 'success', data: { data: result.items, total: result.total, page, limit } };
      });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
