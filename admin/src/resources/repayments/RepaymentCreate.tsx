import { parseTypedMajor } from '@cf/domain/money';
import { consoleRepaymentInput } from '@cf/domain/repayments-schemas';
import { z } from '@cf/domain/zod-setup';
import { Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateInput,
  type Identifier,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetManyAggregate,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SchemaForm } from '../../components/SchemaForm';
import { kindChoices } from './choices';

/** Successful campaigns only: repayments start once the raise is over (campaign status 4). */
const successful = { status: 4 };

/** Decimals assumed while no campaign (or a campaign without a currency) is chosen: the usual case. */
const DEFAULT_DECIMALS = 2;

type CampaignCurrency = { code: string; decimals: number | null };
type Campaign = { id: Identifier; currency: CampaignCurrency | null };

/** An example amount with the currency's decimals: 1250, 1250.50, 1250.500. */
const exampleAmount = (decimals: number) => (decimals === 0 ? '1250' : `1250.${'50'.padEnd(decimals, '0')}`);

/**
 * The console form's schema: the API's, except that staff type the amount in major units of the
 * campaign's currency ("1250.50"); the form sends it in minor units (125050), as the API expects.
 * Grouping separators are refused rather than guessed ("1,250" is 1.25 in French).
 */
function repaymentFormSchema(decimals: number) {
  const example = exampleAmount(decimals);
  const message = decimals === 0 ? 'repayments.console.amountWhole' : 'repayments.console.amountInvalid';
  const amount = z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.required', input: value });
      return z.NEVER;
    }
    const minor = parseTypedMajor(text, decimals);
    if (minor === null || minor <= 0) {
      ctx.addIssue({ code: 'custom', message, input: value, decimals, example });
      return z.NEVER;
    }
    return minor;
  });
  return consoleRepaymentInput.extend({ amount });
}

/** Reports the chosen campaign's currency (code and decimals) to the page, once react-admin has it. */
const CampaignCurrencyWatch = ({ onChange }: { onChange: (currency: CampaignCurrency | null) => void }) => {
  const campaignId = useWatch({ name: 'campaignId' }) as Identifier | null | undefined;
  const chosen = campaignId !== null && campaignId !== undefined && campaignId !== '';
  const { data } = useGetManyAggregate<Campaign>('campaigns', { ids: chosen ? [campaignId] : [] }, { enabled: chosen });
  const currency = chosen ? (data?.[0]?.currency ?? null) : null;
  const code = currency?.code ?? null;
  const decimals = currency?.decimals ?? null;
  useEffect(() => onChange(code === null ? null : { code, decimals }), [code, decimals, onChange]);
  return null;
};

/**
 * Staff add a repayment to a campaign; with "credit it now" the owner's money was received
 * offline and is credited to the investors at once (distribution credited by admin).
 */
const RepaymentCreate = () => {
  const translate = useTranslate();
  const [currency, setCurrency] = useState<CampaignCurrency | null>(null);
  const decimals = currency?.decimals ?? DEFAULT_DECIMALS;
  const schema = useMemo(() => repaymentFormSchema(decimals), [decimals]);
  const example = exampleAmount(decimals);
  const amountHelp = currency
    ? translate('repayments.console.amountHelp', { currency: currency.code, example })
    : translate('repayments.console.amountHelpUnknown', { example });
  return (
    <Create redirect="show">
      <SchemaForm schema={schema} defaultValues={{ kind: 'dividend', creditNow: true }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('repayments.console.createHelp')}
        </Typography>
        <CampaignCurrencyWatch onChange={setCurrency} />
        <ReferenceInput source="campaignId" reference="campaigns" filter={successful}>
          <AutocompleteInput optionText="companyName" fullWidth />
        </ReferenceInput>
        <SelectInput source="kind" choices={kindChoices} />
        <TextInput source="amount" helperText={amountHelp} />
        <DateInput source="dueDate" />
        <TextInput source="description" multiline fullWidth />
        <BooleanInput source="creditNow" />
      </SchemaForm>
    </Create>
  );
};

export default RepaymentCreate;
