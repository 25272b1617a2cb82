import { browseQuery, cardOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope } from '../../lib/envelope';
import type { App } from '../../types';
import { browseJson, featuredJson } from './browse';
import pageRoutes from './page-routes';

const tags = ['campaigns'];
const json = 'application/json; charset=utf-8';

/** Browsing, featured campaigns and the public campaign page (issue 4 §4–§5). */
export default async function campaignsPublicRoutes(app: App) {
  app.get(
    '/campaigns/equities/front',
    {
      schema: {
        tags,
        summary: 'Public campaigns as cards: search, investing type, category, sort; 9 a page; active by default, status=4 for successful',
        querystring: browseQuery,
        response: { 200: listEnvelope(cardOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.type(json).send((await browseJson(app, request.query)) as never),
  );

  app.get(
    '/campaigns/equities/front/featured',
    {
      schema: {
        tags,
        summary: 'Up to 6 featured active campaigns for the home page',
        querystring: z.object({ language: z.string().max(10).optional() }),
        response: { 200: envelope(z.array(cardOut)), ...errorResponses },
      },
    },
    async (_request, reply) => reply.type(json).send((await featuredJson(app)) as never),
  );

  await app.register(pageRoutes);
}
