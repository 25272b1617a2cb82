import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../header/styles';

/** "Show my investments on my public profile": one checkbox, saved by its own button (works without script). */
export function ShowInvestmentsForm({ checked }: { checked: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'showInvestments';
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="showInvestments" />
      <div className="flex items-start gap-2">
        <input
          id="show-investments"
          type="checkbox"
          name="showInvestments"
          defaultChecked={checked}
          aria-describedby="show-investments-hint"
          className="mt-1 h-4 w-4 accent-primary"
        />
        <div>
          <label htmlFor="show-investments" className="font-medium text-slate-900">
            {t('account.profileInvesting.showInvestments')}
          </label>
          <p id="show-investments-hint" className="text-sm text-slate-700">
            {t('account.profileInvesting.showInvestmentsHint')}
          </p>
        </div>
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {t('common.save')}
      </button>
    </Form>
  );
}
