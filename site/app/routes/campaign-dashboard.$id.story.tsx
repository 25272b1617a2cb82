import type { ActionFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { StoryStep } from '~/components/wizard/StoryStep';
import { tabAction } from '~/lib/campaigns-owner/dashboard.server';
import { storyAction } from '~/lib/campaigns-owner/step-actions.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';

export const action = async (args: ActionFunctionArgs) => storyAction(await tabAction(args, 'story'));

/** The story and the campaign image: editable while a draft or declined, read-only otherwise. */
export default function StoryTab() {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  return (
    <>
      <TabHeader
        title={t('wizard.dashboard.tabs.story')}
        intro={campaign.editable ? t('wizard.story.intro') : t('wizard.dashboard.readOnly')}
      />
      <div className="space-y-8">
        <StoryStep campaign={campaign} resultFor={useResults()} readOnly={!campaign.editable} />
      </div>
    </>
  );
}
