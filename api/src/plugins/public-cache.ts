import type { DatabaseHandle } from '@cf/db';
import fp from 'fastify-plugin';
import { PUBLIC_CACHE_CHANNEL, PublicCache } from '../lib/public-cache';

export { PublicCache } from '../lib/public-cache';

export default fp<{ handle: DatabaseHandle }>(async (app, { handle }) => {
  const cache = new PublicCache(handle);
  await handle.listen(PUBLIC_CACHE_CHANNEL, () => cache.clearLocal());
  app.decorate('publicCache', cache);
});
