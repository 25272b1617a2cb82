import type { AppLoadContext } from '@remix-run/node';
import type { Shell } from './api-types';
import { apiGet } from './api.server';
import { oncePerRequest } from './request-memo.server';

/** The layout's data for one language: one cached API call, shared by every loader of the render. */
export function loadShell(request: Request, context: AppLoadContext, lang: string): Promise<Shell> {
  return oncePerRequest(context, `shell|${lang}`, async () => {
    const shell = await apiGet<Shell>(context, { path: '/site/shell', lang });
    if (!shell) throw new Response(null, { status: 502 });
    return shell;
  });
}
