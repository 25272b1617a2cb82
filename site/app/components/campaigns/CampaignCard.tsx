import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { campaignTitle, count } from '~/lib/campaigns-public/format';
import type { CampaignCard as Card } from '~/lib/campaigns-public/types';
import { Badge } from './Badge';
import { RaiseProgress } from './RaiseProgress';
import { SaveToggle } from './SaveToggle';
import { TimeLeft } from './TimeLeft';

type Props = {
  card: Card;
  lang: string;
  /** h2 under a page's h1, h3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The first row is above the fold: load its pictures at once. */
  eager?: boolean;
  /** Null: no toggle (the home page shows the count only). */
  saved: boolean | null;
  signedIn: boolean;
};

/** A decorative picture of the card (the name says what it is): sized, and loaded late unless above the fold. */
function CardPicture({
  src,
  width,
  height,
  eager,
  className,
}: {
  src: string;
  width: number;
  height: number;
  eager: boolean;
  className: string;
}) {
  return <img src={src} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={className} />;
}

export const campaignPath = (slug: string) => `/campaign-detail-page/${encodeURIComponent(slug)}`;

/**
 * One campaign in a list: picture, logo, name, tag line, badges, progress, time left, savers.
 * Owners' words take their own direction (dir="auto": an English tag line on an Arabic page keeps its
 * full stop at its end); amounts are compact, the campaign page has them exact.
 */
export function CampaignCard({ card, lang, headingLevel = 2, eager = false, saved, signedIn }: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const name = campaignTitle(card);
  const headingId = `campaign-card-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {card.campaignImage ? (
        <CardPicture
          src={card.campaignImage}
          width={700}
          height={500}
          eager={eager}
          className="aspect-[7/5] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[7/5] w-full bg-slate-100" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          {card.companyLogo ? (
            <CardPicture
              src={card.companyLogo}
              width={48}
              height={48}
              eager={eager}
              className="h-12 w-12 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
            />
          ) : null}
          <Heading id={headingId} dir="auto" className="text-lg font-semibold leading-snug text-slate-900">
            <Link to={campaignPath(card.slug)} className="hover:text-primary hover:underline">
              {name}
            </Link>
          </Heading>
        </div>
        {card.companyTagLine ? (
          <p dir="auto" className="text-sm text-slate-700">
            {card.companyTagLine}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge tone="type">{t(`browse.investingType.${card.investingType}`)}</Badge>
          </li>
          {card.accreditedOnly ? (
            <li>
              <Badge tone="accredited">{t('browse.card.accreditedOnly')}</Badge>
            </li>
          ) : null}
        </ul>
        <RaiseProgress
          raised={card.raisedAmount}
          goal={card.goal}
          percentRaised={card.percentRaised}
          currency={card.currency}
          lang={lang}
          form="compact"
        />
        <TimeLeft status={card.status} daysLeft={card.daysLeft} lang={lang} />
        {saved !== null ? (
          <div className="mt-auto border-t border-slate-200 pt-3">
            <SaveToggle campaignId={card.id} name={name} saved={saved} savedCount={card.savedCount} signedIn={signedIn} lang={lang} />
          </div>
        ) : (
          <p className="mt-auto border-t border-slate-200 pt-3 text-sm text-slate-700">
            {t('browse.card.savedCount', { count: card.savedCount, formatted: count(card.savedCount, lang) })}
          </p>
        )}
      </div>
    </article>
  );
}
