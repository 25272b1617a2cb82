import { useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';
import type { ComplianceMe } from '@cf/domain/schemas/compliance';
import type { StepResult } from '~/lib/investor-protection/investor-protection.server';
import { FieldError } from './FieldError';
import { StepForm } from './StepForm';

const CATEGORIES = ['restricted', 'high-net-worth', 'sophisticated'] as const;

/** PS22/10: the investor's self-certified category; net assets (in pounds) for a restricted investor. */
export function FcaCategory({ me, result }: { me: ComplianceMe; result: StepResult | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'category' ? result : undefined;
  return (
    <StepForm intent="category" testId="fca-category-form" result={result} submit={t('investorProtection.category.submit')}>
      <fieldset>
        <legend className="text-sm text-slate-700">{t('investorProtection.category.intro')}</legend>
        {CATEGORIES.map((category) => (
          <label key={category} className="mt-1 flex items-center gap-2 text-sm">
            <input type="radio" name="category" value={category} required defaultChecked={me.category === category} />
            {t(`investorProtection.category.${category}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="fca-net-assets" className="block text-sm font-medium">
          {t('investorProtection.category.netAssets')}
        </label>
        <input
          id="fca-net-assets"
          name="netAssets"
          inputMode="decimal"
          dir="ltr"
          aria-invalid={mine?.fieldErrors?.netAssets ? true : undefined}
          aria-describedby={mine?.fieldErrors?.netAssets ? 'fca-net-assets-error' : undefined}
          className="mt-1 w-48 rounded-md border border-slate-300 px-3 py-2"
        />
        <FieldError id="fca-net-assets-error" errors={mine?.fieldErrors?.netAssets} />
      </div>
    </StepForm>
  );
}

/** The FCA's personalised risk warning, a short "learn more" and the acknowledgement (starts the cooling-off). */
export function RiskWarning({ firstName, result }: { firstName: string; result: StepResult | undefined }) {
  const { t } = useTranslation();
  return (
    <StepForm intent="riskWarning" testId="fca-risk-warning" result={result} submit={t('investorProtection.riskWarning.acknowledge')}>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 font-medium">
        {t('investorProtection.riskWarning.text', { firstName })}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary underline">{t('investorProtection.riskWarning.learnMore')}</summary>
        <p className="mt-2 text-slate-700">{t('investorProtection.riskWarning.learnMoreText')}</p>
      </details>
    </StepForm>
  );
}

/** The 24-hour cooling-off after the first risk warning: when the investor may invest. */
export function CoolingOff({ me, lang, timezone }: { me: ComplianceMe; lang: string; timezone: string }) {
  const { t } = useTranslation();
  const waiting = me.missing?.includes('coolingOff') && me.coolingOffEndsAt;
  return (
    <p className="text-sm text-slate-700" data-testid="fca-cooling-off">
      {waiting
        ? t('investorProtection.coolingOff.until', { until: formatInstant(me.coolingOffEndsAt!, lang, timezone, 'longDateTime') })
        : t('investorProtection.coolingOff.over')}
    </p>
  );
}
