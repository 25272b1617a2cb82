import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../components/ActionDialogButton';
import { declineInput } from '@cf/domain';

type Props = {
  /** i18n prefix of the dialogs' texts: console.<kind>.approveTitle, declineText... */
  kind: 'kyc' | 'accreditations';
  approve: (id: string | number) => Promise<unknown>;
  decline: (id: string | number, reason: string) => Promise<unknown>;
};

const reasonField = { name: 'reason', label: 'console.review.reason', schema: declineInput };

/**
 * Approve or decline a request under review; the API refuses to decide twice (409), so the buttons
 * are there only while it waits. The reason of a decline reaches the user.
 */
export const ReviewActions = ({ kind, approve, decline }: Props) => {
  const record = useRecordContext<{ id: string | number; status: string }>();
  if (!record || record.status !== 'under-review') return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        label="console.review.approve"
        title={`console.${kind}.approveTitle`}
        description={`console.${kind}.approveText`}
        icon={<CheckCircleIcon />}
        onConfirm={() => approve(record.id)}
        success="console.review.approved"
      />
      <ActionDialogButton
        label="console.review.decline"
        title={`console.${kind}.declineTitle`}
        description={`console.${kind}.declineText`}
        icon={<CancelIcon />}
        danger
        field={reasonField}
        onConfirm={({ reason }) => decline(record.id, reason!)}
        success="console.review.declined"
      />
    </TopToolbar>
  );
};
