import type { ChecklistSectionKey } from '@cf/domain/campaign-checklist';
import type { SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTab } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { usePageMessages } from '~/lib/use-page-messages';
import { TabHeader } from '../owner-dashboard/DashboardLayout';
import { WizardLayout } from './WizardLayout';

/** What a step's form needs from the page around it, in the wizard and on the dashboard alike. */
export type StepFrame = {
  campaign: Campaign;
  lang: string;
  resultFor: (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;
  readOnly: boolean;
  /** The wizard's "save and continue"; the dashboard has none. */
  continueLabel?: string;
};

/**
 * A wizard step page: the texts its loader sent (added before anything translates), the stepper
 * and the step's form. `data` is what `wizardLoader` put on the page.
 */
export function WizardStepPage({
  data,
  step,
  children,
}: {
  data: { campaign: Campaign; lang: string; messages: Record<string, unknown> };
  step: ChecklistSectionKey;
  children: (frame: StepFrame) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageMessages(data.messages);
  const resultFor = useResults();
  const { campaign, lang } = data;
  return (
    <WizardLayout campaign={campaign} step={step} intro={t(`wizard.${step}.intro`)}>
      {children({ campaign, lang, resultFor, readOnly: !campaign.editable, continueLabel: t('wizard.saveContinue') })}
    </WizardLayout>
  );
}

/** The same step as a dashboard tab: editable while a draft or declined, read-only otherwise. */
export function StepTab({
  tab,
  step,
  children,
}: {
  tab: DashboardTab;
  step: ChecklistSectionKey;
  children: (frame: StepFrame) => ReactNode;
}) {
  const { t } = useTranslation();
  const { campaign, lang } = useDashboard();
  const resultFor = useResults();
  return (
    <>
      <TabHeader
        title={t(`wizard.dashboard.tabs.${tab}`)}
        intro={campaign.editable ? t(`wizard.${step}.intro`) : t('wizard.dashboard.readOnly')}
      />
      <div className="space-y-8">{children({ campaign, lang, resultFor, readOnly: !campaign.editable })}</div>
    </>
  );
}
