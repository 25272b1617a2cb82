import { PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type PaymentProvider } from '@cf/domain/wallet';
import { paymentGatewayInput } from '@cf/domain/schemas/payment-gateways';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Edit,
  PasswordInput,
  SelectField,
  SelectInput,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { SchemaForm } from '../../components/SchemaForm';
import { SecretHelperText } from '../../components/SecretHelperText';
import { useChoices } from '../../components/useChoices';

/** Stripe's keys are write-only: the record only says whether each is stored; empty keeps it. */
const StripeFields = () => (
  <>
    <BooleanInput source="testMode" helperText="console.help.gatewayTestMode" />
    <TextInput source="publicKey" fullWidth />
    <PasswordInput source="secretKey" autoComplete="new-password" helperText={<SecretHelperText flag="hasSecretKey" />} />
    <TextInput source="webhookUrl" readOnly fullWidth helperText="console.help.gatewayWebhook" />
    <PasswordInput source="webhookSecret" autoComplete="new-password" helperText={<SecretHelperText flag="hasWebhookSecret" />} />
  </>
);

/** PayPal, Plaid (ACH) and MangoPay: a client id and a write-only secret; none in test mode is the sandbox twin. */
const ProviderKeyFields = ({ provider }: { provider: PaymentProvider }) => (
  <>
    <BooleanInput source="testMode" helperText="console.help.gatewayTwin" />
    <SelectField source="mode" choices={useChoices('gatewayMode', ['live', 'twin', 'off'])} />
    <TextInput source="clientId" fullWidth autoComplete="off" />
    <PasswordInput source="secretKey" autoComplete="new-password" helperText={<SecretHelperText flag="hasSecretKey" />} />
    <TextInput source="webhookUrl" readOnly fullWidth helperText="console.help.gatewayWebhook" />
    {provider === 'paypal' ? <TextInput source="webhookId" fullWidth autoComplete="off" /> : null}
  </>
);

/** The currencies a route may take: the platform's, narrowed to what the provider supports. */
const CurrencyChoice = ({ provider }: { provider: PaymentProvider }) => {
  const { data } = useGetList<{ id: number; code: string }>('currencies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
  });
  const choices = useMemo(() => {
    const supported = PROVIDER_CURRENCIES[provider];
    return (data ?? []).filter((c) => !supported || supported.includes(c.code)).map((c) => ({ id: c.code, name: c.code }));
  }, [data, provider]);
  return <AutocompleteArrayInput source="currencies" choices={choices} helperText="console.help.gatewayCurrencies" />;
};

/** Each route shows only what it has: keys for the providers, bank instructions for offline payments. */
const ProviderFields = () => {
  const record = useRecordContext<{ provider: PaymentProvider }>();
  if (!record) return null;
  const { provider } = record;
  return (
    <>
      {provider === 'stripe' ? <StripeFields /> : null}
      {provider === 'paypal' || provider === 'ach' || provider === 'mangopay' ? <ProviderKeyFields provider={provider} /> : null}
      {provider === 'offline' ? (
        <TextInput source="instructions" multiline minRows={4} fullWidth helperText="console.help.gatewayInstructions" />
      ) : null}
      {provider === 'wallet' ? null : <CurrencyChoice provider={provider} />}
    </>
  );
};

const PaymentGatewayEdit = () => (
  <Edit mutationMode="pessimistic">
    <SchemaForm schema={paymentGatewayInput} toolbar={<SaveOnlyToolbar />}>
      <SelectInput source="provider" choices={useChoices('paymentType', PAYMENT_PROVIDERS)} readOnly />
      <BooleanInput source="enabled" helperText="console.help.gatewayOff" />
      <ProviderFields />
    </SchemaForm>
  </Edit>
);

export default PaymentGatewayEdit;
