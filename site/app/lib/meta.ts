import type { MetaDescriptor } from '@remix-run/react';
import type { RootData } from './root-data.server';

type Match = { id: string; data: unknown };
type PageMeta = {
  title?: string | null;
  description?: string | null;
  /** An i18n key (site.faq.title) for the title. */ titleKey?: string;
};

/** Meta functions run outside React: look the key up in the texts the loaders sent. */
function lookup(messages: unknown, key: string): string | null {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
  return typeof value === 'string' ? value : null;
}

function titleOf(matches: Match[], root: RootData, key: string): string | null {
  const bundles = [
    root.messages,
    ...matches.map((m) => (m.data && typeof m.data === 'object' ? (m.data as { messages?: unknown }).messages : undefined)),
  ];
  for (const bundle of bundles) {
    const value = bundle ? lookup(bundle, key) : null;
    if (value !== null) return value;
  }
  return null;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * Title, description, keywords, Open Graph and Twitter tags from the site's meta settings. A page
 * passes its own title/description; Remix uses the deepest route's meta only, so every page
 * rebuilds the whole list through this function.
 */
export function siteMeta(matches: Match[], page: PageMeta = {}): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as RootData | undefined;
  if (!root) return [{ title: page.title ?? '' }];
  const { meta, settings, origin } = root;
  // A title key may name the page's own texts (its loader's `messages`), not only the root's.
  const pageTitle = page.title ?? (page.titleKey ? titleOf(matches, root, page.titleKey) : null);
  const title = pageTitle ? `${pageTitle} | ${settings.siteName}` : meta.metaTitle || settings.siteName;
  const description = page.description || meta.metaDescription;
  const image = meta.ogImage ? absolute(origin, meta.ogImage) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: settings.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: root.lang },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (meta.metaKeywords) tags.push({ name: 'keywords', content: meta.metaKeywords });
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (meta.twitterHandle) tags.push({ name: 'twitter:site', content: meta.twitterHandle });
  return tags;
}
