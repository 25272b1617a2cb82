import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '~/lib/account/types';
import { ReviewStatusPanel } from '../settings/StatusBadge';

type Props = { status: ReviewStatus | null; reason?: string | null; link?: boolean };

/** Issue 14 §11: the current identity verification status, shown at the top of both identity pages. */
export function VerificationStatus({ status, reason, link = false }: Props) {
  const { t } = useTranslation();
  if (status) return <ReviewStatusPanel status={status} reason={reason} label={t('account.identityRecord.status')} />;
  return (
    <div role="status" className="rounded-md border-s-4 border-slate-500 bg-slate-50 p-4 text-slate-900">
      <p className="font-semibold">
        {t('account.identityRecord.status')}: {t('account.identityRecord.notStarted')}
      </p>
      {link ? (
        <Link to="/user-kyc" className="mt-1 inline-block text-sm font-semibold text-primary underline">
          {t('account.identityRecord.start')}
        </Link>
      ) : null}
    </div>
  );
}
