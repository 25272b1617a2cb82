import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import { paymentGatewayInput } from '@cf/domain/schemas/payment-gateways';
import { BooleanInput, Edit, PasswordInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
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

/** Each route shows only what it has: keys for Stripe, bank instructions for offline payments. */
const ProviderFields = () => {
  const record = useRecordContext();
  if (record?.provider === 'stripe') return <StripeFields />;
  if (record?.provider === 'offline')
    return <TextInput source="instructions" multiline minRows={4} fullWidth helperText="console.help.gatewayInstructions" />;
  return null;
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
