import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CampaignMoney } from '../CampaignMoney';
import { basisPoints } from '../money';
import { fetchSettlement } from '../settlement';
import { Instant } from './Dates';
import { type Fact, Facts } from './Facts';
import { Section } from './Section';
import type { CampaignRecord } from './types';

/** After the raise: held in closing (since when), or settled with its figures (raised, fee, owed, refunded). */
export const SettlementSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['campaign-settlement', record?.id],
    queryFn: () => fetchSettlement(record!.id),
    enabled: Boolean(record) && (record!.status === 2 || record!.status === 4 || record!.status === 5 || record!.status === 6),
  });
  if (!record || !data || (!data.settlement && !data.closingSince)) return null;
  const s = data.settlement;
  const money = (value: number) => <CampaignMoney value={value} currency={record.currency} />;
  const items: Fact[] = s
    ? [
        ['settlement.console.state', translate(`settlement.outcome.${s.outcome}`)],
        ['settlement.console.raised', money(s.raised)],
        ['settlement.console.feeRate', basisPoints(s.feeBps, locale)],
        ['settlement.console.fee', money(s.fee)],
        ['settlement.console.net', money(s.net)],
        ['settlement.console.refunded', money(s.refunded)],
        ['settlement.console.investors', s.investors],
        ['settlement.console.settledAt', <Instant key="settled" value={s.settledAt} />],
      ]
    : [
        ['settlement.console.state', translate('settlement.outcome.closing')],
        ['settlement.console.closingSince', <Instant key="closing" value={data.closingSince} />],
      ];
  return (
    <Section title="settlement.console.section">
      <Facts items={items} />
    </Section>
  );
};
