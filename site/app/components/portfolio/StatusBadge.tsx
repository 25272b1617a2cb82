import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  fail: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** An investment's status in words (its colour only repeats them). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[status] ?? TONE.refunded}`}>
      {t(`portfolio.statuses.${status}`)}
    </span>
  );
}
