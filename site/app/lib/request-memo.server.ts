import type { AppLoadContext } from '@remix-run/node';

/**
 * Loaders of one render (root and page) run side by side; both may need the shell or the user.
 * Remix gives each loader its own Request, but one load context per request (the Fastify server
 * builds it per request; Remix makes a fresh {} when there is none), so the context is the key.
 * Entries disappear with the request: nothing per user outlives it.
 */
const memo = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(context: AppLoadContext, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memo.get(context);
  if (!entries) {
    entries = new Map();
    memo.set(context, entries);
  }
  let hit = entries.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    entries.set(key, hit);
  }
  return hit;
}
