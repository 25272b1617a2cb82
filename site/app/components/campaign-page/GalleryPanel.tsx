import { useTranslation } from 'react-i18next';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { EmptyNote, TabPanel } from './TabPanel';

/** The owner's pictures as a grid with captions; each opens full size (no lightbox script to load). */
export function GalleryPanel({ campaign }: { campaign: CampaignPageData }) {
  const { t } = useTranslation();
  return (
    <TabPanel id="gallery" title={t('browse.tabs.gallery')}>
      {campaign.gallery.length === 0 ? (
        <EmptyNote>{t('browse.gallery.empty')}</EmptyNote>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {campaign.gallery.map((image) => (
            <li key={image.id}>
              <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                <a href={image.image} target="_blank" rel="noopener" className="block">
                  <img
                    src={image.image}
                    alt={image.title}
                    width={700}
                    height={500}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[7/5] w-full bg-slate-100 object-cover"
                  />
                  <span className="sr-only"> {t('browse.gallery.fullSize')}</span>
                </a>
                <figcaption className="p-4">
                  <p dir="auto" className="font-semibold text-slate-900">
                    {image.title}
                  </p>
                  {image.description ? (
                    <p dir="auto" className="mt-1 text-sm text-slate-700">
                      {image.description}
                    </p>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </TabPanel>
  );
}
