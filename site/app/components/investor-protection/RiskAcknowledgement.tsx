import { useTranslation } from 'react-i18next';
import { checkboxClass } from '../settings/form-bits';
import { FieldError } from './FieldError';

type Props = {
  id: string;
  /** The API's warning for this amount (ECSP: above the greater of €1,000 and 5 % of net worth). */
  warning: string | null;
  errors: string[] | undefined;
  /** The id of the form it belongs to, when it is rendered outside that form. */
  form?: string;
};

/**
 * ECSP Art. 21(7): the investor's explicit acknowledgement of the risk of an investment above the
 * warning threshold, posted as `riskAcknowledged` (the API refuses the investment without it).
 */
export function RiskAcknowledgement({ id, warning, errors, form }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="rounded-md bg-amber-50 p-4" data-testid="risk-acknowledgement">
      {warning ? <p className="mb-2 text-amber-900">{warning}</p> : null}
      <label className="flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          name="riskAcknowledged"
          id={id}
          form={form}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          className={`${checkboxClass} mt-0.5`}
        />
        <span>{t('investorProtection.acknowledge.label')}</span>
      </label>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
