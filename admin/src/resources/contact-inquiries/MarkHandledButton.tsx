import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

type Inquiry = { id: number; handled: boolean; staffNote: string | null };

/** One click: toggles "handled", keeping the staff note (the API sets handledAt). */
export const MarkHandledButton = () => {
  const record = useRecordContext<Inquiry>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const handled = !record.handled;
  const onClick = () =>
    update(
      'contact-inquiries',
      { id: record.id, data: { handled, staffNote: record.staffNote }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(handled ? 'console.notifications.markedHandled' : 'console.notifications.markedUnhandled', { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button label={handled ? 'console.actions.markHandled' : 'console.actions.markUnhandled'} onClick={onClick} disabled={isPending}>
      {handled ? <DoneIcon /> : <UndoIcon />}
    </Button>
  );
};
