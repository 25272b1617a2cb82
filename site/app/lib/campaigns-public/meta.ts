import type { MetaDescriptor } from '@remix-run/react';
import { siteMeta } from '../meta';
import type { RootData } from '../root-data.server';
import type { CampaignPageData } from './types';

type Match = { id: string; data: unknown };

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
const REPLACED = new Set(['og:type', 'og:image', 'twitter:image', 'twitter:card']);

/**
 * A campaign's own title, description and Open Graph tags (its picture, its address) on top of
 * the site's: what a link shared on a social network shows.
 */
export function campaignMeta(matches: Match[], campaign: CampaignPageData | undefined, title: string | undefined): MetaDescriptor[] {
  if (!campaign || !title) return siteMeta(matches);
  const root = matches.find((m) => m.id === 'root')?.data as RootData | undefined;
  const origin = root?.origin ?? '';
  const base = siteMeta(matches, { title, description: campaign.meta.description || undefined }).filter(
    (tag) => !('property' in tag && REPLACED.has(String(tag.property))) && !('name' in tag && REPLACED.has(String(tag.name))),
  );
  const image = campaign.meta.image ? absolute(origin, campaign.meta.image) : null;
  return [
    ...base,
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: campaign.meta.url },
    { tagName: 'link', rel: 'canonical', href: campaign.meta.url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { name: 'twitter:image', content: image },
        ]
      : []),
  ];
}
