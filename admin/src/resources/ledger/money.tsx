import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useGetList, useLocaleState } from 'react-admin';
import { textColumn } from '../../components/columns';
import { plainAmount } from '../../components/plainAmount';

type Currency = CurrencyDisplay & { id: number };

/**
 * Formats minor units of any currency by the one rule in @cf/domain, with the currencies' display
 * formats (one cached request for the whole console); an unknown code gets two decimals and its code.
 */
export function useMoneyFormat(): (minor: number, code: string) => string {
  const { data } = useGetList<Currency>('currencies', { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } });
  const [locale] = useLocaleState();
  const byCode = useMemo(() => new Map((data ?? []).map((c) => [c.code, c])), [data]);
  return useCallback(
    (minor, code) => {
      const currency = byCode.get(code);
      if (currency) return formatMoney(minor, currency, locale);
      return plainAmount(minor, locale, code);
    },
    [byCode, locale],
  );
}

const MoneyText = ({ minor, code }: { minor: unknown; code: unknown }) => {
  const format = useMoneyFormat();
  if (typeof minor !== 'number' || typeof code !== 'string') return null;
  return <>{format(minor, code)}</>;
};

/** An amount in minor units shown in its own currency (the row's `currencyField`). */
export const moneyColumn = (field: string, currencyField = 'currency', options: Partial<GridColDef> = {}): GridColDef =>
  textColumn(field, {
    type: 'number',
    flex: 0,
    width: 150,
    renderCell: (params: GridRenderCellParams) => <MoneyText minor={params.value} code={params.row[currencyField]} />,
    ...options,
  });

/** The currency codes staff may filter by (every currency the console knows). */
export function useCurrencyChoices() {
  const { data } = useGetList<Currency>('currencies', { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } });
  return useMemo(() => (data ?? []).map((c) => ({ id: c.code, name: c.code })), [data]);
}
