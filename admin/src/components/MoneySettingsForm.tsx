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
  children: ReactNode;
};

const Form = ({ schema, moneyFields, children }: Props) => {
  const record = useRecordContext();
  const { currency, isPending } = useSiteCurrency();
  const decimals = currency?.decimals ?? DEFAULT_DECIMALS;
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

/** An amount of the site currency, typed in major units, with its currency and an example as help. */
export const MajorAmountInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { currency } = useSiteCurrency();
  const decimals = currency?.decimals ?? DEFAULT_DECIMALS;
  const help = currency
    ? translate('console.help.amountIn', { currency: currency.code, example: exampleMajor(decimals) })
    : translate('console.help.amountExample', { example: exampleMajor(decimals) });
  return <TextInput source={source} helperText={help} />;
};
