import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../form/SubmitButton';

/** "Link a bank account": the page's action asks the API where (Plaid's Hosted Link, or the twin's page) and goes there. */
export function LinkAccountButton({ error }: { error?: string | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'link';
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="link" />
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{t('bank.link')}</SubmitButton>
    </Form>
  );
}
