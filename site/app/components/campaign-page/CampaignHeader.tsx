import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CampaignPageLoaderData } from '~/lib/campaigns-public/campaign.server';
import { pageTitle, webUrl } from '~/lib/campaigns-public/format';
import { Badge } from '../campaigns/Badge';
import { CampaignMedia } from './CampaignMedia';
import { ClosedBanner } from './ClosedBanner';
import { FundingPanel } from './FundingPanel';
import { ShareLinks } from './ShareLinks';

/** The top of the campaign page: banner when closed, name and company, picture or video, funding, sharing. */
export function CampaignHeader({ data }: { data: CampaignPageLoaderData }) {
  const { t } = useTranslation();
  const c = data.campaign;
  const title = pageTitle(c);
  return (
    <>
      <ClosedBanner campaign={c} />
      {c.status !== 2 && c.status !== 4 && c.status !== 5 ? (
        <p className="mb-6 rounded-lg border-s-4 border-amber-700 bg-amber-50 p-4 text-sm font-medium text-amber-950">
          {t('browse.page.previewNotice')}
        </p>
      ) : null}
      <header className="flex items-start gap-4">
        {c.company.logo ? (
          <img
            src={c.company.logo}
            alt=""
            width={72}
            height={72}
            className="h-14 w-14 shrink-0 rounded-lg sm:h-18 sm:w-18 border border-slate-200 bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 dir="auto" className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {c.company.tagLine ? (
            <p dir="auto" data-testid="campaign-tagline" className="mt-1 text-lg text-slate-700">
              {c.company.tagLine}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">
            {c.company.name && c.company.name !== title ? <bdi className="font-medium text-slate-900">{c.company.name}</bdi> : null}
            {c.company.name && c.company.name !== title ? ' · ' : null}
            {t('browse.page.by')}{' '}
            <Link
              to={`/profile/${encodeURIComponent(c.owner.slug)}`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              <bdi>
                {c.owner.firstName} {c.owner.lastName}
              </bdi>
            </Link>
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            <li>
              <Badge tone="type">{t(`browse.investingType.${c.investingType}`)}</Badge>
            </li>
            {c.accreditedOnly ? (
              <li>
                <Badge tone="accredited">{t('browse.card.accreditedOnly')}</Badge>
              </li>
            ) : null}
            {c.status === 4 ? (
              <li>
                <Badge tone="success">{t('browse.card.successful')}</Badge>
              </li>
            ) : c.closed ? (
              <li>
                <Badge tone="closed">{t('browse.card.closed')}</Badge>
              </li>
            ) : null}
          </ul>
        </div>
      </header>
      {/* Phones: picture, funding, sharing; wide screens: funding beside the other two. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CampaignMedia
          uploadType={c.story.uploadType}
          image={c.story.campaignImage}
          videoUrl={webUrl(c.story.videoUrl)}
          embedUrl={c.story.videoEmbedUrl}
          name={title}
        />
        <div className="lg:row-span-2">
          <FundingPanel data={data} />
        </div>
        <ShareLinks url={c.meta.url} title={title} />
      </div>
    </>
  );
}
