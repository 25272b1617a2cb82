import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import type { Offer, Quote } from '~/lib/wallet/wallet-payment.server';
import { walletPaymentForm } from '~/lib/wallet/wallet-payment-form';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';
import { Money } from '../money/Money';

type Props = {
  offer: Offer;
  quote: Quote | null;
  refusal: string | null;
  balance: number;
  idempotencyKey: string;
  lang: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

/** The wallet balance against the investment, then the signature, the consents and Pay. */
export function WalletPaymentConfirm({ offer, quote, refusal, balance, idempotencyKey, lang, lastResult }: Props) {
  const { t } = useTranslation();
  const money = (minor: number) => <Money minor={minor} currency={offer.currency} lang={lang} />;
  const short = quote !== null && balance < quote.amount;
  return (
    <div className="space-y-6">
      {/* No ask yet, or one to change: a plain GET form (works without scripts). */}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          {`${t('payments.walletPayment.amount')} (${offer.currency.code})`}
          <input
            name="amount"
            defaultValue={quote ? String(quote.amount / 10 ** offer.currency.decimals) : ''}
            inputMode="decimal"
            dir="ltr"
            className={`${inputClass} mt-1 max-w-xs`}
          />
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100">
          {t('payments.walletPayment.update')}
        </button>
      </Form>
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
      <dl className="grid max-w-md grid-cols-2 gap-y-2 rounded-lg border border-slate-200 p-4 text-sm" data-testid="wallet-payment-summary">
        <dt className="text-slate-600">{t('payments.walletPayment.balance')}</dt>
        <dd className="text-end tabular-nums" data-testid="wallet-payment-balance">
          {money(balance)}
        </dd>
        {quote ? (
          <>
            <dt className="text-slate-600">{t('payments.walletPayment.amount')}</dt>
            <dd className="text-end tabular-nums">{money(quote.amount)}</dd>
            {quote.shares !== null ? (
              <>
                <dt className="text-slate-600">{t('payments.walletPayment.shares')}</dt>
                <dd className="text-end tabular-nums">{quote.shares}</dd>
              </>
            ) : null}
            {!short ? (
              <>
                <dt className="font-medium">{t('payments.walletPayment.after')}</dt>
                <dd className="text-end font-medium tabular-nums">{money(balance - quote.amount)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {short ? (
        <div role="alert" className="space-y-2 rounded-md bg-amber-50 p-4">
          <p className="font-medium text-amber-900">{t('payments.walletPayment.insufficient')}</p>
          <Link to={`/settings/wallet?currency=${offer.currency.code}#top-up`} className="font-semibold text-primary underline">
            {t('payments.walletPayment.topUp')}
          </Link>
        </div>
      ) : null}
      {quote && !short ? <PayForm offer={offer} quote={quote} idempotencyKey={idempotencyKey} lastResult={lastResult} /> : null}
    </div>
  );
}

function PayForm({ offer, quote, idempotencyKey, lastResult }: Pick<Props, 'offer' | 'idempotencyKey' | 'lastResult'> & { quote: Quote }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'wallet-payment',
    lastResult,
    constraint: getZodConstraint(walletPaymentForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, walletPaymentForm, t),
  });
  const [signatureKey, signatureProps] = withoutKey(getInputProps(fields.signature, { type: 'text' }));
  const consent = (name: 'acceptTerms' | 'acceptRisk' | 'accreditedInvestor', label: string) => {
    const [key, props] = withoutKey(getInputProps(fields[name], { type: 'checkbox' }));
    const errors = fields[name].errors;
    return (
      <div>
        <label className="flex items-start gap-2">
          <input key={key} {...props} className={`${checkboxClass} mt-0.5`} />
          <span>{label}</span>
        </label>
        {errors?.length ? (
          <p id={fields[name].errorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <IntentForm form={form} intent="pay" submit={t('payments.walletPayment.pay')}>
      {quote.shares !== null ? (
        <input type="hidden" name="shares" value={quote.shares} />
      ) : (
        <input type="hidden" name="amount" value={quote.amount} />
      )}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field label={t('invest.signature')} meta={fields.signature} hint={t('invest.signatureHint')}>
        <input key={signatureKey} {...signatureProps} autoComplete="name" className={`${inputClass} max-w-xs`} />
      </Field>
      {offer.accreditedOnly ? consent('accreditedInvestor', t('invest.accreditedLabel')) : null}
      {consent('acceptTerms', t('invest.acceptTermsLabel'))}
      {consent('acceptRisk', t('invest.acceptRiskLabel'))}
    </IntentForm>
  );
}
