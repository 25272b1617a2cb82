import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '~/lib/account/types';

const tone: Record<ReviewStatus, string> = {
  'under-review': 'border-amber-700 bg-amber-50 text-amber-900',
  approved: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  declined: 'border-red-700 bg-red-50 text-red-900',
};

/** Under review, approved or declined (spec §4: KYC and accreditation), with the staff reason when declined. */
export function ReviewStatusPanel({ status, reason, label }: { status: ReviewStatus; reason?: string | null; label: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`rounded-md border-s-4 p-4 ${tone[status]}`}>
      <p className="font-semibold">
        {label}: {t(`account.settings.status.${status}`)}
      </p>
      {status === 'declined' && reason ? (
        <p className="mt-1 text-sm">
          {t('account.settings.status.reason')}: {reason}
        </p>
      ) : null}
    </div>
  );
}
