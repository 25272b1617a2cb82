import { useTranslation } from 'react-i18next';
import { type Meta, TextField } from '../wizard/fields';

/**
 * The password and, when it is on, the two-factor code that confirm a change of where payouts go
 * (the payout account in the wizard, a Stripe connection on the payout tab): the same two fields,
 * read by the same API rule, wherever the change is made.
 */
export function ReauthFields({ password, code }: { password: Meta; code: Meta }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField meta={password} label={t('payouts.site.currentPassword')} type="password" autoComplete="current-password" />
      <TextField meta={code} label={t('payouts.site.twoFactorCode')} inputMode="numeric" dir="ltr" autoComplete="one-time-code" />
    </div>
  );
}
