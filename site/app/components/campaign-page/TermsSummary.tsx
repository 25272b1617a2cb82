import { useTranslation } from 'react-i18next';
import { calendarDate, count, percent } from '~/lib/campaigns-public/format';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { Money } from '../money/Money';
import { type FactRow, Facts, ownText } from './Facts';
import { TermHint } from './TermHint';

/**
 * The terms in words and numbers: equity (shares, price, equity offered, valuation) or debt
 * (yearly interest, payment frequency, term, repayment), plus convertible-note terms when set.
 */
export function TermsSummary({ campaign, lang }: { campaign: CampaignPageData; lang: string }) {
  const { t } = useTranslation();
  const terms = campaign.terms;
  const currency = campaign.fundraising.currency;
  const rows: FactRow[] =
    campaign.investingType === 'equity'
      ? [
          [t('browse.terms.availableShares'), terms.availableShares === null ? null : count(terms.availableShares, lang)],
          [
            t('browse.terms.pricePerShare'),
            terms.pricePerShare === null ? null : <Money minor={terms.pricePerShare} currency={currency} lang={lang} />,
          ],
          [
            t('browse.terms.equityAvailable'),
            terms.equityAvailable === null ? null : percent(terms.equityAvailable, lang, 3),
            t('browse.pageHelp.hints.equityAvailable'),
          ],
          [
            t('browse.terms.preMoneyValuation'),
            terms.preMoneyValuation === null ? null : <Money minor={terms.preMoneyValuation} currency={currency} lang={lang} />,
            t('browse.pageHelp.hints.preMoneyValuation'),
          ],
        ]
      : [
          [
            t('browse.terms.interestRate'),
            terms.interestRateBps === null ? null : t('browse.terms.perYear', { rate: percent(terms.interestRateBps / 100, lang, 2) }),
            t('browse.pageHelp.hints.interestRate'),
          ],
          [t('browse.terms.investFrequency'), terms.investFrequency ? t(`browse.terms.frequencies.${terms.investFrequency}`) : null],
          [
            t('browse.terms.termLength'),
            terms.termLengthMonths === null
              ? null
              : t('browse.terms.months', { count: terms.termLengthMonths, formatted: count(terms.termLengthMonths, lang) }),
          ],
          [
            t('browse.terms.repaymentMethod'),
            terms.repaymentMethod ? (
              <TermHint hint={t(`browse.pageHelp.hints.${terms.repaymentMethod}`)}>
                {t(`browse.terms.repaymentMethods.${terms.repaymentMethod}`)}
              </TermHint>
            ) : null,
          ],
          [t('browse.terms.paybackStartDate'), terms.paybackStartDate ? calendarDate(terms.paybackStartDate, lang) : null],
          [
            t('browse.terms.preMoneyValuation'),
            terms.preMoneyValuation === null ? null : <Money minor={terms.preMoneyValuation} currency={currency} lang={lang} />,
            t('browse.pageHelp.hints.preMoneyValuation'),
          ],
        ];
  if (terms.maturityDate) rows.push([t('browse.terms.maturityDate'), calendarDate(terms.maturityDate, lang)]);
  if (terms.conversionTrigger) rows.push([t('browse.terms.conversionTrigger'), ownText(terms.conversionTrigger)]);
  if (terms.redemptionTerms) rows.push([t('browse.terms.redemptionTerms'), ownText(terms.redemptionTerms)]);
  return <Facts rows={rows} />;
}

/** Goal, raise bounds, investment bounds, dates, stage and round. */
export function FundraisingSummary({ campaign, lang }: { campaign: CampaignPageData; lang: string }) {
  const { t } = useTranslation();
  const f = campaign.fundraising;
  const rows: FactRow[] = [
    [t('browse.fundraising.goal'), <Money minor={f.goal} currency={f.currency} lang={lang} />],
    [t('browse.fundraising.minimumRaise'), <Money minor={f.minimumRaise} currency={f.currency} lang={lang} />],
    [t('browse.fundraising.maximumRaise'), <Money minor={f.maximumRaise} currency={f.currency} lang={lang} />],
    [t('browse.fundraising.minimumInvestment'), <Money minor={f.minimumInvestment} currency={f.currency} lang={lang} />],
    [t('browse.fundraising.maximumInvestment'), <Money minor={f.maximumInvestment} currency={f.currency} lang={lang} />],
    [t('browse.fundraising.openDate'), f.openDate ? calendarDate(f.openDate, lang) : null],
    [t('browse.fundraising.closingDate'), f.closingDate ? calendarDate(f.closingDate, lang) : null],
    [t('browse.fundraising.campaignStage'), f.campaignStage?.name ?? null],
    [t('browse.fundraising.investingRound'), f.investingRound?.name ?? null],
    [t('browse.fundraising.campaignType'), <CampaignTypeTerm type={campaign.campaignType} />],
  ];
  return <Facts rows={rows} />;
}

/** "Fixed: all or nothing" / "Flexible: …" with what it means for the investor's money. */
export function CampaignTypeTerm({ type }: { type: CampaignPageData['campaignType'] }) {
  const { t } = useTranslation();
  return <TermHint hint={t(`browse.pageHelp.hints.${type}`)}>{t(`browse.fundraising.campaignTypes.${type}`)}</TermHint>;
}
