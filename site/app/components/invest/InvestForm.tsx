import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AchAccount } from '~/lib/bank/types';
import { investForm } from '~/lib/invest/invest-form';
import type { OfferFront } from '~/lib/invest/types';
import type { PaymentRoute } from '~/lib/payments/gateways.server';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';
import { AccountPicker } from '../bank/AccountPicker';
import { RegionalBalanceNote } from '../regional/RegionalBalanceNote';
import { RiskAcknowledgement } from '../investor-protection/RiskAcknowledgement';
import { SignatureChoice } from './SignatureChoice';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';
import { parseTypedMajor } from '@cf/domain/money';

/**
 * The invest form: by amount or (equity) by shares, the payment route, a link to preview the
 * contract, the signature (typed, drawn or uploaded) and the two consents of spec §5;
 * accredited-only campaigns add the "I am an accredited investor" box.
 */
export function InvestForm({
  offer,
  walletBalance,
  routes: enabled,
  achAccounts,
  lang,
  lastResult,
  warningThreshold = null,
}: {
  offer: OfferFront;
  walletBalance: number;
  /** The payment routes the console has on (GET /admin/payment-gateway/). */
  routes: PaymentRoute[];
  /** The investor's active linked bank accounts, offered when paying by ACH (default: the invest page loader's). */
  achAccounts?: AchAccount[];
  lang: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** ECSP: above this amount (minor units of the campaign's currency) the investor acknowledges the risk. */
  warningThreshold?: number | null;
}) {
  const { t } = useTranslation();
  // The invest page's loader (loadInvest) reads the accounts with the routes; a caller may pass its own.
  const fromPage = useLoaderData<{ achAccounts?: AchAccount[]; regionalBalance?: number | null }>();
  const accounts = achAccounts ?? fromPage?.achAccounts ?? [];
  const regionalBalance = fromPage?.regionalBalance ?? null;
  // Only the routes the console has on, the wallet first when it is one of them.
  const routes = (
    [
      [
        'wallet',
        fillSlots(t('invest.payWallet', { balance: slot('balance') }), {
          balance: <Money minor={walletBalance} currency={offer.currency} lang={lang} />,
        }),
      ],
      ['stripe', t('invest.payStripe')],
      ['sandbox', t('invest.payCard')],
      ['paypal', t('invest.payPaypal')],
      ['ach', t('invest.payAch')],
      ['mangopay', t('invest.payMangopay')],
      ['offline', t('invest.payOffline')],
    ] as const
  ).filter(([value]) => enabled.includes(value));
  const firstRoute = routes[0]?.[0];
  const [form, fields] = useForm({
    id: 'invest',
    lastResult,
    constraint: getZodConstraint(investForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { mode: 'amount', paymentType: firstRoute, signatureType: 'typed' },
    onValidate: ({ formData }) => parseForm(formData, investForm, t),
  });
  const equity = offer.investingType === 'equity' && offer.pricePerShare !== null;
  const paymentType = fields.paymentType.value ?? firstRoute;
  const mode = fields.mode.value ?? 'amount';
  const [amountKey, amountProps] = withoutKey(getInputProps(fields.amount, { type: 'text' }));
  const [sharesKey, sharesProps] = withoutKey(getInputProps(fields.shares, { type: 'text' }));
  const [termsKey, termsProps] = withoutKey(getInputProps(fields.acceptTerms, { type: 'checkbox' }));
  const [riskKey, riskProps] = withoutKey(getInputProps(fields.acceptRisk, { type: 'checkbox' }));
  const [accreditedKey, accreditedProps] = withoutKey(getInputProps(fields.accreditedInvestor, { type: 'checkbox' }));
  // The contract filled with the ask as typed so far (none: the campaign's minimum), in a new tab.
  const ask = mode === 'shares' && equity ? { shares: fields.shares.value ?? '' } : { amount: fields.amount.value ?? '' };
  const query = new URLSearchParams(Object.entries(ask).filter(([, v]) => v !== '')).toString();
  // ECSP: "I understand the risk" when the API asked for it, or up front once the amount typed exceeds the threshold.
  const ackErrors = (lastResult?.error as Record<string, string[] | null> | undefined)?.riskAcknowledged ?? undefined;
  const typed = mode === 'amount' ? parseTypedMajor(fields.amount.value ?? '', offer.currency.decimals) : null;
  const askAcknowledge = Boolean(ackErrors?.length) || (warningThreshold !== null && typed !== null && typed > warningThreshold);
  const previewHref = `/contract-preview/${offer.campaignId}${query ? `?${query}` : ''}`;
  return (
    <IntentForm form={form} intent="invest" submit={t('invest.submit')} multipart>
      {equity ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('invest.howMuch')}</legend>
          <div className="mt-2 flex gap-6">
            {(['amount', 'shares'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name={fields.mode.name} value={value} defaultChecked={mode === value} className={checkboxClass} />
                {t(value === 'amount' ? 'invest.byAmount' : 'invest.byShares')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name={fields.mode.name} value="amount" />
      )}
      {mode === 'amount' || !equity ? (
        <Field label={`${t('invest.amount')} (${offer.currency.code})`} meta={fields.amount}>
          <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
        </Field>
      ) : (
        <Field label={t('invest.shares')} meta={fields.shares}>
          <input key={sharesKey} {...sharesProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
        </Field>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('invest.paymentMethod')}</legend>
        <div className="mt-2 space-y-2">
          {routes.map(([value, label]) => (
            <div key={value}>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={fields.paymentType.name}
                  value={value}
                  defaultChecked={(fields.paymentType.initialValue ?? firstRoute) === value}
                  className={checkboxClass}
                />
                <bdi>{label}</bdi>
              </label>
              {value === 'mangopay' && regionalBalance !== null ? (
                <RegionalBalanceNote balance={regionalBalance} currency={offer.currency} lang={lang} />
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      {enabled.includes('ach') ? <AccountPicker accounts={accounts} meta={fields.achAccountId} hidden={paymentType !== 'ach'} /> : null}
      <p>
        <a href={previewHref} target="_blank" rel="noopener" className="font-semibold text-primary underline">
          {t('invest.contract.previewLink')}
        </a>
      </p>
      <SignatureChoice fields={fields} onFileChosen={() => form.validate({ name: fields.signatureFile.name })} />
      {offer.accreditedOnly ? (
        <Consent inputKey={accreditedKey} props={accreditedProps} label={t('invest.accreditedLabel')} meta={fields.accreditedInvestor} />
      ) : null}
      <Consent inputKey={termsKey} props={termsProps} label={t('invest.acceptTermsLabel')} meta={fields.acceptTerms} />
      <Consent inputKey={riskKey} props={riskProps} label={t('invest.acceptRiskLabel')} meta={fields.acceptRisk} />
      {askAcknowledge ? <RiskAcknowledgement id="invest-risk-acknowledged" warning={null} errors={ackErrors} /> : null}
    </IntentForm>
  );
}

/** A consent box with its label, and its error announced under it. */
function Consent({
  inputKey,
  props,
  label,
  meta,
}: {
  inputKey: string | undefined;
  props: Record<string, unknown>;
  label: string;
  meta: { errorId: string; errors?: string[] | undefined };
}) {
  const errors = meta.errors;
  return (
    <div>
      <label className="flex items-start gap-2">
        <input key={inputKey} {...props} className={`${checkboxClass} mt-0.5`} />
        <span>{label}</span>
      </label>
      {errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
