import { staffReasonInput } from '@cf/domain/schemas/payouts';
import CancelIcon from '@mui/icons-material/Cancel';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { staffDecision } from './staff-actions';

const reasonField = { name: 'reason', label: 'payouts.console.reason', schema: staffReasonInput };

/**
 * A money decision refused with a reason the person is told (a payout, a withdrawal): POST
 * /<resource>/:id/reject { reason }. `messages` is the resource's key prefix: its reject,
 * rejectTitle, rejectText and rejected texts.
 */
export const RejectWithReasonButton = ({ resource, id, messages }: { resource: string; id: string; messages: string }) => (
  <ActionDialogButton
    label={`${messages}.reject`}
    title={`${messages}.rejectTitle`}
    description={`${messages}.rejectText`}
    icon={<CancelIcon />}
    danger
    field={reasonField}
    onConfirm={({ reason }) => staffDecision(resource, id, 'reject', { reason: reason! })}
    success={`${messages}.rejected`}
  />
);
