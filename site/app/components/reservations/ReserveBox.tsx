import { formatMoney } from '@cf/domain/currency-format';
import { toMajorInput } from '@cf/domain/money';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationFront, ReserveActionData } from '~/lib/reservations/reservations.server';
import { primaryButton } from '../header/styles';

const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The limits line under the amount: between, at least or at most, in the campaign's currency. */
function limitsText(front: ReservationFront, lang: string, t: (key: string, params?: Record<string, string>) => string) {
  const c = front.currency;
  if (!c) return null;
  const min = front.minimumInvestment !== null ? formatMoney(front.minimumInvestment, c, lang) : null;
  const max = front.maximumInvestment !== null ? formatMoney(front.maximumInvestment, c, lang) : null;
  if (min && max) return t('campaigns.reservations.limits', { min, max });
  if (min) return t('campaigns.reservations.minOnly', { min });
  if (max) return t('campaigns.reservations.maxOnly', { max });
  return null;
}

/**
 * The reserve box (issue 16, testing the waters): while a campaign takes reservations before
 * launch, a signed-in investor reserves an amount, changes or cancels it; no money is taken.
 * Visitors get a log-in link back here; the owner is told investors reserve here.
 */
export function ReserveBox({
  front,
  lang,
  action,
  result,
}: {
  front: ReservationFront;
  lang: string;
  /** Where the form posts (the reserve page). */
  action: string;
  result?: ReserveActionData;
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const held = front.reservation;
  const decimals = front.currency?.decimals ?? 2;
  const heldText = held && front.currency ? formatMoney(held.amount, front.currency, lang) : null;
  const limits = limitsText(front, lang, t);

  let body: JSX.Element;
  if (front.live) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('campaigns.reservations.liveNote')}</p>
        <Link
          to={
            held
              ? `/invest/${front.campaignId}?${new URLSearchParams({ amount: toMajorInput(held.amount, decimals) })}`
              : `/invest/${front.campaignId}`
          }
          className={`${primaryButton} w-full py-3`}
        >
          {t('campaigns.reservations.investNow')}
        </Link>
      </div>
    );
  } else if (front.isOwner) {
    body = (
      <p className="text-sm text-slate-700">{t(front.open ? 'campaigns.reservations.ownCampaign' : 'campaigns.reservations.closedNote')}</p>
    );
  } else if (!front.signedIn) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('campaigns.reservations.signedOut')}</p>
        <Link to={`/login?redirectTo=${encodeURIComponent(action)}`} className={`${primaryButton} w-full py-3`}>
          {t('campaigns.reservations.logIn')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {heldText ? (
          <p className="rounded-md bg-emerald-50 p-3 text-sm font-semibold text-emerald-900" data-testid="reservation-held">
            {t('campaigns.reservations.yours', { amount: heldText })}
          </p>
        ) : null}
        {!front.open ? <p className="text-sm text-slate-700">{t('campaigns.reservations.closedNote')}</p> : null}
        {front.open ? (
          <Form method="post" action={action} className="space-y-2" noValidate>
            <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
              {t('campaigns.reservations.amount', { currency: front.currency?.code ?? '' })}
            </label>
            <input
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              required
              defaultValue={result?.amount ?? (held ? toMajorInput(held.amount, decimals) : '')}
              aria-invalid={result?.amountError ? true : undefined}
              aria-describedby={`${id}-hint${result?.amountError ? ` ${id}-error` : ''}`}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-start"
            />
            {limits ? (
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                {limits}
              </p>
            ) : (
              <span id={`${id}-hint`} hidden />
            )}
            {result?.amountError ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {result.amountError}
              </p>
            ) : null}
            <button type="submit" name="intent" value="reserve" disabled={busy} className={`${primaryButton} w-full py-3`}>
              {t(held ? 'campaigns.reservations.change' : 'campaigns.reservations.reserve')}
            </button>
          </Form>
        ) : null}
        {held ? (
          <Form method="post" action={action}>
            <button type="submit" name="intent" value="cancel" disabled={busy} className={`${secondaryButton} w-full`}>
              {t('campaigns.reservations.cancel')}
            </button>
          </Form>
        ) : null}
        {result?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {result.error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="reserve-box"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('campaigns.reservations.title')}
      </h2>
      {!front.live ? <p className="mt-1 text-sm text-slate-700">{t('campaigns.reservations.intro')}</p> : null}
      <div className="mt-4">{body}</div>
      {!front.live ? <p className="mt-4 text-xs text-slate-600">{t('campaigns.reservations.nonBinding')}</p> : null}
    </section>
  );
}
