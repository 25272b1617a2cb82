import { thresholdInMinor } from '@cf/domain/accreditation';
import { ACCREDITATION_THRESHOLDS } from '@cf/domain/schemas/identity';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { SiteCurrency } from '~/lib/account/money';
import type { Accreditation } from '~/lib/account/types';
import { moneyText } from '../money/money-text';
import { ReviewStatusPanel } from '../settings/StatusBadge';
import { AccreditationForm } from './AccreditationForm';

type Props = { accreditation: Accreditation; currency: SiteCurrency; lang: string; lastResult: SubmissionResult<string[]> | undefined };

/**
 * The self-check against the rule of spec §5/§9 (with the basis that met it), the latest request's
 * status (under review, approved, declined with the staff reason), and the request form when the
 * self-check passes and no request is pending or approved.
 */
export function AccreditationPanel({ accreditation, currency, lang, lastResult }: Props) {
  const { t } = useTranslation();
  const { selfCheck, latest } = accreditation;
  // The rule's thresholds are in major units of the site currency; shown like every other amount.
  const amount = (major: number) => moneyText(thresholdInMinor(major, currency.decimals), currency, lang);
  const canRequest = selfCheck.accredited && (!latest || latest.status === 'declined');
  return (
    <div className="space-y-6">
      <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
        <p className="font-semibold">
          {selfCheck.accredited
            ? t(`account.accreditation.selfCheck.accredited.${selfCheck.basis ?? 'net-worth'}`)
            : t('account.accreditation.selfCheck.notAccredited')}
        </p>
        <p className="mt-2 text-slate-700">{t('account.accreditation.rule')}</p>
        <ul className="mt-1 list-disc ps-5 text-slate-700">
          <li>{t('account.accreditation.rules.netWorth', { amount: amount(ACCREDITATION_THRESHOLDS.netWorth) })}</li>
          <li>
            {t('account.accreditation.rules.income', {
              amount: amount(ACCREDITATION_THRESHOLDS.income),
              joint: amount(ACCREDITATION_THRESHOLDS.jointIncome),
            })}
          </li>
        </ul>
      </div>
      {latest ? (
        <div className="space-y-2">
          <ReviewStatusPanel status={latest.status} reason={latest.reason} label={t('account.accreditation.status')} />
          <p className="text-sm">
            <a href={`/resources/accreditation-contract?id=${latest.id}`} target="_blank" rel="noopener" className="text-primary underline">
              {t('account.accreditation.signedContract')}
              <span className="sr-only"> {t('site.newTab')}</span>
            </a>
          </p>
        </div>
      ) : null}
      {canRequest ? <AccreditationForm lastResult={lastResult} /> : null}
    </div>
  );
}
