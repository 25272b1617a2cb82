import type { CurrencyDisplay } from '@cf/domain';
import { useLocaleState, useTranslate } from 'react-admin';
import { campaignMoney } from './money';

type Props = { value: unknown; currency: Partial<CurrencyDisplay> | null | undefined };

/** An amount in the campaign's currency (display format of its currency), or "—". */
export const CampaignMoney = ({ value, currency }: Props) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const money = campaignMoney(value, currency, locale);
  if (!money) return <>{translate('console.labels.empty')}</>;
  return <>{money.text}</>;
};
