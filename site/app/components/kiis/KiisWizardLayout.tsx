import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignTitle, stepPath, tabPath, WIZARD_STEPS } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { ChecklistPanel } from '../wizard/ChecklistPanel';

/**
 * The wizard's page for the key investment information sheet: the wizard's header and go-live
 * checklist around it. The sheet is no step of the checklist (staff check it apart), so the page
 * links back to the last step instead of marking one in the stepper.
 */
export function KiisWizardLayout({ campaign, children }: { campaign: Campaign; children: ReactNode }) {
  const { t } = useTranslation();
  const last = WIZARD_STEPS.at(-1)!.section;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-medium text-slate-700">
        {t('wizard.title')} · {t(`wizard.types.${campaign.investingType}.title`)} ·{' '}
        <Link to={tabPath(campaign.id, 'overview')} className="text-primary underline">
          {campaignTitle(campaign, t('wizard.dashboard.untitled'))}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('compliance.kiis.title')}</h1>
      <p className="mt-2 text-sm">
        <Link to={stepPath(last, campaign.id)} className="font-medium text-primary underline">
          {t('compliance.kiis.backToWizard')} · {t(`campaigns.wizard.steps.${last}`)}
        </Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">{children}</div>
        <ChecklistPanel campaign={campaign} />
      </div>
    </div>
  );
}
