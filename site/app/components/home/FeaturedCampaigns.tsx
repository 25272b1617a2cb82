import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CampaignCard } from '~/lib/campaigns-public/types';
import { CardGrid } from '../campaigns/CardGrid';
import { ArrowEndIcon } from '../icons/ui-icons';

type Props = { cards: CampaignCard[]; lang: string; savedIds: Set<number>; signedIn: boolean };

/**
 * Staff's featured live campaigns (console: feature), up to six, with a way to all of them. The
 * cards are the browse list's own, Save button included (visitors are sent to log in).
 */
export function FeaturedCampaigns({ cards, lang, savedIds, signedIn }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('browse.home.featuredTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('browse.home.featuredIntro')}</p>
        </div>
        <Link to="/browse-companies" className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
          {t('browse.home.viewAll')}
          <ArrowEndIcon className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-8">
        <CardGrid cards={cards} lang={lang} headingLevel={3} savedIds={savedIds} signedIn={signedIn} />
      </div>
    </section>
  );
}
