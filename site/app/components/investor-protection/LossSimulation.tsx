import { StepForm } from './StepForm';
import { Trans, useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';
import type { ComplianceMe } from '@cf/domain/schemas/compliance';
import type { StepResult } from '~/lib/investor-protection/investor-protection.server';
import { Money } from '../money/Money';
import { moneyText } from '../money/money-text';
import { FieldError } from './FieldError';
import { EUR } from './money';

type Props = { me: ComplianceMe; result: StepResult | undefined; lang: string; timezone: string };
const FIELDS = ['yearlyIncome', 'liquidAssets', 'yearlyCommitments'] as const;

/** ECSP Art. 21(4)(b): three yearly figures in euros; then the net worth and the loss the investor can bear. */
export function LossSimulation({ me, result, lang, timezone }: Props) {
  const { t } = useTranslation();
  const errors = result?.intent === 'lossSimulation' ? result.fieldErrors : undefined;
  return (
    <div className="space-y-4">
      {me.netWorth != null && me.lossCapacity != null ? (
        <div role="status" data-testid="loss-capacity" className="rounded-md bg-emerald-50 p-3 text-sm">
          <p>
            <Trans
              t={t}
              i18nKey="investorProtection.lossSimulation.netWorth"
              values={{ netWorth: moneyText(me.netWorth, EUR, lang) }}
              components={[<Money key="nw" minor={me.netWorth} currency={EUR} lang={lang} className="font-semibold" />]}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="investorProtection.lossSimulation.lossCapacity"
              values={{ capacity: moneyText(me.lossCapacity, EUR, lang) }}
              components={[<Money key="lc" minor={me.lossCapacity} currency={EUR} lang={lang} className="font-semibold" />]}
            />
          </p>
          {me.lossSimulatedAt ? (
            <p className="text-slate-600">
              {t('investorProtection.lossSimulation.simulatedAt', {
                date: formatInstant(me.lossSimulatedAt, lang, timezone, 'longDateTime'),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <StepForm
        intent="lossSimulation"
        testId="loss-simulation-form"
        result={result}
        submit={t('investorProtection.lossSimulation.submit')}
      >
        <p className="text-sm text-slate-700">{t('investorProtection.lossSimulation.intro')}</p>
        {FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={`ls-${name}`} className="block text-sm font-medium">
              {t(`investorProtection.lossSimulation.${name}`)} (€)
            </label>
            <input
              id={`ls-${name}`}
              name={name}
              inputMode="decimal"
              required
              dir="ltr"
              aria-invalid={errors?.[name] ? true : undefined}
              aria-describedby={errors?.[name] ? `ls-${name}-error` : undefined}
              className="mt-1 w-48 rounded-md border border-slate-300 px-3 py-2"
            />
            <FieldError id={`ls-${name}-error`} errors={errors?.[name]} />
          </div>
        ))}
      </StepForm>
    </div>
  );
}
