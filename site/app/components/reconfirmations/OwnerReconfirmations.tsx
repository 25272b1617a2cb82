import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatInstant } from '@cf/domain/date-format';
import type { OwnerProtectionOut } from '@cf/domain/schemas/reconfirmations';

type Props = { protection: OwnerProtectionOut | null; lang: string; timezone: string };

const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
const button = 'rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:opacity-90';

/**
 * The owner's Reg CF tools on the dashboard, only under US Reg CF and while the campaign is live:
 * record a material change (investors must reconfirm) and close early (21 days live, 5 business
 * days' notice). Plain form posts; the API's refusals come back as toasts.
 */
export function OwnerReconfirmations({ protection, lang, timezone }: Props) {
  const { t } = useTranslation();
  if (!protection?.regCf || !protection.live) return null;
  const { lastChange, earlyCloseFrom, earliestClosingDate } = protection;
  return (
    <section aria-labelledby="reg-cf-heading" className="mt-8 space-y-6 rounded-lg border border-slate-200 p-6" data-testid="owner-reg-cf">
      <h2 id="reg-cf-heading" className="text-lg font-semibold">
        {t('reconfirmations.owner.title')}
      </h2>
      <Form method="post" className="space-y-3" data-testid="material-change-form">
        <input type="hidden" name="intent" value="materialChange" />
        <h3 className="font-medium">{t('reconfirmations.owner.changeTitle')}</h3>
        <p className="text-sm text-slate-600">{t('reconfirmations.owner.changeIntro')}</p>
        {lastChange ? (
          <p className="text-sm text-slate-600">
            {t('reconfirmations.owner.lastChange', {
              date: formatInstant(lastChange.createdAt, lang, timezone, 'longDateTime'),
              until: formatInstant(lastChange.reconfirmBy, lang, timezone, 'longDateTime'),
            })}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          {t('reconfirmations.owner.description')}
          <textarea name="description" required maxLength={5000} rows={4} className={field} />
        </label>
        <button type="submit" className={button}>
          {t('reconfirmations.owner.record')}
        </button>
      </Form>
      <Form method="post" className="space-y-3" data-testid="early-close-form">
        <input type="hidden" name="intent" value="earlyClose" />
        <h3 className="font-medium">{t('reconfirmations.owner.closeTitle')}</h3>
        <p className="text-sm text-slate-600">{t('reconfirmations.owner.closeIntro')}</p>
        {earlyCloseFrom ? (
          <p className="text-sm text-slate-600">
            {t('reconfirmations.owner.closeFrom', { from: formatInstant(earlyCloseFrom, lang, timezone, 'longDateTime') })}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          {t('reconfirmations.owner.closingDate')}
          <input
            type="date"
            name="closingDate"
            required
            min={earliestClosingDate}
            max={protection.closingDate ?? undefined}
            className={field}
          />
        </label>
        <p className="text-sm text-slate-600">
          {t('reconfirmations.owner.earliest', { date: formatCalendarDay(earliestClosingDate, lang) })}
        </p>
        <button type="submit" className={button}>
          {t('reconfirmations.owner.close')}
        </button>
      </Form>
    </section>
  );
}
