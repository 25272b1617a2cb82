import { formatMoney } from '@cf/domain/currency-format';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { reservePath } from '~/lib/reservations/paths';
import type { MyReservation } from '~/lib/reservations/my-reservations.server';
import { primaryButton } from '../header/styles';

const badge: Record<MyReservation['status'], string> = {
  waiting: 'bg-slate-100 text-slate-800',
  'open-now': 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-50 text-red-800',
};

/**
 * The investor's reservations (issue 16): each campaign, the amount and where it stands — reserved
 * (change or cancel on the reserve page), live (invest now, the amount filled in) or cancelled.
 */
export function MyReservationsList({ reservations, lang }: { reservations: MyReservation[]; lang: string }) {
  const { t } = useTranslation();
  if (reservations.length === 0) {
    return (
      <p className="rounded-md bg-slate-50 p-4 text-slate-700" data-testid="my-reservations-empty">
        {t('campaigns.reservations.mine.empty')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="my-reservations">
      {reservations.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="my-reservation" data-campaign={r.campaign.slug}>
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-slate-900">
              <bdi>{r.campaign.name}</bdi>
            </h2>
            <p className="text-sm text-slate-700">
              {t('campaigns.reservations.mine.amount')}{' '}
              <span dir="ltr" className="font-medium tabular-nums">
                {formatMoney(r.amount, r.currencyFormat, lang)}
              </span>
            </p>
          </div>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${badge[r.status]}`} data-testid="my-reservation-status">
            {t(`campaigns.reservations.mine.status.${r.status}`)}
          </span>
          {r.investPath ? (
            <Link to={r.investPath} className={primaryButton}>
              {t('campaigns.reservations.investNow')}
              <span className="sr-only"> — {r.campaign.name}</span>
            </Link>
          ) : r.reservable ? (
            <Link to={reservePath(r.campaign.slug)} className="font-semibold text-primary underline">
              {t(r.status === 'cancelled' ? 'campaigns.reservations.mine.reserveAgain' : 'campaigns.reservations.mine.change')}
              <span className="sr-only"> — {r.campaign.name}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
