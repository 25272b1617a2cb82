import { useTranslation } from 'react-i18next';
import type { Slide } from '~/lib/api-types';
import type { InvestmentActivity } from '~/lib/campaign-investors/types';
import type { CampaignCard } from '~/lib/campaigns-public/types';
import { ActivityFeed } from '../campaign-investors/ActivityFeed';
import { NewsletterBox } from '../newsletter/NewsletterBox';
import { FeaturedCampaigns } from './FeaturedCampaigns';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Slides } from './Slides';

type Props = {
  slides: Slide[];
  featured: CampaignCard[];
  /** The featured campaigns the signed-in visitor saved (their cards show "Unsave"). */
  savedIds: Set<number>;
  signedIn: boolean;
  /** The latest investments across public campaigns. */
  activity: InvestmentActivity[];
  lang: string;
  notFound: boolean;
  newsletterCaptcha: boolean;
  heroImage: string | null;
};

/** The home screen: hero, featured campaigns, staff slides, how it works, newsletter. Also shown for unknown paths. */
export function HomePage({ slides, featured, savedIds, signedIn, activity, lang, notFound, newsletterCaptcha, heroImage }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {notFound ? (
        <p
          role="status"
          className="mx-auto mt-6 max-w-6xl rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
        >
          {t('site.notFound')}
        </p>
      ) : null}
      <Hero image={heroImage} />
      {featured.length ? <FeaturedCampaigns cards={featured} lang={lang} savedIds={savedIds} signedIn={signedIn} /> : null}
      {activity.length ? (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <ActivityFeed items={activity} lang={lang} />
        </div>
      ) : null}
      {slides.length ? <Slides slides={slides} /> : null}
      <HowItWorks />
      <NewsletterBox captchaOn={newsletterCaptcha} />
    </>
  );
}
