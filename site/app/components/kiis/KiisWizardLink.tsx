import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { kiisWizardPath } from '~/lib/kiis/kiis';

/** Under ECSP, the wizard's last step points to the key investment information sheet (issue 16). */
export function KiisWizardLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      {t('compliance.kiis.wizardText')}{' '}
      <Link to={kiisWizardPath(id)} className="font-medium text-primary underline">
        {t('compliance.kiis.wizardLink')}
      </Link>
    </p>
  );
}
