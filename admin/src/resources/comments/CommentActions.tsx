import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportIcon from '@mui/icons-material/Report';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { actionTexts } from '../../components/actionTexts';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { NextInQueueButton } from '../../components/NextInQueueButton';
import type { CommentModeration, ConsoleDataProvider } from '../../providers/dataProvider';
import { moderationActions } from './moderationActions';

export const ICONS = { approve: <CheckCircleIcon />, decline: <CancelIcon />, spam: <ReportIcon /> };
export const DANGER: Record<CommentModeration, boolean> = { approve: false, decline: true, spam: true };

const PENDING = { status: 'pending' };

/**
 * Approve, decline or mark as spam (a decision can be changed); each is audited by the API. Once
 * decided, the next pending comment (newest first, as the queue lists them) is one click away.
 */
export const CommentActions = () => {
  const record = useRecordContext<{ id: number; status: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {moderationActions(record.status).map((action) => (
        <ActionDialogButton
          key={action}
          {...actionTexts('comments', action)}
          icon={ICONS[action]}
          danger={DANGER[action]}
          onConfirm={() => dataProvider.moderateComment(record.id, action)}
        />
      ))}
      {record.status === 'pending' ? null : <NextInQueueButton filter={PENDING} currentId={record.id} sortField="queue" />}
    </TopToolbar>
  );
};
