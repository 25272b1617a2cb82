import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { Link } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { campaignTitle, stepPath, tabPath } from '~/lib/campaigns-owner/steps';
import type { OwnerCard, Paged } from '~/lib/campaigns-owner/types';
import { primaryButton } from '../header/styles';
import { Money } from '../money/Money';
import { moneyText } from '../money/money-text';
import { Pagination } from '../settings/Pagination';
import { StatusRibbon } from './StatusRibbon';

const chip =
  'inline-block rounded-full border px-3 py-1 text-sm font-medium border-slate-300 text-slate-800 hover:border-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/** The status filter chips (spec §2 "campaign status filters for owners"): links, so they work without scripts. */
function StatusFilters({ status }: { status: number | null }) {
  const { t } = useTranslation();
  const entries: { value: number | null; label: string }[] = [
    { value: null, label: t('wizard.dashboard.all') },
    ...Object.values(CAMPAIGN_STATUS).map((value) => ({ value, label: t(`campaigns.owner.statusNames.${value}`) })),
  ];
  return (
    <nav aria-label={t('wizard.dashboard.filterLabel')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {entries.map((e) => (
          <li key={e.value ?? 'all'}>
            <Link
              to={e.value === null ? '/dashboard' : `/dashboard?status=${e.value}`}
              aria-current={e.value === status ? 'page' : undefined}
              className={chip}
              preventScrollReset
            >
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Card({ card, lang }: { card: OwnerCard; lang: string }) {
  const { t } = useTranslation();
  const title = campaignTitle(card, t('wizard.dashboard.untitled'));
  const editable = card.status === 0 || card.status === 3;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {/* The picture stays clear: the status sits in the card's text, never over the picture or the name. */}
      <div className="aspect-[7/5] bg-slate-100">
        {card.campaignImage ? <img src={card.campaignImage} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <StatusRibbon status={card.status} className="self-start" />
        <h3 className="mt-2 text-base font-semibold" data-testid="owner-card-title">
          <Link to={tabPath(card.id, 'overview')} className="hover:underline">
            {title}
          </Link>
        </h3>
        {card.companyTagLine ? (
          <p dir="auto" className="mt-1 text-sm text-slate-700">
            {card.companyTagLine}
          </p>
        ) : null}
        {card.decisionReason ? (
          <p className="mt-2 rounded-md border-s-4 border-amber-700 bg-amber-50 p-2 text-sm text-amber-950" data-testid="decline-reason">
            {t('wizard.dashboard.declinedReason', { reason: card.decisionReason })}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-800">
          {t(`wizard.types.${card.investingType}.title`)} ·{' '}
          {card.currency ? (
            <Trans
              t={t}
              i18nKey="wizard.dashboard.cardMoney.raisedOf"
              values={{
                raised: moneyText(card.raisedAmount, card.currency, lang, 'compact'),
                goal: moneyText(card.goal, card.currency, lang, 'compact'),
              }}
              components={[
                <Money key="raised" minor={card.raisedAmount} currency={card.currency} lang={lang} form="compact" />,
                <Money key="goal" minor={card.goal} currency={card.currency} lang={lang} form="compact" />,
              ]}
            />
          ) : (
            t('wizard.dashboard.noTerms')
          )}
        </p>
        <div className="mt-2 h-2 rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.min(100, card.percentRaised)}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-700">
          {t('wizard.dashboard.percentRaised', { percent: card.percentRaised })}
          {card.daysLeft !== null ? ` · ${t('wizard.dashboard.daysLeft', { days: card.daysLeft })}` : ''}
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-4 text-sm">
          <Link to={tabPath(card.id, 'overview')} className="font-medium text-primary underline">
            {t('wizard.dashboard.manage')}
          </Link>
          {editable ? (
            <Link to={stepPath('company', card.id)} className="font-medium text-primary underline">
              {t('wizard.dashboard.continueEditing')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The owner part of /dashboard: status filters, "create campaign", the owner's cards (6 a page). */
export function OwnerCampaigns({ list, status, lang }: { list: Paged<OwnerCard>; status: number | null; lang: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="owner-campaigns" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="owner-campaigns" className="text-lg font-semibold">
          {t('wizard.dashboard.title')}
        </h2>
        <Link to="/create-campaign/choose-type" className={primaryButton}>
          {t('wizard.dashboard.create')}
        </Link>
      </div>
      <StatusFilters status={status} />
      {list.items.length === 0 ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {status === null
            ? t('wizard.dashboard.empty')
            : t('wizard.dashboard.emptyStatus', { status: t(`campaigns.owner.statusNames.${status}`) })}
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((card) => (
            <Card key={card.id} card={card} lang={lang} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </section>
  );
}
