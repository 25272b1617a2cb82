import type { RepaymentPayRoute } from '@cf/domain/repayments';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { payForm } from '~/lib/repayments/forms';
import { parseForm } from '~/lib/validation';
import { checkboxClass, IntentForm } from '../settings/form-bits';

/** The owner chooses how to pay: the console's routes on now; the wallet only when it covers the amount. */
export function PaymentForm({
  routes,
  amountLabel,
  walletCovers,
  lastResult,
}: {
  routes: RepaymentPayRoute[];
  amountLabel: string;
  walletCovers: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'repayment-payment',
    lastResult,
    constraint: getZodConstraint(payForm),
    onValidate: ({ formData }) => parseForm(formData, payForm, t),
  });
  const first = routes.find((r) => r !== 'wallet' || walletCovers) ?? routes[0];
  return (
    <IntentForm form={form} intent="pay" submit={t('repayments.payment.submit', { amount: amountLabel })}>
      <fieldset aria-describedby={fields.paymentType.errorId}>
        <legend className="text-sm font-medium text-slate-800">{t('repayments.payment.route')}</legend>
        <div className="mt-2 space-y-2">
          {routes.map((route) => (
            <label key={route} className="flex items-center gap-2">
              <input type="radio" name={fields.paymentType.name} value={route} defaultChecked={route === first} className={checkboxClass} />
              <bdi>{t(`repayments.routes.${route}`)}</bdi>
              {route === 'wallet' && !walletCovers ? (
                <span className="text-sm text-red-800">({t('repayments.payment.insufficient')})</span>
              ) : null}
            </label>
          ))}
        </div>
        {fields.paymentType.errors?.length ? (
          <p id={fields.paymentType.errorId} className="mt-1 text-sm font-medium text-red-700">
            {fields.paymentType.errors.join(' ')}
          </p>
        ) : null}
      </fieldset>
      {routes.includes('offline') ? <p className="text-sm text-slate-600">{t('repayments.payment.offlineNote')}</p> : null}
    </IntentForm>
  );
}
