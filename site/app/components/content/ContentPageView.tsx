import type { ReactNode } from 'react';
import type { ContentPage } from '~/lib/api-types';
import { NotFoundPanel } from './NotFoundPanel';

/**
 * A staff-written page. Its body is HTML the API rendered from Markdown and sanitised
 * (packages/domain markdown.ts), so it may be inserted as is.
 */
export function ContentPageView({ page, children }: { page: ContentPage | null; children?: ReactNode }) {
  if (!page) return <NotFoundPanel />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      {children}
    </article>
  );
}

export const contentMeta = (page: ContentPage | null | undefined) => ({
  title: page ? (page.metaTitle ?? page.title) : null,
  description: page?.metaDescription ?? null,
  titleKey: 'site.notFoundTitle',
});
