import type { CurrencyDisplay } from '@cf/domain/currency-format';
import { parseTypedMajor } from '@cf/domain/money';
import {
  calculateRepayment,
  CALCULATOR_LIMITS,
  MONTHS_PER_PERIOD,
  REPAYMENT_FREQUENCIES,
  type RepaymentFrequency,
} from '@cf/domain/repayments';
import { useId, useState } from 'react';
import { Money } from '../money/Money';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../form/Field';

/** "8.5" → 850 basis points, without floating point; null when it is not a plain rate. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Terms = { interestRateBps: number | null; investFrequency: string | null; termLengthMonths: number | null };

function defaultsOf(terms: Terms) {
  const frequency = (REPAYMENT_FREQUENCIES as readonly string[]).includes(terms.investFrequency ?? '')
    ? (terms.investFrequency as RepaymentFrequency)
    : 'monthly';
  const months = frequency === 'days' ? 1 : MONTHS_PER_PERIOD[frequency];
  return {
    rate: terms.interestRateBps === null ? '' : String(terms.interestRateBps / 100),
    frequency,
    periods: String(terms.termLengthMonths ? Math.max(1, Math.ceil(terms.termLengthMonths / months)) : 12),
  };
}

/**
 * The repayment calculator of a debt campaign's page (spec §5: principal at least 1): what an
 * investment earns at the campaign's terms, computed in the browser by the domain's own rule
 * (interest per period = principal × yearly rate ÷ 4 × weight, rounded as a payment is).
 */
export function RepaymentCalculator({ terms, currency, lang }: { terms: Terms; currency: CurrencyDisplay; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const start = defaultsOf(terms);
  const [principal, setPrincipal] = useState('1000');
  const [rate, setRate] = useState(start.rate);
  const [frequency, setFrequency] = useState<RepaymentFrequency>(start.frequency);
  const [periods, setPeriods] = useState(start.periods);
  const minor = parseTypedMajor(principal, currency.decimals);
  const principalOk = minor !== null && minor >= CALCULATOR_LIMITS.principalMinMajor * 10 ** currency.decimals;
  const bps = percentToBps(rate);
  const count = /^\d{1,4}$/.test(periods.trim()) ? Number(periods) : 0;
  const periodsOk = count >= 1 && count <= CALCULATOR_LIMITS.periodsMax;
  const result =
    principalOk && bps !== null && periodsOk ? calculateRepayment({ principal: minor!, rateBps: bps, frequency, periods: count }) : null;
  const field = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    error: string | null,
    mode: 'decimal' | 'numeric',
  ) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        inputMode={mode}
        dir="ltr"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-200 p-5"
      data-testid="repayment-calculator"
    >
      <h3 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t('repayments.campaignPage.calculatorTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('repayments.campaignPage.calculatorIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'principal',
          t('repayments.campaignPage.principal', { currency: currency.code }),
          principal,
          setPrincipal,
          principalOk ? null : t('repayments.campaignPage.principalFormat'),
          'decimal',
        )}
        {field(
          'rate',
          t('repayments.campaignPage.rate'),
          rate,
          setRate,
          bps === null ? t('repayments.campaignPage.rateFormat') : null,
          'decimal',
        )}
        <div className="space-y-1.5">
          <label htmlFor={`${id}-frequency`} className="block text-sm font-medium text-slate-800">
            {t('repayments.campaignPage.frequency')}
          </label>
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as RepaymentFrequency)}
            className={inputClass}
          >
            {REPAYMENT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`repayments.frequencies.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {field(
          'periods',
          t('repayments.campaignPage.periods'),
          periods,
          setPeriods,
          periodsOk ? null : t('repayments.campaignPage.periodsFormat'),
          'numeric',
        )}
      </div>
      <dl aria-live="polite" className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ['perPeriod', result?.perPeriod],
            ['totalInterest', result?.totalInterest],
            ['total', result?.total],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-md bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t(`repayments.campaignPage.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`calculator-${key}`}>
              <Money minor={value} currency={currency} lang={lang} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
