import type { App } from '../types';

/**
 * Every method and path Fastify has registered, read from printRoutes() (Fastify keeps no public
 * route list once it is ready). Paths use OpenAPI's {param} syntax; HEAD routes Fastify adds for
 * each GET are left out.
 */
export function registeredRoutes(app: App): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2]!}`;
    stack[depth] = path;
    stack.length = depth + 1;
    const openApiPath = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD' || !(match[3] ?? '').includes('GET')) routes.push(`${method} ${openApiPath}`);
  }
  return routes;
}
