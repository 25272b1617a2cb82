import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { rejectDeletionInput } from '@cf/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

const noteField = { name: 'staffNote', label: 'resources.deletion-requests.fields.staffNote', schema: rejectDeletionInput };

/** Only a pending request can be decided; completing it cannot be undone. */
export const DeletionRequestActions = () => {
  const record = useRecordContext<{ id: number; status: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record || record.status !== 'pending') return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        label="console.deletion.complete"
        title="console.deletion.completeTitle"
        description="console.deletion.completeText"
        icon={<DeleteForeverIcon />}
        danger
        onConfirm={() => dataProvider.completeDeletion(record.id)}
        success="console.deletion.completed"
      />
      <ActionDialogButton
        label="console.deletion.reject"
        title="console.deletion.rejectTitle"
        description="console.deletion.rejectText"
        icon={<DoNotDisturbIcon />}
        field={noteField}
        onConfirm={({ staffNote }) => dataProvider.rejectDeletion(record.id, staffNote!)}
        success="console.deletion.rejected"
      />
    </TopToolbar>
  );
};
