import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { suspendUserInput } from '@cf/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

type User = { id: string; status: string; isAdmin: boolean };

const reasonField = { name: 'reason', label: 'console.users.suspendReason', schema: suspendUserInput };

/**
 * Suspend (with a reason), restore, and the staff flag. Each button has its own key: without it
 * React reuses the suspend button's instance for restore once the record changes, so the restore
 * dialog would be the suspend dialog (still closing, with its reason field) under a new title. The API refuses what it must (suspending
 * yourself, removing the last staff member...): its message is shown as it is.
 */
export const UserActions = () => {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return <TopToolbar />;
  const deleted = record.status === 'deleted';
  return (
    <TopToolbar>
      {record.status === 'suspended' ? (
        <ActionDialogButton
          key="restore"
          label="console.users.restore"
          title="console.users.restoreTitle"
          description="console.users.restoreText"
          icon={<RestoreIcon />}
          onConfirm={() => dataProvider.restoreUser(record.id)}
          success="console.users.restored"
        />
      ) : deleted ? null : (
        <ActionDialogButton
          key="suspend"
          label="console.users.suspend"
          title="console.users.suspendTitle"
          description="console.users.suspendText"
          icon={<BlockIcon />}
          danger
          field={reasonField}
          onConfirm={({ reason }) => dataProvider.suspendUser(record.id, reason!)}
          success="console.users.suspended"
        />
      )}
      {deleted ? null : record.isAdmin ? (
        <ActionDialogButton
          key="removeStaff"
          label="console.users.removeStaff"
          title="console.users.removeStaffTitle"
          description="console.users.removeStaffText"
          icon={<PersonOffIcon />}
          danger
          onConfirm={() => dataProvider.setStaffFlag(record.id, false)}
          success="console.users.staffRemoved"
        />
      ) : (
        <ActionDialogButton
          key="makeStaff"
          label="console.users.makeStaff"
          title="console.users.makeStaffTitle"
          description="console.users.makeStaffText"
          icon={<AdminPanelSettingsIcon />}
          onConfirm={() => dataProvider.setStaffFlag(record.id, true)}
          success="console.users.staffGranted"
        />
      )}
    </TopToolbar>
  );
};
