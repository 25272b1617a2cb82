import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CampaignMoney } from '../CampaignMoney';
import { basisPoints, percent } from '../money';
import { Day } from './Dates';
import { type Fact, Facts } from './Facts';
import { Nothing, Section, SubHeading } from './Section';
import type { CampaignRecord } from './types';

const f = (field: string) => `resources.campaigns.fields.${field}`;

/** Goal, bounds, dates and rounds, then the terms of the offer (equity, debt or convertible). */
export const FundraisingSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const submission = record?.submission;
  if (!record || !submission) return null;
  const { fundraising: money, terms } = submission;
  const currency = money.currency ?? record.currency;
  const amount = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : <CampaignMoney value={value} currency={currency} />;
  const number = (value: unknown) => (typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : null);
  const choice = (group: string, value: unknown) =>
    typeof value === 'string' && value ? translate(`console.choices.${group}.${value}`, { _: value }) : null;

  const termFacts: Fact[] = [
    [f('availableShares'), number(terms.availableShares)],
    [f('equityAvailable'), percent(terms.equityAvailable, locale)],
    [f('preMoneyValuation'), amount(terms.preMoneyValuation)],
    [f('pricePerShare'), amount(terms.pricePerShare)],
    [f('interestRateBps'), basisPoints(terms.interestRateBps, locale)],
    [f('investFrequency'), choice('investFrequency', terms.investFrequency)],
    [f('termLengthMonths'), number(terms.termLengthMonths)],
    [f('paybackStartDate'), terms.paybackStartDate ? <Day value={String(terms.paybackStartDate)} /> : null],
    [f('repaymentMethod'), choice('repaymentMethod', terms.repaymentMethod)],
    [f('maturityDate'), terms.maturityDate ? <Day value={String(terms.maturityDate)} /> : null],
    [f('conversionTrigger'), terms.conversionTrigger],
    [f('redemptionTerms'), terms.redemptionTerms],
  ];
  const anyTerm = termFacts.some(([, value]) => value !== null && value !== undefined && value !== '');

  return (
    <Section title="console.campaigns.sections.fundraising">
      <Facts
        items={[
          [f('currencyCode'), currency ? `${currency.code} (${currency.symbol})` : null],
          [f('goal'), amount(money.goal)],
          [f('minimumRaise'), amount(money.minimumRaise)],
          [f('maximumRaise'), amount(money.maximumRaise)],
          [f('minimumInvestment'), amount(money.minimumInvestment)],
          [f('maximumInvestment'), amount(money.maximumInvestment)],
          [f('raisedAmount'), amount(money.raisedAmount)],
          [f('percentRaised'), percent(money.percentRaised, locale)],
          [f('investorCount'), number(money.investorCount)],
          [f('openDate'), money.openDate ? <Day value={money.openDate} /> : null],
          [f('closingDate'), money.closingDate ? <Day value={money.closingDate} /> : null],
          [f('campaignStageId'), money.campaignStage?.name],
          [f('investingRoundId'), money.investingRound?.name],
          [f('termsSlug'), submission.termsSlug],
        ]}
      />
      <SubHeading title="console.campaigns.sections.terms" />
      {anyTerm ? <Facts items={termFacts} hideEmpty /> : <Nothing />}
    </Section>
  );
};
