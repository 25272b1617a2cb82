import { formatMoney } from '@cf/domain/currency-format';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationSummary } from '~/lib/reservations/reservations.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { primaryButton } from '../header/styles';

type Loaded = { summary: ReservationSummary | null; messages: Record<string, unknown> };
type ToggleResult = { summary: ReservationSummary | null; error: string | null };

/**
 * The owner's reservations panel on the dashboard (issue 16): open or close non-binding
 * reservations before launch, with how many there are and their total (no names). It loads its
 * own summary from /resources/reservations/:id, so the dashboard's loader stays as it is.
 */
export function OwnerReservations({ campaignId, slug, lang }: { campaignId: number; slug: string; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useFetcher<Loaded>();
  const toggle = useFetcher<ToggleResult>();
  const resource = `/resources/reservations/${campaignId}`;
  useEffect(() => {
    if (loaded.state === 'idle' && !loaded.data) loaded.load(resource);
  }, [loaded, resource]);
  usePageMessages(loaded.data?.messages);
  const summary = toggle.data?.summary ?? loaded.data?.summary ?? null;
  if (!summary || (!summary.canToggle && summary.count === 0)) return null;
  const pending = toggle.formData ? toggle.formData.get('open') === 'true' : null;
  const open = pending ?? summary.open;
  const total = summary.currency ? formatMoney(summary.total, summary.currency, lang) : String(summary.total);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="owner-reservations"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('campaigns.reservations.owner.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('campaigns.reservations.owner.intro')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600">{t('campaigns.reservations.owner.count')}</dt>
          <dd className="text-xl font-semibold text-slate-900" data-testid="reservations-count">
            {summary.count}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('campaigns.reservations.owner.total')}</dt>
          <dd className="text-xl font-semibold text-slate-900" data-testid="reservations-total">
            <bdi>{total}</bdi>
          </dd>
        </div>
      </dl>
      {summary.canToggle ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-slate-800" role="status">
            {t(open ? 'campaigns.reservations.owner.isOpen' : 'campaigns.reservations.owner.isClosed')}
          </p>
          <toggle.Form method="post" action={resource}>
            <input type="hidden" name="open" value={open ? 'false' : 'true'} />
            <input type="hidden" name="js" value="1" />
            <button type="submit" className={primaryButton} disabled={toggle.state !== 'idle'}>
              {t(open ? 'campaigns.reservations.owner.close' : 'campaigns.reservations.owner.open')}
            </button>
          </toggle.Form>
          {open ? (
            <Link to={`/reserve/${encodeURIComponent(slug)}`} className="text-sm font-semibold text-primary underline">
              {t('campaigns.reservations.owner.reservePage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('campaigns.reservations.owner.afterLaunch')}</p>
      )}
      {toggle.data?.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {toggle.data.error}
        </p>
      ) : null}
    </section>
  );
}
