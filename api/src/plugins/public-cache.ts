import type { DatabaseHandle } from '@cf/db';
import fp from 'fastify-plugin';
import { cacheBusOf } from '../lib/cache-bus';
import { PublicCache } from '../lib/public-cache';

export { PublicCache } from '../lib/public-cache';

export default fp<{ handle: DatabaseHandle }>(async (app, { handle }) => {
  app.decorate('publicCache', new PublicCache(await cacheBusOf(handle)));
});
