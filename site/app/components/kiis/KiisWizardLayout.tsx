import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stepPath, WIZARD_STEPS } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { WizardFrame } from '../wizard/WizardLayout';

/**
 * The wizard's page for the key investment information sheet. The sheet is no step of the
 * checklist (staff check it apart), so the page links back to the last step instead of marking one
 * in the stepper.
 */
export function KiisWizardLayout({ campaign, children }: { campaign: Campaign; children: ReactNode }) {
  const { t } = useTranslation();
  const last = WIZARD_STEPS.at(-1)!.section;
  const back = (
    <p className="mt-2 text-sm">
      <Link to={stepPath(last, campaign.id)} className="font-medium text-primary underline">
        {t('compliance.kiis.backToWizard')} · {t(`campaigns.wizard.steps.${last}`)}
      </Link>
    </p>
  );
  return (
    <WizardFrame campaign={campaign} title={t('compliance.kiis.title')} header={back}>
      {children}
    </WizardFrame>
  );
}
