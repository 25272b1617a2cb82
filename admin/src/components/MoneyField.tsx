import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { Typography } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { plainAmount } from './plainAmount';

type SiteSettings = { id: number; currencyId: number | null };
type Currency = CurrencyDisplay & { id: number };

/** The site currency (amounts without a currency of their own are in it); cached by react-admin. */
export function useSiteCurrency(): { currency: Currency | undefined; isPending: boolean } {
  const { data: settings, isPending } = useGetOne<SiteSettings>('site-settings', { id: 1 });
  const enabled = Boolean(settings?.currencyId);
  const { data: currency, isPending: currencyPending } = useGetOne<Currency>('currencies', { id: settings?.currencyId ?? 0 }, { enabled });
  return { currency, isPending: isPending || (enabled && currencyPending) };
}

/** An amount in minor units of the site currency, formatted by the one rule in @cf/domain. */
export const MoneyField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { currency, isPending } = useSiteCurrency();
  const value = record?.[source] as number | null | undefined;
  if (value === null || value === undefined) return <Typography variant="body2">{translate('console.labels.empty')}</Typography>;
  if (isPending) return null;
  // No site currency configured: the amount in major units, without a sign.
  const text = currency ? formatMoney(value, currency, locale) : plainAmount(value, locale);
  return <Typography variant="body2">{text}</Typography>;
};
