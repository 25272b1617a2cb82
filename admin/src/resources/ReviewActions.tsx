import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../components/ActionDialogButton';
import { NextInQueueButton } from '../components/NextInQueueButton';
import { declineInput } from '@cf/domain';

type Decisions = {
  /** i18n prefix of the dialogs' texts: console.<kind>.approveTitle, declineText... */
  kind: 'kyc' | 'accreditations';
  approve: (id: string | number) => Promise<unknown>;
  decline: (id: string | number, reason: string) => Promise<unknown>;
};

const UNDER_REVIEW = { status: 'under-review' };

const reasonField = { name: 'reason', label: 'console.review.reason', schema: declineInput };

/** Approve and decline (with the reason that reaches the user) for one waiting request. */
export const ReviewButtons = ({ kind, id, approve, decline }: Decisions & { id: string | number }) => (
  <>
    <ActionDialogButton
      label="console.review.approve"
      title={`console.${kind}.approveTitle`}
      description={`console.${kind}.approveText`}
      icon={<CheckCircleIcon />}
      onConfirm={() => approve(id)}
      success="console.review.approved"
    />
    <ActionDialogButton
      label="console.review.decline"
      title={`console.${kind}.declineTitle`}
      description={`console.${kind}.declineText`}
      icon={<CancelIcon />}
      danger
      field={reasonField}
      onConfirm={({ reason }) => decline(id, reason!)}
      success="console.review.declined"
    />
  </>
);

/**
 * Approve or decline a request under review; the API refuses to decide twice (409), so the buttons
 * are there only while it waits, then the next request in the queue is offered.
 */
export const ReviewActions = (props: Decisions) => {
  const record = useRecordContext<{ id: string | number; status: string }>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {record.status === 'under-review' ? (
        <ReviewButtons {...props} id={record.id} />
      ) : (
        <NextInQueueButton filter={UNDER_REVIEW} currentId={record.id} />
      )}
    </TopToolbar>
  );
};
