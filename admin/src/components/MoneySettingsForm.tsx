import { type ReactNode, useMemo } from 'react';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { exampleMajor, majorRecord, withMajorAmounts } from './majorAmount';
import { useSiteCurrency } from './MoneyField';
import { SaveOnlyToolbar } from './SaveOnlyToolbar';
import { SchemaForm } from './SchemaForm';
import { SettingsEdit } from './SettingsEdit';

/** Decimals assumed when no site currency is configured: the usual case. */
const DEFAULT_DECIMALS = 2;

type Props = {
  schema: z.ZodType;
  /** The fields stored in minor units of the site currency: staff type and read them in major units. */
  moneyFields: readonly string[];
  /** The amounts' decimals when they are in a set currency (Reg CF's dollars), not the site's. */
  decimals?: number;
  children: ReactNode;
};

/** An amount's currency when it is not the site's. */
type FixedCurrency = { code: string; decimals: number };

const Form = ({ schema, moneyFields, decimals: fixedDecimals, children }: Props) => {
  const record = useRecordContext();
  const site = useSiteCurrency();
  const isPending = fixedDecimals === undefined && site.isPending;
  const decimals = fixedDecimals ?? site.currency?.decimals ?? DEFAULT_DECIMALS;
  const formSchema = useMemo(() => withMajorAmounts(schema, moneyFields, decimals), [schema, moneyFields, decimals]);
  const shown = useMemo(() => (record ? majorRecord(record, moneyFields, decimals) : undefined), [record, moneyFields, decimals]);
  // The form starts once the decimals are known, so it never resets under the staff member's typing.
  if (isPending || !shown) return null;
  return (
    <SchemaForm schema={formSchema} record={shown} toolbar={<SaveOnlyToolbar />}>
      {children}
    </SchemaForm>
  );
};

/**
 * A settings group with amounts: staff type them in the site currency ("1,250.50"), the API
 * receives and stores minor units (125050), and they come back in major units.
 */
export const MoneySettingsForm = (props: Props) => (
  <SettingsEdit>
    <Form {...props} />
  </SettingsEdit>
);

/** An amount of the site currency (or of `currency`), typed in major units, with its currency and an example as help. */
export const MajorAmountInput = ({ source, currency: fixed }: { source: string; currency?: FixedCurrency }) => {
  const translate = useTranslate();
  const site = useSiteCurrency();
  const currency = fixed ?? site.currency;
  const decimals = currency?.decimals ?? DEFAULT_DECIMALS;
  const help = currency
    ? translate('console.help.amountIn', { currency: currency.code, example: exampleMajor(decimals) })
    : translate('console.help.amountExample', { example: exampleMajor(decimals) });
  return <TextInput source={source} helperText={help} />;
};
