import SkipNextIcon from '@mui/icons-material/SkipNext';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRedirect, useResourceContext } from 'react-admin';

type Props = {
  /** What waits in the queue (the list's own filter), oldest first like the queue list. */
  filter: Record<string, unknown>;
  /** The record just decided: never offered again. */
  currentId?: string | number;
  /** The queue's order (oldest first): when the record was created, or submitted. */
  sortField?: string;
};

/**
 * After a decision, straight to the next record waiting in the same queue (the oldest), so staff
 * work through it without going back to the list; an empty queue says so and shows the list.
 */
export const NextInQueueButton = ({ filter, currentId, sortField = 'createdAt' }: Props) => {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const next = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resource, {
        filter,
        sort: { field: sortField, order: 'ASC' },
        pagination: { page: 1, perPage: 2 },
      });
      const record = data.find((row) => row.id !== currentId);
      if (record) redirect('show', resource, record.id);
      else {
        notify('console.review.queueEmpty', { type: 'info' });
        redirect('list', resource);
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="console.review.next" onClick={next} disabled={busy} variant="contained">
      <SkipNextIcon />
    </Button>
  );
};
