import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate, webUrl } from '~/lib/campaigns-public/format';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { SocialIcon } from '../icons/social-icons';
import { Money } from '../money/Money';
import { Facts, ownText } from './Facts';
import { People } from './People';
import { FundraisingSummary, TermsSummary } from './TermsSummary';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h3 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The pitch's HTML, sanitised by the API (issue 14 §9): headings h2–h4, lists, links, images. The
 * owner may write in another language than the page's, hence dir="auto".
 */
export function PitchProse({ html, label, testId }: { html: string; label?: string; testId?: string }) {
  return (
    <div
      dir="auto"
      aria-label={label}
      role={label ? 'region' : undefined}
      data-testid={testId}
      className="rich-text break-words [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The overview tab: story, highlights, the company, fundraising and terms, property, people, videos, links. */
export function Overview({ campaign: c, lang }: { campaign: CampaignPageData; lang: string }) {
  const { t } = useTranslation();
  // The API adds the rendered pitch to the story (issue 14 §9); older answers leave it out.
  const pitchHtml = c.story.pitchHtml;
  const highlights = (c.story.highlights ?? '')
    .split('\n')
    .map((h) => h.trim())
    .filter(Boolean);
  const links = Object.entries(c.extras.links)
    .map(([network, url]) => [network, webUrl(url)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const customLinks = c.extras.customLinks.flatMap((l) => {
    const url = webUrl(l.url);
    return url ? [{ ...l, url }] : [];
  });
  const website = webUrl(c.company.website);
  const p = c.property;
  const propertyRows: [string, ReactNode][] = p
    ? [
        [t('browse.property.name'), ownText(p.propertyName)],
        [
          t('browse.property.address'),
          ownText([p.propertyStreet, p.propertyCity, p.propertyState, p.propertyCountry].filter(Boolean).join(', ')),
        ],
        [t('browse.property.size'), ownText(p.propertySize)],
        [t('browse.property.plotSize'), ownText(p.plotSize)],
        [t('browse.property.buildYear'), p.buildYear === null ? null : String(p.buildYear)],
        [t('browse.property.stage'), ownText(p.propertyStage)],
      ]
    : [];
  const companyRows: [string, ReactNode][] = [
    [t('browse.company.category'), c.company.category?.name ?? null],
    [t('browse.company.industry'), c.company.industry?.name ?? null],
    [t('browse.company.yearFounded'), c.company.yearFounded === null ? null : String(c.company.yearFounded)],
    [t('browse.company.address'), ownText(c.company.address)],
    [
      t('browse.company.previouslyRaised'),
      c.company.previouslyRaised === null ? null : (
        <Money minor={c.company.previouslyRaised} currency={c.fundraising.currency} lang={lang} />
      ),
    ],
    [
      t('browse.company.totalRevenue'),
      c.company.totalRevenue === null ? null : <Money minor={c.company.totalRevenue} currency={c.fundraising.currency} lang={lang} />,
    ],
    [t('browse.company.approvedAt'), c.approvedAt ? calendarDate(c.approvedAt, lang) : null],
  ];
  return (
    <div className="space-y-12">
      {c.story.campaignStory || highlights.length || pitchHtml ? (
        <Section id="overview-story" title={t('browse.overview.story')}>
          {c.story.campaignStory ? (
            <p dir="auto" data-testid="campaign-story" className="whitespace-pre-line text-lg leading-relaxed text-slate-800">
              {c.story.campaignStory}
            </p>
          ) : null}
          {pitchHtml ? <PitchProse html={pitchHtml} testId="campaign-pitch" /> : null}
          {highlights.length ? (
            <>
              <h4 className="font-semibold text-slate-900">{t('browse.overview.highlights')}</h4>
              <ul className="list-disc space-y-1 ps-6 text-slate-800">
                {highlights.map((h) => (
                  <li key={h} dir="auto">
                    {h}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      ) : null}
      <Section id="overview-terms" title={t(c.investingType === 'equity' ? 'browse.terms.equityTitle' : 'browse.terms.debtTitle')}>
        <TermsSummary campaign={c} lang={lang} />
      </Section>
      <Section id="overview-fundraising" title={t('browse.fundraising.title')}>
        <FundraisingSummary campaign={c} lang={lang} />
      </Section>
      <Section id="overview-company" title={t('browse.company.title', { name: c.company.name ?? '' })}>
        {c.company.description ? (
          <p dir="auto" className="whitespace-pre-line leading-relaxed text-slate-800">
            {c.company.description}
          </p>
        ) : null}
        <Facts rows={companyRows} />
        {website ? (
          <p>
            <a href={website} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
              {t('browse.company.website')}
              <span className="sr-only"> {t('browse.share.newTab')}</span>
            </a>
          </p>
        ) : null}
      </Section>
      {propertyRows.some((r) => r[1]) || p?.propertyDetail ? (
        <Section id="overview-property" title={t('browse.property.title')}>
          {p?.propertyDetail ? (
            <p dir="auto" className="whitespace-pre-line text-slate-800">
              {p.propertyDetail}
            </p>
          ) : null}
          <Facts rows={propertyRows} />
        </Section>
      ) : null}
      {c.team.length ? (
        <Section id="overview-team" title={t('browse.overview.team')}>
          <People
            people={c.team.map((m) => ({
              id: m.id,
              name: m.fullName,
              role: m.roleTitle,
              kind: m.memberType?.name ?? null,
              bio: m.bio,
              photo: m.photo,
            }))}
          />
        </Section>
      ) : null}
      {c.leadInvestors.length ? (
        <Section id="overview-lead" title={t('browse.overview.leadInvestors')}>
          <People
            people={c.leadInvestors.map((l) => ({
              id: l.id,
              name: l.name,
              role: l.investorType?.name ?? null,
              kind: null,
              bio: l.bio,
              photo: l.photo,
            }))}
          />
        </Section>
      ) : null}
      {c.extras.videos.length ? (
        <Section id="overview-videos" title={t('browse.overview.videos')}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {c.extras.videos.map((v) => (
              <li key={v.id} className="space-y-2">
                {v.embedUrl ? (
                  <iframe
                    src={v.embedUrl}
                    title={v.title}
                    loading="lazy"
                    allowFullScreen
                    className="aspect-video w-full rounded-lg border-0 bg-slate-100"
                  />
                ) : null}
                <p dir="auto" className="font-semibold">
                  {webUrl(v.url) ? (
                    <a href={webUrl(v.url)!} target="_blank" rel="noopener noreferrer" className="hover:underline">
                      {v.title}
                      <span className="sr-only"> {t('browse.share.newTab')}</span>
                    </a>
                  ) : (
                    v.title
                  )}
                </p>
                {v.description ? (
                  <p dir="auto" className="text-sm text-slate-700">
                    {v.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {links.length || customLinks.length ? (
        <Section id="overview-links" title={t('browse.overview.links')}>
          <ul className="flex flex-wrap gap-3">
            {links.map(([network, url]) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                >
                  <SocialIcon name={network} className="h-4 w-4" />
                  {t(`browse.overview.networks.${network}`)}
                  <span className="sr-only"> {t('browse.share.newTab')}</span>
                </a>
              </li>
            ))}
            {customLinks.map((l) => (
              <li key={l.id}>
                <a
                  href={l.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                >
                  <bdi>{l.title}</bdi>
                  <span className="sr-only"> {t('browse.share.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
