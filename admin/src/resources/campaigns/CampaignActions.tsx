import { campaignNoteInput, campaignReasonInput } from '@cf/domain';
import BlockIcon from '@mui/icons-material/Block';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { type ReactElement, useState } from 'react';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { actionTexts } from '../../components/actionTexts';
import { type ActionField, ActionDialogButton } from '../../components/ActionDialogButton';
import { NextInQueueButton } from '../../components/NextInQueueButton';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { type CampaignAction, campaignActions } from './campaignActions';
import { MaterialChangeButton } from './MaterialChangeButton';
import { type SettlementAction, settleCampaign, settlementActions } from './settlement';

type Campaign = { id: number; status: number; featured: boolean };

const PENDING = { status: CAMPAIGN_STATUS.pending };

const reason: ActionField = { name: 'reason', label: 'console.campaigns.reason', schema: campaignReasonInput };
const note: ActionField = { name: 'reason', label: 'console.campaigns.note', schema: campaignNoteInput };

type Config = { icon: ReactElement; danger?: boolean; field?: ActionField };

/** Ending a live campaign moves its money (texts: settlement.console.<action>, …Title, …Text, …Done). */
const SETTLEMENT: Record<SettlementAction, Config> = {
  close: { icon: <EventBusyIcon />, danger: true, field: { name: 'reason', label: 'settlement.console.note', schema: campaignNoteInput } },
  cancel: {
    icon: <CancelScheduleSendIcon />,
    danger: true,
    field: { name: 'reason', label: 'settlement.console.reason', schema: campaignReasonInput },
  },
};

const settlementTexts = (action: SettlementAction) => ({
  label: `settlement.console.${action}`,
  title: `settlement.console.${action}Title`,
  description: `settlement.console.${action}Text`,
  success: `settlement.console.${action}Done`,
});

/** Each action's look; texts are console.campaigns.<action>, <action>Title, <action>Text, <action>Done. */
const CONFIG: Record<CampaignAction, Config> = {
  approve: { icon: <CheckCircleIcon />, field: note },
  decline: { icon: <CancelIcon />, danger: true, field: reason },
  reactivate: { icon: <RestoreIcon />, field: note },
  hide: { icon: <VisibilityOffIcon />, danger: true, field: reason },
  inactivate: { icon: <BlockIcon />, danger: true, field: reason },
  feature: { icon: <StarIcon /> },
  unfeature: { icon: <StarBorderIcon /> },
};

/**
 * The decisions the status machine allows staff from the campaign's status, each behind a
 * confirmation; declining, hiding and inactivating need a reason, which reaches the owner. A live
 * campaign may also be closed now or cancelled (everyone refunded): both settle its money; under
 * Reg CF staff may record a material change for its owner. The API's refusal (another member
 * decided first...) is shown as it comes.
 */
export const CampaignActions = () => {
  const record = useRecordContext<Campaign>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // Once a submission is decided here, the next one waiting for review is offered.
  const [decidedId, setDecidedId] = useState<Campaign['id'] | null>(null);
  if (!record) return <TopToolbar />;
  const run = async (action: CampaignAction, values: Record<string, string>) => {
    if (action === 'feature' || action === 'unfeature') return dataProvider.featureCampaign(record.id, action === 'feature');
    const pending = record.status === CAMPAIGN_STATUS.pending;
    const result = await dataProvider.decideCampaign(record.id, action, values.reason);
    if (pending) setDecidedId(record.id);
    return result;
  };
  return (
    <TopToolbar>
      {decidedId === record.id && record.status !== CAMPAIGN_STATUS.pending ? (
        <NextInQueueButton filter={PENDING} currentId={record.id} sortField="submittedAt" />
      ) : null}
      {campaignActions(record.status, record.featured).map((action) => (
        <ActionDialogButton
          key={action}
          {...actionTexts('campaigns', action)}
          {...CONFIG[action]}
          onConfirm={(values) => run(action, values)}
        />
      ))}
      {settlementActions(record.status).map((action) => (
        <ActionDialogButton
          key={action}
          {...settlementTexts(action)}
          {...SETTLEMENT[action]}
          onConfirm={(values) => settleCampaign(record.id, action, values.reason ?? null)}
        />
      ))}
      <MaterialChangeButton campaignId={record.id} status={record.status} />
    </TopToolbar>
  );
};
