import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../types';
import { envelope, errorResponses } from './envelope';

export const languageQuery = z.object({ language: z.string().max(10).optional() });
const noParams = z.object({});

type Ctx<Q extends z.ZodObject, P extends z.ZodObject> = { request: FastifyRequest; query: z.infer<Q>; params: z.infer<P> };

type CachedRoute<Q extends z.ZodObject, P extends z.ZodObject> = {
  tags: string[];
  summary: string;
  /** The shape inside data.data (documents the answer; the cached text is sent as is). */
  data: z.ZodType;
  querystring?: Q;
  params?: P;
  /** What changes the answer besides the path: the language, a slug... */
  key: (ctx: Ctx<Q, P>) => string;
  load: (ctx: Ctx<Q, P>) => Promise<unknown>;
};

/**
 * A public read-only GET served from the in-process cache as ready JSON text: one database read
 * per change, not per request.
 */
export function cachedGet<Q extends z.ZodObject = typeof languageQuery, P extends z.ZodObject = typeof noParams>(
  app: App,
  url: string,
  route: CachedRoute<Q, P>,
) {
  app.get(
    url,
    {
      // Answers come from memory: counting them would cost more than serving them.
      config: { rateLimit: false },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.querystring ?? languageQuery,
        params: route.params ?? noParams,
        response: { 200: envelope(route.data), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = { request, query: request.query as z.infer<Q>, params: request.params as z.infer<P> };
      const body = await app.publicCache.get(`${url}|${route.key(ctx)}`, async () => ({
        status: 'success',
        data: { data: await route.load(ctx) },
      }));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}

export const byLang = ({ request }: { request: FastifyRequest }) => request.lang;
export const noKey = () => '';
